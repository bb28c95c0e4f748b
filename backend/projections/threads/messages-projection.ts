// Projection `messages`: one document per message, keyed by its thread and its place in it (`<applicationId>/<number>`), so
// that a page of any thread is a read of known ids however long the thread; and `threads`: per application, how many
// messages it holds. A deleted student's threads leave the read models (the events stay, their words sealed with the
// student's erased key).
import type { ThreadRole } from '@domain/threads/types';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const MESSAGES = 'messages';
export const THREADS = 'threads';

/** The id of the document of a thread's message number `n`. */
export const messageKey = (applicationId: string, n: number) => `${applicationId}/${n}`;

export interface MessageDoc {
  id: string;
  messageId: string;
  applicationId: string;
  number: number;
  studentId: string;
  companyId: string;
  authorId: string;
  authorRole: ThreadRole;
  body: string;
  at: string;
  /** How many times the message was reported (admins see reported messages only). */
  reports: number;
}

export interface ThreadDoc {
  /** The application's id. */
  id: string;
  studentId: string;
  /** Messages in the thread (the newest one's number). */
  count: number;
}

export const messagesProjection = defineProjection<MessageDoc, 'MessagePosted' | 'MessageReported' | 'UserDeleted'>({
  name: MESSAGES,
  version: 1,
  handles: ['MessagePosted', 'MessageReported', 'UserDeleted'],
  indexes: ['messageId', 'studentId'],
  idsOf: (event) =>
    event.type === 'UserDeleted' ? [] : [messageKey(event.data.applicationId, event.type === 'MessagePosted' ? event.data.number : event.data.messageNumber)],
  removeWhere: (event) => (event.type === 'UserDeleted' ? { studentId: event.data.userId } : null),
  evolve: (doc, event, id) => {
    switch (event.type) {
      case 'MessagePosted': {
        const { messageId, applicationId, number, studentId, companyId, authorId, authorRole, body, at } = event.data;
        return { id, messageId, applicationId, number, studentId, companyId, authorId, authorRole, body, at, reports: 0 };
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

export const threadsProjection = defineProjection<ThreadDoc, 'MessagePosted' | 'UserDeleted'>({
  name: THREADS,
  version: 1,
  handles: ['MessagePosted', 'UserDeleted'],
  indexes: ['studentId'],
  idsOf: (event) => (event.type === 'UserDeleted' ? [] : [event.data.applicationId]),
  removeWhere: (event) => (event.type === 'UserDeleted' ? { studentId: event.data.userId } : null),
  evolve: (doc, event, id) => {
    switch (event.type) {
      case 'MessagePosted':
        return { id, studentId: event.data.studentId, count: Math.max(doc?.count ?? 0, event.data.number) };
      case 'UserDeleted':
        return doc;
      default:
        return assertNever(event);
    }
  },
});
