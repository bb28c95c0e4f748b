// Reactor: a deleted account's e-mail address is released, so the person may sign up again later. The deletion names the
// claim's stream (v1 deletions are upcast to the plain claim stream of their time).
import { defineReactor } from '../processors/reactor';
import { releaseEmail } from '../commands/users/release-email';

export const accountDeletionReactor = defineReactor({
  name: 'account-deletion',
  handles: ['UserDeleted'],
  async react(event, ctx) {
    if (event.data.claimStream) await releaseEmail(ctx, event.data.claimStream, event.data.userId);
  },
});
