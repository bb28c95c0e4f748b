// Projection `outbox`: the e-mail messages not yet sent, with when each is due (the sender's work list). A sent message
// leaves it; one given up on stays (status failed); an erased person's messages leave it.
import type { EmailKind } from '@domain/notifications/kinds';
import type { EmailStatus } from '@domain/notifications/email-machine';
import { defineProjection } from '@backend/processors/projection';

export const OUTBOX = 'outbox';

export interface OutboxDoc {
  id: string;
  kind: EmailKind;
  subjectId: string;
  status: Exclude<EmailStatus, 'none' | 'sent'>;
  attempts: number;
  /** When to (re)try a queued message, or when a sending one's lease ends; null once failed. */
  dueAt: string | null;
  lastError: string | null;
}

type Handled = 'EmailQueued' | 'EmailSendStarted' | 'EmailSent' | 'EmailFailed' | 'UserDeleted';

export const outboxProjection = defineProjection<OutboxDoc, Handled>({
  name: OUTBOX,
  version: 1,
  handles: ['EmailQueued', 'EmailSendStarted', 'EmailSent', 'EmailFailed', 'UserDeleted'],
  indexes: ['status', 'subjectId'],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.messageId]),
  removeWhere: (event) => (event.type === 'UserDeleted' ? { subjectId: event.data.userId } : null),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'EmailQueued': {
        const { messageId: id, kind, subjectId, leaseUntil } = event.data;
        // Its first attempt taken by the sender of the instance that queued it: due to others when that lease ends.
        if (leaseUntil) return { id, kind, subjectId, status: 'sending', attempts: 1, dueAt: leaseUntil, lastError: null };
        return { id, kind, subjectId, status: 'queued', attempts: 0, dueAt: event.data.at, lastError: null };
      }
      case 'EmailSendStarted':
        return doc && { ...doc, status: 'sending', attempts: event.data.attempt, dueAt: event.data.leaseUntil };
      case 'EmailSent':
        return null;
      case 'EmailFailed':
        return doc && { ...doc, status: event.data.retryAt ? 'queued' : 'failed', dueAt: event.data.retryAt, lastError: event.data.error };
      case 'UserDeleted':
        return doc;
    }
  },
});
