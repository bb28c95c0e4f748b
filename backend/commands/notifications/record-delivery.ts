// Commands of the e-mail sender: take a due message for one attempt (under a lease: a concurrent sender's append loses), then
// record that it was sent, or that the attempt failed (with the time of the next one, or none).
import { emailDecider, emailMessageStream } from '@domain/notifications/decider';
import type { EmailQueued } from '@domain/notifications/events';
import { foldEvents, handleCommand, type CommandContext } from '../command-handler';

export interface TakenEmail {
  message: EmailQueued['data'];
  attempt: number;
  queuedEventId: string;
}

/** The message and this attempt's number; null when it is not there. Throws a conflict when it is not due (or another sender took it). */
export async function takeEmail(ctx: CommandContext, messageId: string, leaseUntil: Date): Promise<TakenEmail | null> {
  const stream = emailMessageStream(messageId);
  const history = await ctx.events.readStream(stream);
  const queued = history.find((e) => e.type === 'EmailQueued');
  if (!queued) return null;
  // Decided on the history just read (the queued message, sealed, is opened once).
  const last = history[history.length - 1];
  const folded = { state: foldEvents(emailDecider, history), revision: last.revision, eventId: last.id };
  const { state } = await handleCommand(
    ctx,
    stream,
    emailDecider,
    { type: 'StartSending', data: { messageId, leaseUntil: leaseUntil.toISOString(), at: ctx.now().toISOString() } },
    { folded },
  );
  return { message: queued.data as EmailQueued['data'], attempt: state.attempts, queuedEventId: queued.id };
}

export async function recordEmailSent(ctx: CommandContext, messageId: string): Promise<void> {
  await handleCommand(ctx, emailMessageStream(messageId), emailDecider, { type: 'RecordEmailSent', data: { messageId, at: ctx.now().toISOString() } });
}

export async function recordEmailFailure(ctx: CommandContext, messageId: string, error: string, retryAt: Date | null): Promise<void> {
  await handleCommand(ctx, emailMessageStream(messageId), emailDecider, {
    type: 'RecordEmailFailure',
    data: { messageId, error, retryAt: retryAt?.toISOString() ?? null, at: ctx.now().toISOString() },
  });
}
