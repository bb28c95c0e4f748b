// Commands RequestConsent / ResendConsentRequest: a student (at sign-up, or later from the dashboard) asks a guardian for
// consent; a new address starts a new request (older links stop working), the same address resends. Rate-limited by the decider.
import { randomUUID } from 'node:crypto';
import { consentDecider, consentStream } from '@domain/consent/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function requestConsent(ctx: CommandContext, studentId: string, guardianEmail: string, requestId: string = randomUUID()): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, consentStream(studentId), consentDecider, {
    type: 'RequestConsent',
    data: { studentId, requestId, guardianEmail: guardianEmail.trim(), at: ctx.now().toISOString() },
  });
  return { appended };
}

export async function resendConsentRequest(ctx: CommandContext, studentId: string, guardianEmail?: string): Promise<{ appended: Appended | null }> {
  if (guardianEmail) return requestConsent(ctx, studentId, guardianEmail);
  const { appended } = await handleCommand(ctx, consentStream(studentId), consentDecider, {
    type: 'ResendConsentRequest',
    data: { studentId, at: ctx.now().toISOString() },
  });
  return { appended };
}
