// What the admin views read that spans contexts: the audit trail and the real figures of the Analytics tab.

export type AuditEntityType = 'application' | 'companyRequest' | 'user' | 'internship' | 'blogPost';

/** One line of GET /api/admin/audit: a status change or an admin action, from the event that recorded it. */
export interface AuditEntry {
  eventId: string;
  at: string;
  type: string;
  entityType: AuditEntityType;
  entityId: string;
  actorId: string | null;
  /** The actor's name at the time of reading ('System' for the platform itself, 'Deleted user' for a deleted account). */
  actorName: string;
  from?: string | null;
  to?: string | null;
  note?: string | null;
}

/** GET /api/admin/stats: figures computed from the log by a projection (beside SPEC's static ones). */
export interface AdminStats {
  /** Sign-ups per ISO week (YYYY-Www), oldest first, the last 12 weeks. */
  signupsPerWeek: Array<{ week: string; students: number; companies: number }>;
  applicationsByStatus: Record<'pending' | 'reviewed' | 'accepted' | 'rejected', number>;
  companiesApproved: number;
  companyRequestsPending: number;
  /** Median hours from a company request to its decision; null before the first decision. */
  medianReviewHours: number | null;
}
