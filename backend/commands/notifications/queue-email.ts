// Command QueueEmail: records a message in the outbox (its own stream); queuing the same message id again changes nothing.
// Where this instance has a sender, the message's first attempt is taken with it and handed to that sender (first-attempts.ts).
import { emailDecider, emailMessageStream } from '@domain/notifications/decider';
import type { EmailQueued } from '@domain/notifications/events';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function queueEmail(ctx: CommandContext, message: EmailQueued['data']): Promise<{ appended: Appended | null }> {
  const first = ctx.firstAttempts;
  const leaseUntil = first?.claim() ?? null;
  const data = leaseUntil ? { ...message, leaseUntil } : message;
  let handed = false;
  try {
    // Each message has a stream of its own, new unless its cause is delivered again.
    const { appended, eventIds } = await handleCommand(ctx, emailMessageStream(message.messageId), emailDecider, { type: 'QueueEmail', data }, { probablyNew: true });
    if (first && leaseUntil && appended) {
      first.handOff({ message: data, queuedEventId: eventIds[0], leaseUntil });
      handed = true;
    }
    return { appended };
  } finally {
    if (first && leaseUntil && !handed) first.release();
  }
}
