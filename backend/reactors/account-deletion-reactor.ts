// Reactor: a deleted account's e-mail address is released, so the person may sign up again later.
import { defineReactor } from '../projections/runtime/reactor';
import { releaseEmail } from '../commands/users/release-email';

export const accountDeletionReactor = defineReactor({
  name: 'account-deletion',
  handles: ['UserDeleted'],
  async react(event, ctx) {
    await releaseEmail(ctx, event.data.email, event.data.userId);
  },
});
