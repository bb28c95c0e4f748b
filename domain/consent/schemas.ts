// Schemas of the consent context: the sign-up's date of birth and guardian's e-mail, and the student's (re)send of a request.
import { z } from 'zod';
import { ageOn, ADULT_AGE, parseDate } from './age';

export const DATE_OF_BIRTH_INVALID = 'Please enter your date of birth';
export const GUARDIAN_EMAIL_REQUIRED = "Please enter your parent's or guardian's email";
export const GUARDIAN_EMAIL_INVALID = "Please enter a valid email for your parent or guardian";
export const GUARDIAN_NOT_YOU = "Please use your parent's or guardian's own email, not yours";
export const GUARDIAN_NOT_A_STUDENT = "Please use your parent's or guardian's own email: this one belongs to a student's account";

/** Students are in grades 9–12, with a margin (DESIGN.md §4.5): their dates of birth lie between 12 and 20 years ago. */
export const STUDENT_MIN_AGE = 12;
export const STUDENT_MAX_AGE = 20;
export const DATE_OF_BIRTH_IN_FUTURE = 'Your date of birth cannot be in the future';
export const TOO_YOUNG_TO_SIGN_UP = `You must be at least ${STUDENT_MIN_AGE} years old to sign up`;
export const TOO_OLD_FOR_STUDENT = `Student accounts are for high school students: your date of birth must be within the last ${STUDENT_MAX_AGE} years`;

/** Why a student's date of birth is refused on `today` (YYYY-MM-DD, UTC), or null when it is fine. */
export function dateOfBirthRefusal(value: string, today: Date): string | null {
  const p = parseDate(value);
  if (!p) return DATE_OF_BIRTH_INVALID;
  if (value > today.toISOString().slice(0, 10)) return DATE_OF_BIRTH_IN_FUTURE;
  const age = ageOn(value, today)!;
  if (age < STUDENT_MIN_AGE) return TOO_YOUNG_TO_SIGN_UP;
  // 20 years ago to the day is the earliest date: on their 20th birthday a person may still sign up, a day later not.
  const [y, m, d] = [today.getUTCFullYear(), today.getUTCMonth() + 1, today.getUTCDate()];
  const earliest = `${String(y - STUDENT_MAX_AGE).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  if (value < earliest) return TOO_OLD_FOR_STUDENT;
  return null;
}

/** A student's date of birth at sign-up: YYYY-MM-DD, a real date between 12 and 20 years ago, with the reason otherwise. */
export const dateOfBirthField = z
  .string({ error: DATE_OF_BIRTH_INVALID })
  .trim()
  .superRefine((v, ctx) => {
    const refusal = dateOfBirthRefusal(v, new Date());
    if (refusal) ctx.addIssue({ code: 'custom', message: refusal });
  });

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
