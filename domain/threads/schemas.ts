// Schemas of the threads context: a message (POST /api/applications/:id/messages) and a report of one (POST /api/messages/:id/report).
import { z } from 'zod';
import { REPORT_REASONS } from '../shared/report-reasons';

export const MESSAGE_MAX = 2000;
export const WRITE_A_MESSAGE = 'Write a message';
export const MESSAGE_TOO_LONG = 'A message can be at most 2,000 characters';
export const CHOOSE_A_REASON = 'Choose a reason';
export const DETAILS_TOO_LONG = 'Details can be at most 1,000 characters';

export const postMessageSchema = z.object({
  body: z.string({ error: WRITE_A_MESSAGE }).trim().min(1, WRITE_A_MESSAGE).max(MESSAGE_MAX, MESSAGE_TOO_LONG),
});
export type PostMessageBody = z.infer<typeof postMessageSchema>;

export const reportMessageSchema = z.object({
  reason: z.enum(REPORT_REASONS, { error: CHOOSE_A_REASON }),
  details: z.string({ error: DETAILS_TOO_LONG }).trim().max(1000, DETAILS_TOO_LONG).optional(),
});
export type ReportMessageBody = z.infer<typeof reportMessageSchema>;
