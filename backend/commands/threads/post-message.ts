// Command PostMessage: the student or the owning company writes in an application's thread (POST /api/applications/:id/messages);
// with a student under 18 (or of unknown age) a message carrying contact details is refused.
import { randomUUID } from 'node:crypto';
import { needsParentalConsent } from '@domain/consent/age';
import type { ThreadParticipant } from '@domain/threads/commands';
import { threadDecider, threadStream } from '@domain/threads/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';
import { dateOfBirthOf } from '../users/date-of-birth';
import { threadApplicationOf } from './thread-application';

export async function postMessage(
  ctx: CommandContext,
  input: { applicationId: string; author: ThreadParticipant; body: string },
  messageId: string = randomUUID(),
): Promise<{ messageId: string; appended: Appended | null }> {
  const application = await threadApplicationOf(ctx, input.applicationId);
  const studentIsMinor = application.studentId ? needsParentalConsent(await dateOfBirthOf(ctx, application.studentId), ctx.now()) : true;
  const { appended } = await handleCommand(ctx, threadStream(input.applicationId), threadDecider, {
    type: 'PostMessage',
    data: { messageId, ...input, at: ctx.now().toISOString(), application, studentIsMinor },
  });
  return { messageId, appended };
}
