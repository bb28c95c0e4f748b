// Schemas of the consent context: the sign-up's date of birth and guardian's e-mail, and the student's (re)send of a request.
import { z } from 'zod';
import { ageOn, ADULT_AGE, parseDate } from './age';

export const DATE_OF_BIRTH_INVALID = 'Please enter your date of birth';
export const GUARDIAN_EMAIL_REQUIRED = "Please enter your parent's or guardian's email";
export const GUARDIAN_EMAIL_INVALID = "Please enter a valid email for your parent or guardian";
export const GUARDIAN_NOT_YOU = "Please use your parent's or guardian's own email, not yours";
export const GUARDIAN_NOT_A_STUDENT = "Please use your parent's or guardian's own email: this one belongs to a student's account";

/** YYYY-MM-DD, a real date in the past, after 1900. */
export const dateOfBirthField = z
  .string({ error: DATE_OF_BIRTH_INVALID })
  .trim()
  .refine((v) => {
    const p = parseDate(v);
    if (!p || p[0] < 1900) return false;
    const age = ageOn(v, new Date());
    return age !== null && age >= 0 && v <= new Date().toISOString().slice(0, 10);
  }, DATE_OF_BIRTH_INVALID);

export const guardianEmailField = z.string({ error: GUARDIAN_EMAIL_INVALID }).trim().max(254, GUARDIAN_EMAIL_INVALID).email(GUARDIAN_EMAIL_INVALID);

/** POST /api/user/consent/resend: resend the waiting request, or send one (a new address starts a new request). */
export const resendConsentSchema = z.object({ guardianEmail: guardianEmailField.optional() });

/** The sign-up form's extra fields when parental consent is on: a date of birth, and a guardian's e-mail under 18. */
export const consentSignUpFieldsSchema = z
  .object({ email: z.string(), dateOfBirth: dateOfBirthField, guardianEmail: z.string().trim() })
  .superRefine((f, ctx) => {
    const age = ageOn(f.dateOfBirth, new Date());
    if (age !== null && age >= ADULT_AGE) return;
    if (!f.guardianEmail) ctx.addIssue({ code: 'custom', path: ['guardianEmail'], message: GUARDIAN_EMAIL_REQUIRED });
    else if (!guardianEmailField.safeParse(f.guardianEmail).success) ctx.addIssue({ code: 'custom', path: ['guardianEmail'], message: GUARDIAN_EMAIL_INVALID });
    else if (f.guardianEmail.toLowerCase() === f.email.trim().toLowerCase()) ctx.addIssue({ code: 'custom', path: ['guardianEmail'], message: GUARDIAN_NOT_YOU });
  });
