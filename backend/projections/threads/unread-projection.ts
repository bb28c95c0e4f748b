// Projection `unread`: per user, how many messages to them in each thread are not read yet (a message counts for the other
// side of the thread until they open it).
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const UNREAD = 'unread';

export interface UnreadDoc {
  /** The reader's user id. */
  id: string;
  /** Unread messages per application; threads with none are left out. */
  byApplication: Record<string, number>;
}

export const unreadProjection = defineProjection<UnreadDoc, 'MessagePosted' | 'ThreadRead' | 'UserDeleted'>({
  name: UNREAD,
  version: 1,
  handles: ['MessagePosted', 'ThreadRead', 'UserDeleted'],
  idsOf: (event) => {
    switch (event.type) {
      case 'MessagePosted':
        return [event.data.authorRole === 'student' ? event.data.companyId : event.data.studentId];
      case 'ThreadRead':
        return [event.data.readerId];
      case 'UserDeleted':
        return [event.data.userId];
      default:
        return assertNever(event);
    }
  },
  evolve: (doc, event, id) => {
    const counts = doc?.byApplication ?? {};
    switch (event.type) {
      case 'MessagePosted': {
        const app = event.data.applicationId;
        return { id, byApplication: { ...counts, [app]: (counts[app] ?? 0) + 1 } };
      }
      case 'ThreadRead': {
        const { [event.data.applicationId]: _read, ...rest } = counts;
        return { id, byApplication: rest };
      }
      case 'UserDeleted':
        return null;
      default:
        return assertNever(event);
    }
  },
});
