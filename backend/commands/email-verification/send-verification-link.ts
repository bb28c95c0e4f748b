// Command RequestEmailVerification: a new verification link for the account (its token's hash recorded, the link mailed
// through the outbox); the newest link replaces older ones. Nothing is sent once the address is verified.
import { emailVerificationDecider, emailVerificationStream, VERIFY_LINK_HOURS } from '@domain/email-verification/decider';
import { emailVerificationEmail } from '@domain/email-verification/email';
import type { Locale } from '@domain/i18n/locales';
import { deterministicId } from '../../events/deterministic-id';
import { handleCommand, lastAppended, type Appended, type CommandContext } from '../command-handler';
import { newLinkToken } from '../link-token';
import { queueEmail } from '../notifications/queue-email';

export interface VerificationRecipient {
  userId: string;
  email: string;
  firstName: string | null;
  /** The e-mail's language: the account's, else the request's (DESIGN.md §4.3); English when none. */
  language?: Locale | null;
}

/** `atSignUp`: the account is new, so is its verification stream (no read before the append). */
export async function sendVerificationLink(ctx: CommandContext, to: VerificationRecipient, publicUrl: string, options: { atSignUp?: boolean } = {}): Promise<{ sent: boolean; appended: Appended | null }> {
  const { token, tokenHash } = newLinkToken(to.userId);
  const now = ctx.now();
  const requested = await handleCommand(ctx, emailVerificationStream(to.userId), emailVerificationDecider, {
    type: 'RequestEmailVerification',
    data: { userId: to.userId, tokenHash, expiresAt: new Date(now.getTime() + VERIFY_LINK_HOURS * 3_600_000).toISOString(), at: now.toISOString() },
  }, { probablyNew: options.atSignUp === true });
  if (requested.events.length === 0) return { sent: false, appended: null };
  const cause = deterministicId('email-verification', to.userId, tokenHash);
  const queued = await queueEmail(ctx, {
    messageId: deterministicId('email', cause, 'emailVerification'),
    kind: 'emailVerification',
    subjectId: to.userId,
    to: to.email,
    ...emailVerificationEmail(publicUrl, to.firstName, token, to.language ?? 'en'),
    causeId: cause,
    at: now.toISOString(),
  });
  return { sent: true, appended: lastAppended(requested.appended, queued.appended) };
}
