// Command VerifyEmail: the link's token proves the address (the newest link, before it expires); the same link opened again
// after that changes nothing and still answers "verified".
import { invalid } from '@domain/shared/errors';
import { emailVerificationDecider, emailVerificationStream, VERIFY_LINK_DEAD } from '@domain/email-verification/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';
import { accountOfLinkToken, hashLinkToken } from '../link-token';

export async function verifyEmail(ctx: CommandContext, token: string): Promise<{ userId: string; appended: Appended | null }> {
  const userId = accountOfLinkToken(token);
  if (!userId) throw invalid(VERIFY_LINK_DEAD, { token: VERIFY_LINK_DEAD });
  const { appended } = await handleCommand(ctx, emailVerificationStream(userId), emailVerificationDecider, {
    type: 'VerifyEmail',
    data: { userId, tokenHash: hashLinkToken(token), at: ctx.now().toISOString() },
  });
  return { userId, appended };
}
