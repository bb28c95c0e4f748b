// Command ApproveCompany: makes a company account a verified partner (isApproved); approving an approved one changes nothing.
import { userDecider, userStream } from '@domain/users/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function approveCompany(ctx: CommandContext, userId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'ApproveCompany',
    data: { userId, approvedBy: ctx.actor?.id ?? 'system', at: ctx.now().toISOString() },
  });
  return { appended };
}
