// Reactor: a deleted account is erased from the log (its key destroyed; see backend/privacy/erasure.ts). It starts from the
// first event, so accounts deleted before erasure existed are erased on the first start that has it, and a restore from a
// backup (which restarts reactors) erases again whoever was deleted. DELETE /api/user answers once this has run.
import { defineReactor } from '../processors/reactor';
import type { Erasure } from '../privacy/erasure';

export const erasureReactor = (erasure: Erasure) =>
  defineReactor({
    name: 'erasure',
    handles: ['UserDeleted'],
    startFrom: 'beginning',
    async react(event) {
      await erasure.erase(event.data.userId);
    },
  });
