// Command DeleteUser: the account can no longer sign in and its data leaves the read models; the deletion is itself an event.
// It names the stream of the account's e-mail claim (for the release, never the address). An account whose claim is still in
// a stream named by its address (written before stream names were hashed) has it moved first: claimed in the hashed stream,
// released in the old one, whose name the erasure then removes from the embedded log.
import { emailClaimDecider, emailStream } from '@domain/users/email-claim';
import { userDecider, userStream } from '@domain/users/decider';
import { handleCommand, loadState, type Appended, type CommandContext } from '../command-handler';

async function claimStreamOf(ctx: CommandContext, userId: string, email: string): Promise<string | null> {
  const legacy = emailStream(email);
  const current = ctx.emailClaims?.current(email) ?? legacy;
  const holds = async (stream: string) => (await loadState(ctx.events, stream, emailClaimDecider)).claimedBy === userId;
  if (await holds(current)) return current;
  if (current === legacy || !(await holds(legacy))) return null;
  await handleCommand(ctx, current, emailClaimDecider, { type: 'ClaimEmail', data: { email, userId, orphanedClaimant: null } });
  await handleCommand(ctx, legacy, emailClaimDecider, { type: 'ReleaseEmail', data: { userId } });
  return current;
}

export async function deleteUser(ctx: CommandContext, userId: string): Promise<{ appended: Appended | null }> {
  const user = await loadState(ctx.events, userStream(userId), userDecider);
  const deletable = user.registered && !user.deleted && user.role !== 'admin';
  const claimStream = deletable && user.email ? await claimStreamOf(ctx, userId, user.email) : null;
  const { appended } = await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'DeleteUser',
    data: { userId, at: ctx.now().toISOString(), claimStream },
  });
  return { appended };
}
