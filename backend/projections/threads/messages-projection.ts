// Projection `messages`: one document per message of a thread (paged by application, newest first, through `seq`); a deleted
// student's threads leave the read models (the events stay, their words sealed with the student's erased key).
import type { ThreadRole } from '@domain/threads/types';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const MESSAGES = 'messages';

export interface MessageDoc {
  id: string;
  applicationId: string;
  studentId: string;
  companyId: string;
  authorId: string;
  authorRole: ThreadRole;
  body: string;
  at: string;
  /** The event's place in the log: the thread's order. */
  seq: string;
  /** How many times the message was reported (admins see reported messages only). */
  reports: number;
}

export const messagesProjection = defineProjection<MessageDoc, 'MessagePosted' | 'MessageReported' | 'UserDeleted'>({
  name: MESSAGES,
  version: 1,
  handles: ['MessagePosted', 'MessageReported', 'UserDeleted'],
  indexes: ['applicationId', 'studentId'],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.messageId]),
  removeWhere: (event) => (event.type === 'UserDeleted' ? { studentId: event.data.userId } : null),
  evolve: (doc, event) => {
    switch (event.type) {
      case 'MessagePosted': {
        const { messageId, applicationId, studentId, companyId, authorId, authorRole, body, at } = event.data;
        return { id: messageId, applicationId, studentId, companyId, authorId, authorRole, body, at, seq: event.position, reports: 0 };
      }
      case 'MessageReported':
        return doc && { ...doc, reports: doc.reports + 1 };
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
