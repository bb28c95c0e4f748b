// Who the reactors' e-mails go to, read from the log: a user's facts (name, address, notices), whoever holds an account at
// an address, and the parent or guardian a student named for consent (with their account, if they hold one).
import { consentStream } from '@domain/consent/decider';
import type { GuardianFacts } from '@domain/notifications/application-mails';
import { guardianAddress, recipientFacts, type RecipientFacts } from '@domain/notifications/facts';
import { emailClaimDecider, legacyClaimStream } from '@domain/users/email-claim';
import { userStream } from '@domain/users/decider';
import { foldEvents } from '../commands/command-handler';
import type { ReactionContext } from '../processors/reactor';

export const recipient = async (ctx: ReactionContext, userId: string): Promise<RecipientFacts> => recipientFacts(await ctx.events.readStream(userStream(userId)));

/** Who holds an account at this address (its claim stream, and the one named by the address from before names were hashed). */
export async function accountAt(ctx: ReactionContext, address: string): Promise<RecipientFacts | null> {
  const current = ctx.emailClaims.current(address);
  for (const stream of [current, legacyClaimStream(address, current)]) {
    if (!stream) continue;
    const holder = foldEvents(emailClaimDecider, await ctx.events.readStream(stream)).claimedBy;
    if (holder) return recipient(ctx, holder);
  }
  return null;
}

export async function guardianOf(ctx: ReactionContext, studentId: string): Promise<GuardianFacts | null> {
  const email = guardianAddress(await ctx.events.readStream(consentStream(studentId)));
  return email ? { email, account: await accountAt(ctx, email) } : null;
}
