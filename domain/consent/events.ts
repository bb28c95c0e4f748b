// Events of the consent context (stream `consent-<studentId>`): a parent's or guardian's consent to share a student's data with
// the companies the student applies to (India's DPDP Act 2023, s.9; DESIGN.md §3.6). The guardian's address is personal data.
import type { EventOf } from '../shared/event';

/** A request e-mail goes to the guardian (`requestId` names this request: a newer one makes older links stale). */
export type ParentalConsentRequested = EventOf<'ParentalConsentRequested', { studentId: string; requestId: string; guardianEmail: string; at: string }>;
/** The same request's e-mail again (the student asked), with a fresh link. */
export type ParentalConsentRequestResent = EventOf<'ParentalConsentRequestResent', { studentId: string; requestId: string; at: string }>;
/** Through the link: the guardian agrees; the student may apply. */
export type ParentalConsentGiven = EventOf<'ParentalConsentGiven', { studentId: string; requestId: string; at: string }>;
/** Through the link: the guardian does not agree. */
export type ParentalConsentRefused = EventOf<'ParentalConsentRefused', { studentId: string; requestId: string; at: string }>;
/** The guardian takes consent back: companies stop seeing the student's data at once, and the student cannot apply. */
export type ParentalConsentWithdrawn = EventOf<'ParentalConsentWithdrawn', { studentId: string; requestId: string; at: string }>;

export type ConsentEvent =
  | ParentalConsentRequested
  | ParentalConsentRequestResent
  | ParentalConsentGiven
  | ParentalConsentRefused
  | ParentalConsentWithdrawn;

export const CONSENT_EVENT_VERSIONS: Record<ConsentEvent['type'], number> = {
  ParentalConsentRequested: 1,
  ParentalConsentRequestResent: 1,
  ParentalConsentGiven: 1,
  ParentalConsentRefused: 1,
  ParentalConsentWithdrawn: 1,
};
