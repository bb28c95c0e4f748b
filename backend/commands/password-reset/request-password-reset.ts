// Command RequestPasswordReset: a new single-use link for the account (its token's hash recorded, the link mailed through the
// outbox). The token is random and lives only in the e-mail (sealed with the account's key in the outbox) and the person's hands.
import { createHash, randomBytes } from 'node:crypto';
import { passwordResetDecider, passwordResetStream, RESET_LINK_MINUTES } from '@domain/password-reset/decider';
import { passwordResetEmail } from '@domain/password-reset/email';
import { recipientFacts } from '@domain/notifications/facts';
import { userStream } from '@domain/users/decider';
import { deterministicId } from '../../events/deterministic-id';
import { handleCommand, type CommandContext } from '../command-handler';
import { queueEmail } from '../notifications/queue-email';

/** The stored form of a token: its SHA-256, base64url. */
export const hashResetToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('base64url');

/**
 * A token: the account id (so that confirming finds the stream) and 32 random bytes. `userId` null makes one for nobody: the
 * same work for an unknown address.
 */
export function newResetToken(userId: string | null): { token: string; tokenHash: string } {
  const token = `${userId ?? '00000000-0000-0000-0000-000000000000'}.${randomBytes(32).toString('base64url')}`;
  return { token, tokenHash: hashResetToken(token) };
}

export async function requestPasswordReset(ctx: CommandContext, userId: string, publicUrl: string): Promise<{ queued: boolean }> {
  const person = recipientFacts(await ctx.events.readStream(userStream(userId)));
  if (person.deleted || !person.email) return { queued: false };
  const { token, tokenHash } = newResetToken(userId);
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
    ...passwordResetEmail(publicUrl, person.firstName || null, token),
    causeId: cause,
    at: now.toISOString(),
  });
  return { queued: events.length > 0 };
}
