// Command MarkThreadRead: opening a thread marks the messages to the reader read (nothing is recorded when none were unread).
import { threadDecider, threadStream } from '@domain/threads/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function markThreadRead(ctx: CommandContext, applicationId: string, readerId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, threadStream(applicationId), threadDecider, {
    type: 'MarkThreadRead',
    data: { applicationId, readerId, at: ctx.now().toISOString() },
  });
  return { appended };
}
