// Schemas of the applications context: the body of applying (POST /api/applications).
import { z } from 'zod';
import { APPLICATION_STATUSES } from './types';

export const submitApplicationSchema = z.object({
  internshipId: z.string({ error: 'No internship found' }).trim().min(1, 'No internship found').max(100),
  coverLetter: z.string().max(10_000, 'Cover letter is too long').optional().default(''),
  resume: z.string().max(10_000, 'Resume is too long').optional().default(''),
  /** The detail page sends 'pending' explicitly (SPEC §4); no other value may be chosen by a student. */
  status: z.literal('pending', { error: 'New applications are pending' }).optional(),
});
export type SubmitApplicationBody = z.infer<typeof submitApplicationSchema>;

/** PATCH /api/admin/applications/:id/status: a backend admin may set any of the four statuses (SPEC §4). */
export const adminApplicationStatusSchema = z.object({
  status: z.enum(APPLICATION_STATUSES, { error: 'Status must be pending, reviewed, accepted or rejected' }),
});

/** PATCH /api/company/applications/:id/status: the internship's company answers an applicant. */
export const companyApplicationStatusSchema = z.object({
  status: z.enum(['reviewed', 'accepted', 'rejected'], { error: 'Status must be reviewed, accepted or rejected' }),
});
