// The student sign-up form's schema: SPEC.md §5's fields, plus — when parental consent is required — a date of birth and,
// under 18, a parent's or guardian's e-mail (DESIGN.md §3.6).
import { z } from 'zod';
import { consentSignUpFieldsSchema } from '@domain/consent/schemas';
import { studentSignUpFormSchema } from '@domain/users/schemas';

export const studentSignUpWithConsentSchema = z.intersection(studentSignUpFormSchema, consentSignUpFieldsSchema);
