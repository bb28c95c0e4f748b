// The parental consent aggregate (stream `consent-<studentId>`): the requests to a guardian and the guardian's answers, through
// the consent machine; request e-mails are rate-limited. Giving or refusing takes the current request's link; any link ever
// sent for the student may withdraw a consent given (a guardian asked before keeps a way to take it back).
import { assertNever, type Decider } from '../shared/decider';
import { conflict, DomainError, tooMany } from '../shared/errors';
import type { ConsentCommand } from './commands';
import { consentCan, type ConsentMachineEvent, type ConsentStatus } from './consent-machine';
import type { ConsentEvent } from './events';

export const consentStream = (studentId: string) => `consent-${studentId}`;

/** At most one request e-mail a minute to the same address, and five a day to any. */
export const RESEND_INTERVAL_MS = 60_000;
export const SENDS_PER_DAY = 5;
const DAY_MS = 24 * 3600_000;

export const CONSENT_LINK_EXPIRED = 'This link has expired, so it can no longer give or refuse consent. The student can send you a new request from their dashboard.';
export const CONSENT_LINK_STALE = 'A newer request was sent, so this link can no longer give or refuse consent. Please use the link in the latest email.';
export const CONSENT_ALREADY_GIVEN = 'Your parent or guardian has already agreed.';
export const NOTHING_TO_RESEND = 'There is no request waiting for an answer. Send a new request instead.';
export const CONSENT_NOT_REQUESTED = 'No consent was asked for with this link.';
export const CONSENT_REFUSED_HOLDS = 'Consent was refused with this link. The student can send you a new request from their dashboard.';
export const CONSENT_WITHDRAWN_HOLDS = 'Consent was withdrawn. The student can send you a new request from their dashboard.';
export const NOTHING_TO_WITHDRAW = 'There is no consent to withdraw.';

export interface ConsentState {
  status: ConsentStatus;
  requestId: string | null;
  guardianEmail: string | null;
  /** When request e-mails went out (the first and every resend), oldest first. */
  sentAt: string[];
  /** When the status last changed. */
  at: string | null;
  /** Every request made for this student, oldest first (the last is `requestId`). */
  requestIds: string[];
}

export const initialConsentState = (): ConsentState => ({ status: 'notRequested', requestId: null, guardianEmail: null, sentAt: [], at: null, requestIds: [] });

export function evolveConsent(state: ConsentState, event: ConsentEvent): ConsentState {
  switch (event.type) {
    case 'ParentalConsentRequested':
      return {
        status: 'requested',
        requestId: event.data.requestId,
        guardianEmail: event.data.guardianEmail,
        sentAt: [...state.sentAt, event.data.at],
        at: event.data.at,
        requestIds: [...state.requestIds, event.data.requestId],
      };
    case 'ParentalConsentRequestResent':
      return { ...state, sentAt: [...state.sentAt, event.data.at] };
    case 'ParentalConsentGiven':
      return { ...state, status: 'given', at: event.data.at };
    case 'ParentalConsentRefused':
      return { ...state, status: 'refused', at: event.data.at };
    case 'ParentalConsentWithdrawn':
      return { ...state, status: 'withdrawn', at: event.data.at };
    default:
      return assertNever(event);
  }
}

/** When the next request e-mail may go (null: now); `newAddress`: to another address than the last (a corrected typo). */
export function nextSendAllowedAt(state: Pick<ConsentState, 'sentAt'>, now: Date, newAddress = false): Date | null {
  const t = now.getTime();
  const times = state.sentAt.map((s) => Date.parse(s));
  const last = times[times.length - 1];
  const lastDay = times.filter((s) => s > t - DAY_MS);
  const waits = [
    last !== undefined && !newAddress ? last + RESEND_INTERVAL_MS : 0,
    lastDay.length >= SENDS_PER_DAY ? lastDay[lastDay.length - SENDS_PER_DAY] + DAY_MS : 0,
  ];
  const until = Math.max(...waits);
  return until > t ? new Date(until) : null;
}

