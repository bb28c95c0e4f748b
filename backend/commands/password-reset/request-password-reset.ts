// Command RequestPasswordReset: a new single-use link for the account (its token's hash recorded, the link mailed through the
// outbox). The token is random and lives only in the e-mail (sealed with the account's key in the outbox) and the person's hands.
import { passwordResetDecider, passwordResetStream, RESET_LINK_MINUTES } from '@domain/password-reset/decider';
import { passwordResetEmail } from '@domain/password-reset/email';
import { recipientFacts } from '@domain/notifications/facts';
import type { Locale } from '@domain/i18n/locales';
import { userStream } from '@domain/users/decider';
import { deterministicId } from '../../events/deterministic-id';
import { handleCommand, type CommandContext } from '../command-handler';
import { queueEmail } from '../notifications/queue-email';
import { newLinkToken } from '../link-token';

/** The e-mail is in the account's language, else `requestLocale` (the language of the request that asked for it). */
export async function requestPasswordReset(ctx: CommandContext, userId: string, publicUrl: string, requestLocale: Locale = 'en'): Promise<{ queued: boolean }> {
  const person = recipientFacts(await ctx.events.readStream(userStream(userId)));
  if (person.deleted || !person.email) return { queued: false };
  const { token, tokenHash } = newLinkToken(userId);
  const now = ctx.now();
  const expiresAt = new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString();
  const { events } = await handleCommand(ctx, passwordResetStream(userId), passwordResetDecider, {
    type: 'RequestPasswordReset',
    data: { userId, tokenHash, expiresAt, at: now.toISOString() },
  });
  const cause = deterministicId('password-reset', userId, tokenHash);
  await queueEmail(ctx, {
    messageId: deterministicId('email', cause, 'passwordReset'),
    kind: 'passwordReset',
    subjectId: userId,
    to: person.email,
    ...passwordResetEmail(publicUrl, person.firstName || null, token, person.language ?? requestLocale),
    causeId: cause,
    at: now.toISOString(),
  });
  return { queued: events.length > 0 };
}
