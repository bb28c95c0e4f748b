// The application statuses that /status lists (SPEC §2).
/** The application statuses the platform tracks (SPEC §4). */
export const APPLICATION_STATUS_LIST = [
  { status: 'pending', text: 'Submitted and waiting for review' },
  { status: 'reviewed', text: 'Seen by the company' },
  { status: 'accepted', text: 'Offered the internship' },
  { status: 'rejected', text: 'Not selected this time' },
] as const;
