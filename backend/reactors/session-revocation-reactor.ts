// Reactor: a deleted account's sessions end at once (whoever deleted it), and a suspended company's (DESIGN.md §4.2), so no
// saved cookie keeps working.
import { defineReactor } from '../processors/reactor';
import type { Sessions } from '../sessions/sessions';

export const sessionRevocationReactor = (sessions: Pick<Sessions, 'revokeAll'>) =>
  defineReactor({
    name: 'session-revocation',
    handles: ['UserDeleted', 'CompanySuspended'],
    startFrom: 'now',
    async react(event) {
      await sessions.revokeAll(event.type === 'UserDeleted' ? event.data.userId : event.data.companyId);
    },
  });
