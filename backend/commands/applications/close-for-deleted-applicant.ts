// Command CloseForDeletedApplicant: before a student's account is deleted, each of their applications becomes the company's
// tombstone row ('Account deleted': ids, internship, status, dates) instead of vanishing; the company is told by e-mail.
import { applicationDecider, applicationStream } from '@domain/applications/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function closeForDeletedApplicant(ctx: CommandContext, input: { applicationId: string; studentId: string }): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, applicationStream(input.applicationId), applicationDecider, {
    type: 'CloseForDeletedApplicant',
    data: { ...input, at: ctx.now().toISOString() },
  });
  return { appended };
}
