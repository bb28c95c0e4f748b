// Who may write and (un)publish blog posts: admins and the system seeder (the admin endpoints come with a later issue).
import { forbidden } from '../../../domain/errors';
import type { CommandContext } from '../command-handler';

export function requireBlogEditor(ctx: CommandContext): { id: string; role: string } {
  const actor = ctx.actor;
  if (!actor || (actor.role !== 'admin' && actor.role !== 'system')) throw forbidden('Only admins can manage blog posts');
  return actor;
}
