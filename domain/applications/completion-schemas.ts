// Schemas of completing an internship (DESIGN.md §4.1): the company's account (POST …/completion), the student's
// confirmation (POST …/completion/confirm), and an admin's revocation of a certificate.
import { z } from 'zod';
import { END_BEFORE_START, INVALID_DATE, isCalendarDay } from './schemas';
import { STIPEND_PAID } from './types';

export const HOURS_RANGE = 'Hours must be a whole number from 1 to 2,000';
export const WRITE_A_SUMMARY = 'Please describe what the student did';
export const SUMMARY_TOO_LONG = 'The summary can be at most 1,000 characters';
export const CHOOSE_STIPEND = 'Please say whether the stipend was paid as promised';
export const NAME_ON_CERTIFICATE = 'The name on the certificate must be 1 to 100 characters';
export const WRITE_A_REASON = 'Please give a reason';

const day = z.string({ error: INVALID_DATE }).trim().refine(isCalendarDay, INVALID_DATE);

export const proposeCompletionSchema = z
  .object({
    startedOn: day,
    endedOn: day,
    hours: z.number({ error: HOURS_RANGE }).int(HOURS_RANGE).min(1, HOURS_RANGE).max(2000, HOURS_RANGE),
    summary: z.string({ error: WRITE_A_SUMMARY }).trim().min(1, WRITE_A_SUMMARY).max(1000, SUMMARY_TOO_LONG),
  })
  .refine((c) => c.endedOn >= c.startedOn, { message: END_BEFORE_START, path: ['endedOn'] });
export type ProposeCompletionBody = z.infer<typeof proposeCompletionSchema>;

export const confirmCompletionSchema = z.object({
  stipendPaid: z.enum(STIPEND_PAID, { error: CHOOSE_STIPEND }),
  /** How the student's name reads on the certificate; the account's first and last name when absent. */
  nameOnCertificate: z.string({ error: NAME_ON_CERTIFICATE }).trim().min(1, NAME_ON_CERTIFICATE).max(100, NAME_ON_CERTIFICATE).optional(),
});
export type ConfirmCompletionBody = z.infer<typeof confirmCompletionSchema>;

export const revokeCertificateSchema = z.object({
  reason: z.string({ error: WRITE_A_REASON }).trim().min(1, WRITE_A_REASON).max(500, 'A reason can be at most 500 characters'),
});
