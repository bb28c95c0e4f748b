// Schemas of the moderation queue: GET /api/admin/reports?status=open|decided (open by default), filing a report of a posting or
// a company, and an admin's decision of one (DESIGN.md §4.2).
import { z } from 'zod';
import { REPORT_REASONS } from '../shared/report-reasons';
import { REPORT_DECISIONS } from './events';
import { REPORT_STATUSES } from './types';

export const CHOOSE_A_REPORT_REASON = 'Choose a reason';
export const REPORT_DETAILS_TOO_LONG = 'Details can be at most 1,000 characters';

export const reportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: 'Status must be open or decided' }).default('open'),
});

/** POST /api/internships/:id/reports and POST /api/users/:id/reports (a company): why, and what happened. */
export const fileReportSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: CHOOSE_A_REPORT_REASON }),
  details: z.string({ error: REPORT_DETAILS_TOO_LONG }).trim().max(1000, REPORT_DETAILS_TOO_LONG).optional(),
});
export type FileReportBody = z.infer<typeof fileReportSchema>;

export const DECISION_NOTE_REQUIRED = 'Please write a note: the company is told the decision and the note.';
export const DECISION_NOTE_TOO_LONG = 'A note can be at most 1,000 characters';
export const CHOOSE_A_DECISION = 'Choose a decision: dismiss, remove-listing or suspend-company.';

/** PATCH /api/admin/reports/:id: the decision, with the note the company is told. */
export const decideReportSchema = z.object({
  decision: z.enum(REPORT_DECISIONS, { error: CHOOSE_A_DECISION }),
  note: z.string({ error: DECISION_NOTE_REQUIRED }).trim().min(1, DECISION_NOTE_REQUIRED).max(1000, DECISION_NOTE_TOO_LONG),
});
export type DecideReportBody = z.infer<typeof decideReportSchema>;
