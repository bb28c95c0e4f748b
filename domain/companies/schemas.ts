// Schemas of the companies context with SPEC.md §5's messages: the company application form and an admin's decision.
import { z } from 'zod';
import { COMPANY_FIELDS, COMPANY_INTERNSHIP_TYPES, COMPANY_SIZES } from './constants';
import { nameField } from '../shared/names';
import { checkRegistrationNumber } from './registration-number';

const required = (message: string, max = 200) => z.string({ error: message }).trim().min(1, message).max(max, 'Too long');

/** A website as people type it: a full URL, or a bare domain that gets https:// in front. */
const website = z
  .string({ error: 'Website is required' })
  .trim()
  .min(1, 'Website is required')
  .max(300, 'Please enter a valid website URL')
  .transform((s) => (/^https?:\/\//i.test(s) ? s : `https://${s}`))
  .refine((s) => {
    try {
      const url = new URL(s);
      return /^https?:$/.test(url.protocol) && url.hostname.includes('.') && !/\s/.test(s);
    } catch {
      return false;
    }
  }, 'Please enter a valid website URL');

/** The company application form (SPEC §3, §5) and the body of POST /api/company-application. */
export const companyApplicationSchema = z.object({
  companyName: nameField('Company name is required', 200),
  companyField: z.enum(COMPANY_FIELDS, { error: 'Please select a field' }),
  internshipType: z.enum(COMPANY_INTERNSHIP_TYPES, { error: 'Please select internship type' }),
  description: required('Please provide a project description', 5000),
  website,
  location: required('Location is required'),
  technicalSkills: required('Please specify technical skills required', 1000),
  otherSkills: z.string().trim().max(1000, 'Too long').optional().default(''),
  companySize: z.union([z.enum(COMPANY_SIZES), z.literal('')]).optional().transform((s) => s || null),
  /** Optional (DESIGN.md §4.2): a GSTIN (its check character verified), a CIN or an Udyam number; stored normalized. */
  registrationNumber: z
    .string()
    .max(40, 'Too long')
    // null: the SPA sends the form as this schema made it (an empty field reads null).
    .nullish()
    .transform((s, ctx) => {
      if (!s?.trim()) return null;
      const check = checkRegistrationNumber(s);
      if (check.ok) return check.value;
      ctx.addIssue({ code: 'custom', message: check.message });
      return z.NEVER;
    }),
  termsAccepted: z.literal(true, { error: 'You must accept the terms and conditions' }),
});
export type CompanyApplicationInput = z.input<typeof companyApplicationSchema>;
/** The checked form; `registrationNumber` may be left out (null), as the seed does. */
export type CompanyApplication = Omit<z.output<typeof companyApplicationSchema>, 'registrationNumber'> & { registrationNumber?: string | null };

/** PATCH /api/admin/company-requests/:id: the decision; `reviewedBy` comes from the session, never from the body. */
export const decideCompanyRequestSchema = z.object({
  status: z.enum(['approved', 'rejected'], { error: 'Status must be approved or rejected' }),
  adminNotes: z.string().trim().max(1000, 'Admin notes are too long').optional(),
});