function checkRate(state: ConsentState, at: string, newAddress = false) {
  const next = nextSendAllowedAt(state, new Date(at), newAddress);
  if (!next) return;
  const seconds = Math.ceil((next.getTime() - Date.parse(at)) / 1000);
  const wait = seconds >= 3600 ? `${Math.ceil(seconds / 3600)} hours` : seconds >= 120 ? `${Math.ceil(seconds / 60)} minutes` : `${seconds} seconds`;
  const error: DomainError & { retryAfter?: number } = tooMany(`A request email was sent recently. You can send it again in ${wait}.`);
  error.retryAfter = seconds;
  throw error;
}

const must = (state: ConsentState, event: ConsentMachineEvent['type'], message: string) => {
  if (!consentCan(state.status, event)) throw conflict(message);
};

export function decideConsent(command: ConsentCommand, state: ConsentState): ConsentEvent[] {
  switch (command.type) {
    case 'RequestConsent': {
      const { studentId, guardianEmail, at } = command.data;
      must(state, 'REQUEST', CONSENT_ALREADY_GIVEN);
      const sameAddress = state.guardianEmail?.toLowerCase() === guardianEmail.toLowerCase();
      checkRate(state, at, !sameAddress);
      // The same address while a request waits: the same request again (its older links stay valid).
      if (state.status === 'requested' && state.requestId && sameAddress)
        return [{ type: 'ParentalConsentRequestResent', data: { studentId, requestId: state.requestId, at } }];
      return [{ type: 'ParentalConsentRequested', data: command.data }];
    }
    case 'ResendConsentRequest': {
      if (state.status === 'given') throw conflict(CONSENT_ALREADY_GIVEN);
      must(state, 'RESEND', NOTHING_TO_RESEND);
      checkRate(state, command.data.at);
      return [{ type: 'ParentalConsentRequestResent', data: { ...command.data, requestId: state.requestId! } }];
    }
    case 'GiveConsent':
    case 'RefuseConsent': {
      const { linkExpiresAt, ...data } = command.data;
      // Giving or refusing needs a fresh link (taking consent back is always possible, below).
      if (linkExpiresAt !== undefined && Date.parse(linkExpiresAt) < Date.parse(data.at)) throw conflict(CONSENT_LINK_EXPIRED);
      const { requestId } = data;
      if (!state.requestIds.includes(requestId)) throw conflict(CONSENT_NOT_REQUESTED);
      if (requestId !== state.requestId) throw conflict(CONSENT_LINK_STALE);
      if (command.type === 'GiveConsent') {
        if (state.status === 'given') return [];
        if (state.status === 'refused') throw conflict(CONSENT_REFUSED_HOLDS);
        must(state, 'GIVE', CONSENT_WITHDRAWN_HOLDS);
        return [{ type: 'ParentalConsentGiven', data }];
      }
      if (state.status === 'refused') return [];
      must(state, 'REFUSE', state.status === 'given' ? 'You have already agreed. You can withdraw your consent instead.' : 'This request has already been answered.');
      return [{ type: 'ParentalConsentRefused', data }];
    }
    case 'WithdrawConsent': {
      // Any link sent for this student, expired or not: a guardian asked earlier can take back a consent given through a newer request.
      const { linkExpiresAt: _expiry, ...data } = command.data;
      if (!state.requestIds.includes(data.requestId)) throw conflict(CONSENT_NOT_REQUESTED);
      if (state.status === 'withdrawn') return [];
      must(state, 'WITHDRAW', NOTHING_TO_WITHDRAW);
      return [{ type: 'ParentalConsentWithdrawn', data }];
    }
    default:
      return assertNever(command);
  }
}

export const consentDecider: Decider<ConsentState, ConsentCommand, ConsentEvent> = {
  initialState: initialConsentState,
  evolve: evolveConsent,
  decide: decideConsent,
};
