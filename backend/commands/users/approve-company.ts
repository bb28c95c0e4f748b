// Command ApproveCompany: makes a company account a verified partner (isApproved); by an admin or the seeder, never by the company.
import { forbidden } from '../../../domain/errors';
import { handleCommand, type CommandContext } from '../command-handler';
import { userDecider, userStream } from './user-decider';

export async function approveCompany(ctx: CommandContext, userId: string): Promise<void> {
  const actor = ctx.actor;
  if (!actor || (actor.role !== 'admin' && actor.role !== 'system')) throw forbidden('Only admins can approve companies');
  await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'ApproveCompany',
    data: { userId, approvedBy: actor.id, at: ctx.now().toISOString() },
  });
}
