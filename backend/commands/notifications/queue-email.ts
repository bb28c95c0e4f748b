// Command QueueEmail: records a message in the outbox (its own stream); queuing the same message id again changes nothing.
import { emailDecider, emailMessageStream } from '@domain/notifications/decider';
import type { EmailQueued } from '@domain/notifications/events';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function queueEmail(ctx: CommandContext, message: EmailQueued['data']): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, emailMessageStream(message.messageId), emailDecider, { type: 'QueueEmail', data: message });
  return { appended };
}
