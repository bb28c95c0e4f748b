// Command DeleteUser: the account can no longer sign in and its data leaves the read models; the deletion is itself an event.
// It names the stream of the account's e-mail claim (for the release, never the address). An account whose claim is still in
// a stream named by its address (written before stream names were hashed) has it moved first: claimed in the hashed stream,
// released in the old one, whose name the erasure then removes from the embedded log (domain/users/email-claim.ts decides).
import { deletionClaim, emailClaimDecider, legacyClaimStream } from '@domain/users/email-claim';
import { deletionRefusal, userDecider, userStream } from '@domain/users/decider';
import { handleCommand, loadState, type Appended, type CommandContext } from '../command-handler';
import { closeForDeletedApplicant } from '../applications/close-for-deleted-applicant';

async function claimStreamOf(ctx: CommandContext, userId: string, email: string): Promise<string | null> {
  const current = ctx.emailClaims.current(email);
  const legacy = legacyClaimStream(email, current);
  const holder = async (stream: string) => ({ stream, claimedBy: (await loadState(ctx, stream, emailClaimDecider)).claimedBy });
  const { claimStream, moveFrom } = deletionClaim(userId, await holder(current), legacy ? await holder(legacy) : null);
  if (claimStream && moveFrom) {
    await handleCommand(ctx, claimStream, emailClaimDecider, { type: 'ClaimEmail', data: { email, userId, orphanedClaimant: null } });
    await handleCommand(ctx, moveFrom, emailClaimDecider, { type: 'ReleaseEmail', data: { userId } });
  }
  return claimStream;
}

/**
 * `applicationIds`: a student's applications (the caller reads them from the read models): each is closed first, so the
 * company keeps a tombstone row and is told, before the deletion takes the student's data out of every read model.
 */
export async function deleteUser(ctx: CommandContext, userId: string, options: { applicationIds?: readonly string[] } = {}): Promise<{ appended: Appended | null }> {
  const user = await loadState(ctx, userStream(userId), userDecider);
  const deletable = deletionRefusal(user) === null;
  if (deletable && user.role === 'student')
    for (const applicationId of options.applicationIds ?? []) await closeForDeletedApplicant(ctx, { applicationId, studentId: userId });
  // Only an account the decider would delete has its claim looked for (and moved).
  const claimStream = deletable && user.email ? await claimStreamOf(ctx, userId, user.email) : null;
  const { appended } = await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'DeleteUser',
    data: { userId, at: ctx.now().toISOString(), claimStream },
  });
  return { appended };
}
