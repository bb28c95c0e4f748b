// Commands GiveConsent / RefuseConsent / WithdrawConsent: the guardian answers through the link of the e-mail. The link was
// checked by the caller (signature); here: it must be the current request's, and — to give or refuse — not expired.
import { consentDecider, consentStream } from '@domain/consent/decider';
import { conflict } from '@domain/shared/errors';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export type ConsentAnswer = 'give' | 'refuse' | 'withdraw';
export const CONSENT_LINK_EXPIRED = 'This link has expired, so it can no longer give or refuse consent. The student can send you a new request from their dashboard.';

const COMMAND = { give: 'GiveConsent', refuse: 'RefuseConsent', withdraw: 'WithdrawConsent' } as const;

export async function answerConsent(
  ctx: CommandContext,
  link: { studentId: string; requestId: string; expiresAt: Date },
  answer: ConsentAnswer,
): Promise<{ appended: Appended | null }> {
  // Taking consent back must always be possible; giving or refusing needs a fresh link.
  if (answer !== 'withdraw' && link.expiresAt.getTime() < ctx.now().getTime()) throw conflict(CONSENT_LINK_EXPIRED);
  const { appended } = await handleCommand(ctx, consentStream(link.studentId), consentDecider, {
    type: COMMAND[answer],
    data: { studentId: link.studentId, requestId: link.requestId, at: ctx.now().toISOString() },
  });
  return { appended };
}
