// The onboarding form's values and steps, the prefill from the user, and per-step validation with the domain schema.
import { m } from '@/paraglide/messages.js';
import { GRADES, HOBBIES, INTERNSHIP_DURATIONS } from '@domain/users/constants';
import { onboardingSchema } from '@domain/users/schemas';
import type { PublicUser } from '@domain/users/types';
import { fieldErrorsOf, type FieldErrors } from '@/lib/form-errors';

/** What the inputs hold: unchosen single choices are ''. */
export interface OnboardingValues {
  hobbies: string[];
  interestedFields: string[];
  internshipDuration: string;
  preferredCompanies: string[];
  location: string;
  grade: string;
  schoolName: string;
  /** The student's skills (the search revolves around them; they go with every application). Asked, not required. */
  skills: string[];
}
export type OnboardingField = keyof OnboardingValues;
export type OnboardingErrors = FieldErrors<OnboardingField>;

/** Each step's fields, and its title and description in the page's language (functions: the language is known per render). */
export const STEPS = [
  { title: () => m.onboarding_step_interests_title(), description: () => m.onboarding_step_interests_text(), fields: ['hobbies', 'interestedFields'] },
  { title: () => m.onboarding_step_preferences_title(), description: () => m.onboarding_step_preferences_text(), fields: ['internshipDuration', 'preferredCompanies'] },
  { title: () => m.onboarding_step_about_title(), description: () => m.onboarding_step_about_text(), fields: ['location', 'grade', 'schoolName', 'skills'] },
] as const satisfies readonly { title: () => string; description: () => string; fields: readonly OnboardingField[] }[];

export const STEP_COUNT = STEPS.length;

const oneOf = <T extends string>(options: readonly T[], value: string | null | undefined): string =>
  value && (options as readonly string[]).includes(value) ? value : '';

/** Prefill from the user: an edited profile comes back as it was saved; location defaults to the user's own. */
export function initialValuesFrom(user: PublicUser | null | undefined): OnboardingValues {
  return {
    hobbies: (user?.hobbies ?? []).filter((h) => (HOBBIES as readonly string[]).includes(h)),
    interestedFields: [...(user?.interestedFields ?? [])],
    internshipDuration: oneOf(INTERNSHIP_DURATIONS, user?.internshipDuration),
    preferredCompanies: [...(user?.preferredCompanies ?? [])],
    location: user?.location ?? '',
    grade: oneOf(GRADES, user?.grade),
    schoolName: user?.schoolName ?? '',
    skills: [...(user?.skills ?? [])],
  };
}

/** SPEC §5 messages for every invalid field (empty when all are valid). */
export function errorsOf(values: OnboardingValues): OnboardingErrors {
  const result = onboardingSchema.safeParse(values);
  return result.success ? {} : fieldErrorsOf<OnboardingField>(result.error);
}

/** Only the messages of the given fields. */
export function pickErrors(errors: OnboardingErrors, fields: readonly OnboardingField[]): OnboardingErrors {
  return Object.fromEntries(fields.flatMap((f) => (errors[f] ? [[f, errors[f]]] : []))) as OnboardingErrors;
}

/** The first step that has an error among the given ones, or -1. */
export function firstStepWithError(errors: OnboardingErrors): number {
  return STEPS.findIndex((step) => step.fields.some((f) => errors[f]));
}
