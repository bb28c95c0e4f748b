// Whether a student's data may go to companies (applying shares the profile, the cover letter and the résumé), and why not.
import { needsParentalConsent } from './age';
import type { ConsentStatus } from './consent-machine';

/** DESIGN.md §1: `required` (the default) asks a parent of every student under 18; `off` is SPEC.md's flow (adults only). */
export const PARENTAL_CONSENT_MODES = ['required', 'off'] as const;
export type ParentalConsentMode = (typeof PARENTAL_CONSENT_MODES)[number];

export const WHY_NOT: Record<Exclude<ConsentStatus, 'given'>, string> = {
  notRequested:
    "Applying shares your profile with a company, so a parent or guardian must agree first because you are under 18. Add their email on your dashboard and we'll send them a request.",
  requested:
    'Applying shares your profile with a company, so your parent or guardian must agree first. We emailed them a request; you can resend it from your dashboard.',
  refused: 'Your parent or guardian did not agree to share your profile with companies, so you cannot apply. You can send them a new request from your dashboard.',
  withdrawn: 'Your parent or guardian withdrew their consent, so you cannot apply for now. You can send them a new request from your dashboard.',
};

export interface Sharing {
  /** Whether consent is needed at all (mode `required` and a student under 18 or of unknown age). */
  required: boolean;
  allowed: boolean;
  /** Why not, in words for the student; null when allowed. */
  reason: string | null;
}

export function sharingFor(mode: ParentalConsentMode, dateOfBirth: string | null | undefined, status: ConsentStatus, now: Date): Sharing {
  const required = mode === 'required' && needsParentalConsent(dateOfBirth, now);
  if (!required || status === 'given') return { required, allowed: true, reason: null };
  return { required, allowed: false, reason: WHY_NOT[status] };
}

/**
 * Whether the companies a student applied to may see the student's data now: always for an adult; for a student who needs
 * consent, only while a guardian's consent is given. A guardian's refusal or withdrawal holds in every mode, whatever the
 * student does next (a new request shares nothing until a guardian answers it).
 */
export function companiesMaySee(mode: ParentalConsentMode, dateOfBirth: string | null | undefined, status: ConsentStatus, now: Date): boolean {
  if (!needsParentalConsent(dateOfBirth, now)) return true;
  if (status === 'given') return true;
  if (status === 'refused' || status === 'withdrawn') return false;
  return mode === 'off';
}

/** What a company sees instead of a student's data while no guardian's consent is given. */
export const SHARED_DATA_WITHDRAWN = 'Shared data withdrawn by the parent';

/** What the parent's page lists as shared, and with whom. */
export const SHARED_FIELDS = [
  'Name (first and last)',
  'School, grade and location',
  'Skills, hobbies, interests and preferred companies',
  'Cover letters and résumés the student writes when applying',
] as const;
