// Why something is reported to the admins (DESIGN.md §4.2): one list for messages, postings and companies.
export const REPORT_REASONS = ['asked-for-money', 'unsafe', 'fake', 'inappropriate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
