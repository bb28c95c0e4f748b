// Command ReportMessage: one side of a thread reports a message of the other side to the admins' moderation queue, once.
import { randomUUID } from 'node:crypto';
import type { ThreadParticipant } from '@domain/threads/commands';
import { threadDecider, threadStream } from '@domain/threads/decider';
import type { ReportReason } from '@domain/shared/report-reasons';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function reportMessage(
  ctx: CommandContext,
  input: { applicationId: string; messageId: string; reporter: ThreadParticipant; reason: ReportReason; details: string | null },
  reportId: string = randomUUID(),
): Promise<{ reportId: string; appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, threadStream(input.applicationId), threadDecider, {
    type: 'ReportMessage',
    data: { reportId, ...input, at: ctx.now().toISOString() },
  });
  return { reportId, appended };
}
