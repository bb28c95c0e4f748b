// The consent as the student's dashboard and the parent's page show it (read model `consents`).
import type { ConsentStatus } from './consent-machine';

/** GET /api/user/consent: the student's own view. */
export interface MyConsent {
  /** Whether this student needs a parent's consent to apply (mode `required`, under 18 or age unknown). */
  required: boolean;
  status: ConsentStatus;
  canApply: boolean;
  /** Why the student cannot apply; null when they can. */
  message: string | null;
  guardianEmail: string | null;
  lastSentAt: string | null;
  /** When a request e-mail may go again (null: now). */
  nextSendAt: string | null;
}

/** GET /api/consent/:token: what the parent's page shows. */
export interface ConsentRequestView {
  studentFirstName: string;
  studentLastName: string;
  status: ConsentStatus;
  /** Whether this link is for the student's latest request; an older one can only show where consent stands and withdraw it. */
  current: boolean;
  /** The link is older than 7 days: it can no longer give or refuse consent (withdrawing always works). */
  expired: boolean;
  /** What is shared with companies. */
  sharedFields: readonly string[];
  /** The companies the student has applied to so far. */
  companies: string[];
  canGive: boolean;
  canRefuse: boolean;
  canWithdraw: boolean;
}
