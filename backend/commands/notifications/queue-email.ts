// Command QueueEmail: records a message in the outbox (its own stream); queuing the same message id again changes nothing.
import { emailDecider, emailMessageStream } from '@domain/notifications/decider';
import type { EmailQueued } from '@domain/notifications/events';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function queueEmail(ctx: CommandContext, message: EmailQueued['data']): Promise<{ appended: Appended | null }> {
  // Each message has a stream of its own, new unless its cause is delivered again.
  const { appended } = await handleCommand(ctx, emailMessageStream(message.messageId), emailDecider, { type: 'QueueEmail', data: message }, { probablyNew: true });
  return { appended };
}
