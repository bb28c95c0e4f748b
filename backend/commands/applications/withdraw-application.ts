// Command WithdrawApplication: the student takes back a pending or reviewed application (POST /api/applications/:id/withdraw).
import { applicationDecider, applicationStream } from '@domain/applications/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function withdrawApplication(ctx: CommandContext, input: { applicationId: string; studentId: string }): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, applicationStream(input.applicationId), applicationDecider, {
    type: 'WithdrawApplication',
    data: { ...input, at: ctx.now().toISOString() },
  });
  return { appended };
}
