// Projection `consents`: per student, where the parental consent stands (and their date of birth, which decides whether it is
// needed) — for the dashboard, the parent's page and the companies' applicant lists (a withdrawal hides the student's data).
import type { ConsentStatus } from '@domain/consent/consent-machine';
import { evolveConsent } from '@domain/consent/decider';
import { defineProjection } from '@backend/processors/projection';

export const CONSENTS = 'consents';

export interface ConsentDoc {
  /** The student's id. */
  id: string;
  dateOfBirth: string | null;
  status: ConsentStatus;
  requestId: string | null;
  guardianEmail: string | null;
  /** When request e-mails went out (the first and every resend). */
  sentAt: string[];
  /** When the status last changed. */
  at: string | null;
  /** Every request made for this student, oldest first: each of their links may still show the page and withdraw. */
  requestIds: string[];
}

type Handled =
  | 'UserRegistered'
  | 'ParentalConsentRequested'
  | 'ParentalConsentRequestResent'
  | 'ParentalConsentGiven'
  | 'ParentalConsentRefused'
  | 'ParentalConsentWithdrawn'
  | 'UserDeleted';

const blank = (id: string): ConsentDoc => ({ id, dateOfBirth: null, status: 'notRequested', requestId: null, guardianEmail: null, sentAt: [], at: null, requestIds: [] });

export const consentsProjection = defineProjection<ConsentDoc, Handled>({
  name: CONSENTS,
  version: 2,
  handles: ['UserRegistered', 'ParentalConsentRequested', 'ParentalConsentRequestResent', 'ParentalConsentGiven', 'ParentalConsentRefused', 'ParentalConsentWithdrawn', 'UserDeleted'],
  idsOf: (event) => [event.type === 'UserRegistered' || event.type === 'UserDeleted' ? event.data.userId : event.data.studentId],
  evolve: (doc, event, id) => {
    switch (event.type) {
      case 'UserRegistered':
        return event.data.role === 'student' ? { ...(doc ?? blank(id)), dateOfBirth: event.data.dateOfBirth ?? null } : doc;
      // The consent itself folds as the aggregate folds it: one evolve, so the read model and the decider cannot disagree.
      case 'ParentalConsentRequested':
        return { ...(doc ?? blank(id)), ...evolveConsent(doc ?? blank(id), event) };
      case 'ParentalConsentRequestResent':
      case 'ParentalConsentGiven':
      case 'ParentalConsentRefused':
      case 'ParentalConsentWithdrawn':
        return doc && { ...doc, ...evolveConsent(doc, event) };
      case 'UserDeleted':
        return null;
    }
  },
});
