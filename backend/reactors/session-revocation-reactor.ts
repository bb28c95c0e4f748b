// Reactor: a deleted account's sessions end at once (whoever deleted it), so no saved cookie keeps working.
import { defineReactor } from '../processors/reactor';
import type { Sessions } from '../sessions/sessions';

export const sessionRevocationReactor = (sessions: Pick<Sessions, 'revokeAll'>) =>
  defineReactor({
    name: 'session-revocation',
    handles: ['UserDeleted'],
    startFrom: 'now',
    async react(event) {
      await sessions.revokeAll(event.data.userId);
    },
  });
