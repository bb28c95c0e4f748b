// Command ReleaseEmail: a deleted account's e-mail address becomes free for a new sign-up (run by a reactor). The deletion
// names the claim's stream, so the release needs no address (the account's data may already be erased).
import { emailClaimDecider } from '@domain/users/email-claim';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function releaseEmail(ctx: CommandContext, claimStream: string, userId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, claimStream, emailClaimDecider, { type: 'ReleaseEmail', data: { userId } });
  return { appended };
}
