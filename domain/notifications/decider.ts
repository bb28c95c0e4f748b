// The e-mail message aggregate (stream `email-message-<id>`): queued once; each attempt is taken under a lease, so that two
// senders never send it at once, and a message recorded as sent is never taken again.
import { assertNever, type Decider } from '../shared/decider';
import { conflict, notFound } from '../shared/errors';
import type { EmailCommand } from './commands';
import { emailCan, type EmailStatus } from './email-machine';
import type { EmailEvent } from './events';

export const emailMessageStream = (messageId: string) => `email-message-${messageId}`;
export const EMAIL_NOT_FOUND = 'E-mail message not found';
export const NOT_DUE = 'This message is not due for sending';
/** A failed attempt's error is recorded up to this many characters. */
export const MAX_ERROR_LENGTH = 500;

export interface EmailState {
  status: EmailStatus;
  attempts: number;
  /** When a queued message may be tried (again); a sending one's lease end. */
  dueAt: string | null;
}

export const initialEmailState = (): EmailState => ({ status: 'none', attempts: 0, dueAt: null });

export function evolveEmail(state: EmailState, event: EmailEvent): EmailState {
  switch (event.type) {
    case 'EmailQueued':
      // Queued with its first attempt taken (first-attempts.ts), or for any sender.
      return event.data.leaseUntil ? { status: 'sending', attempts: 1, dueAt: event.data.leaseUntil } : { status: 'queued', attempts: 0, dueAt: event.data.at };
    case 'EmailSendStarted':
      return { status: 'sending', attempts: event.data.attempt, dueAt: event.data.leaseUntil };
    case 'EmailSent':
      return { ...state, status: 'sent', dueAt: null };
    case 'EmailFailed':
      return event.data.retryAt ? { ...state, status: 'queued', dueAt: event.data.retryAt } : { ...state, status: 'failed', dueAt: null };
    default:
      return assertNever(event);
  }
}

export function decideEmail(command: EmailCommand, state: EmailState): EmailEvent[] {
  switch (command.type) {
    case 'QueueEmail':
      // A redelivered trigger queues nothing twice.
      return emailCan(state.status, 'QUEUE') ? [{ type: 'EmailQueued', data: command.data }] : [];
    case 'StartSending': {
      if (state.status === 'none') throw notFound(EMAIL_NOT_FOUND);
      const due = state.dueAt !== null && state.dueAt <= command.data.at;
      if (!emailCan(state.status, 'START') || !due) throw conflict(NOT_DUE);
      return [{ type: 'EmailSendStarted', data: { ...command.data, attempt: state.attempts + 1 } }];
    }
    case 'RecordEmailSent':
      if (state.status === 'sent') return [];
      if (!emailCan(state.status, 'SENT')) throw conflict(NOT_DUE);
      return [{ type: 'EmailSent', data: { ...command.data, attempt: state.attempts } }];
    case 'RecordEmailFailure':
      if (!emailCan(state.status, command.data.retryAt ? 'RETRY' : 'GIVE_UP')) throw conflict(NOT_DUE);
      return [{ type: 'EmailFailed', data: { ...command.data, error: command.data.error.slice(0, MAX_ERROR_LENGTH), attempt: state.attempts } }];
    default:
      return assertNever(command);
  }
}

export const emailDecider: Decider<EmailState, EmailCommand, EmailEvent> = {
  initialState: initialEmailState,
  evolve: evolveEmail,
  decide: decideEmail,
  // Kept in memory after each command: recording a sent message then reads only the attempt's event, not the queued
  // message (the largest event of applying: the receipt's text and HTML, sealed) once more.
  snapshot: { name: 'email', version: 1 },
};
