// Commands GiveConsent / RefuseConsent / WithdrawConsent: the guardian answers through the link of the e-mail. The link was
// checked by the caller (signature); the decider checks that it is the current request's, and — to give or refuse — not expired.
import { consentDecider, consentStream } from '@domain/consent/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export type ConsentAnswer = 'give' | 'refuse' | 'withdraw';

const COMMAND = { give: 'GiveConsent', refuse: 'RefuseConsent', withdraw: 'WithdrawConsent' } as const;

export async function answerConsent(
  ctx: CommandContext,
  link: { studentId: string; requestId: string; expiresAt: Date },
  answer: ConsentAnswer,
): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, consentStream(link.studentId), consentDecider, {
    type: COMMAND[answer],
    data: { studentId: link.studentId, requestId: link.requestId, at: ctx.now().toISOString(), linkExpiresAt: link.expiresAt.toISOString() },
  });
  return { appended };
}
