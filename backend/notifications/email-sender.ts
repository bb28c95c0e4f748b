// The e-mail sender: a small loop over the outbox read model. Each due message is taken for one attempt under a lease (an
// EmailSendStarted event appended at the stream's revision: of two senders only one wins), sent, and recorded as EmailSent —
// or EmailFailed with the time of the next attempt (exponential backoff) or none (refused for good, or too many attempts).
// A message recorded as sent is never taken again; a message queued (or taken by a sender that died) before a restart is
// sent after it. The one gap no outbox closes: a crash after the server accepted a message and before EmailSent is written
// sends it again after the lease — with the same Message-ID, so the receiving side can drop the repeat.
// A message queued on this instance comes with its first attempt taken (first-attempts.ts): it is sent first, at once.
// Up to SENDING_AT_ONCE messages are sent at the same time: their EmailSent events share the store's commits, and one slow
// recipient's server holds up only its own lane.
import { randomUUID } from 'node:crypto';
import { DomainError } from '@domain/shared/errors';
import { ERASED_EMAIL } from '@domain/shared/personal-data';
import type { CommandContext, CommandDeps } from '../commands/command-handler';
import { recordEmailFailure, recordEmailSent, takeEmail, type TakenEmail } from '../commands/notifications/record-delivery';
import type { ReadStore } from '../read-store/read-store';
import { listDueEmails } from '../queries/notifications/list-due-emails';
import type { Foreground } from '../processors/foreground';
import type { FirstAttempts, HandedMessage } from './first-attempts';
import { EmailRefusedError, type EmailTransport } from './transports';

export interface EmailSender {
  /** Looks for due messages now instead of at the next poll. */
  wake(): void;
  stop(): Promise<void>;
}

export interface EmailSenderOptions {
  /** What its commands (take, sent, failed) run with. */
  commands: CommandDeps;
  readStore: ReadStore;
  transport: EmailTransport;
  log: (line: string) => void;
  /** The first retry waits this long; each next one twice as long, at most an hour. */
  retryBaseMs: number;
  maxAttempts?: number;
  /** How long an attempt may take before another sender may take the message again. */
  leaseMs?: number;
  pollMs?: number;
  now?: () => Date;
  /** The messages queued on this instance with their first attempt taken (the same object as `commands.firstAttempts`). */
  firstAttempts?: FirstAttempts;
  /** The requests in hand on this instance: each message waits for a quiet moment before it goes (foreground.ts). */
  foreground?: Foreground;
}

const HOUR = 3600_000;
/** How long one attempt may take before another sender may take the message again. */
export const EMAIL_LEASE_MS = 60_000;

/** Messages sent at the same time (one after another, a burst of applications left the sender a minute behind). */
export const SENDING_AT_ONCE = 8;

export const retryDelay = (attempt: number, baseMs: number) => Math.min(HOUR, baseMs * 2 ** Math.max(0, attempt - 1));

export function startEmailSender(options: EmailSenderOptions): EmailSender {
  const { commands, readStore, transport, log } = options;
  const now = options.now ?? (() => new Date());
  const maxAttempts = options.maxAttempts ?? 8;
  const leaseMs = options.leaseMs ?? EMAIL_LEASE_MS;
  const pollMs = options.pollMs ?? 1000;
  let running = true;
  let sleeper: (() => void) | null = null;
  let woken = false;

  const context = (): CommandContext => ({ ...commands, actor: { id: 'system', role: 'system' }, correlationId: randomUUID(), now });

  /** Takes a due message from the outbox for one attempt, then sends it. */
  async function deliver(messageId: string) {
    const ctx = context();
    let taken;
    try {
      taken = await takeEmail(ctx, messageId, new Date(now().getTime() + leaseMs));
    } catch (error) {
      // Not due after all (the read model lags behind), or another sender took it.
      if (error instanceof DomainError) return;
      throw error;
    }
    if (taken) await send(ctx, taken);
  }

  /** One attempt of a taken message: sent and recorded, or its failure recorded with the next attempt's time. */
  async function send(ctx: CommandContext, taken: TakenEmail) {
    const { message, attempt } = taken;
    const messageId = message.messageId;
    const causeCtx = { ...ctx, causationId: taken.queuedEventId };
    if (!message.to || message.to === ERASED_EMAIL) {
      await recordEmailFailure(causeCtx, messageId, 'The recipient was erased', null);
      return;
    }
    try {
      await transport.send({
        id: messageId,
        kind: message.kind,
        subjectId: message.subjectId,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        calendar: message.calendar ?? null,
      });
    } catch (error) {
      const permanent = error instanceof EmailRefusedError && error.permanent;
      const retryAt = permanent || attempt >= maxAttempts ? null : new Date(now().getTime() + retryDelay(attempt, options.retryBaseMs));
      await recordEmailFailure(causeCtx, messageId, (error as Error).message, retryAt);
      log(`e-mail ${messageId} (${message.kind}), attempt ${attempt}: ${(error as Error).message}; ${retryAt ? `next attempt at ${retryAt.toISOString()}` : 'given up'}`);
      return;
    }
    await recordEmailSent(causeCtx, messageId);
  }

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      if (woken) return resolve();
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        sleeper = null;
        resolve();
      }
      sleeper = done;
    });

  /** The messages being sent now, by id: at most SENDING_AT_ONCE. */
  const sending = new Map<string, Promise<void>>();
  /** Handed-off messages may be waiting for a lane: a lane that frees up wakes the loop for them at once. (Not for the
   * outbox's due messages: one that cannot be taken stays due, and waking for it would spin; the loop polls those.) */
  let handedWaiting = false;
  /**
   * Each attempt gives way to the requests in hand first, holding its lane meanwhile. The lanes take turns at waiting, so
   * that a server that never rests sends one message per wait (not one per lane); a quiet one sends them all at once.
   */
  let turn: Promise<void> = Promise.resolve();
  const givenWay = () => (turn = turn.then(() => options.foreground!.quiet()));
  function start(messageId: string, attempt: () => Promise<void>) {
    const sent = (options.foreground ? givenWay().then(attempt) : attempt())
      .catch((error: Error) => log(`e-mail ${messageId}: ${error.message}; tried again later (from the outbox)`))
      .finally(() => {
        sending.delete(messageId);
        if (handedWaiting) wake();
      });
    sending.set(messageId, sent);
  }
  /** A message handed off by this instance's queuing, on its first attempt. */
  const sendHanded = (handed: HandedMessage) => () => send(context(), { message: handed.message, attempt: 1, queuedEventId: handed.queuedEventId });
  /** Starts the handed-off messages, as many as there are free lanes; whether any is left waiting. */
  function startHanded(): boolean {
    handedWaiting = false;
    while (sending.size < SENDING_AT_ONCE) {
      const handed = options.firstAttempts?.next();
      if (!handed) return false;
      start(handed.message.messageId, sendHanded(handed));
    }
    return (handedWaiting = true);
  }
  /** Looks for work now instead of at the next poll. */
  function wake() {
    woken = true;
    sleeper?.();
  }
  options.firstAttempts?.onHandOff(wake);

  const loop = (async () => {
    while (running) {
      woken = false;
      let busy = false;
      try {
        busy = startHanded();
        if (!busy) {
          // Due messages from the outbox (the read model): queued elsewhere, failed before, or left by a sender that died.
          const due = (await listDueEmails(readStore, now())).filter((m) => !sending.has(m.id));
          for (const m of due.slice(0, SENDING_AT_ONCE - sending.size)) if (running) start(m.id, () => deliver(m.id));
          busy = due.length > 0;
        }
      } catch (error) {
        log(`e-mail sender: ${(error as Error).message}; trying again shortly`);
      }
      if (running) await sleep(busy ? 50 : pollMs);
    }
    // What is being sent finishes, and what was handed off before stopping goes now (the transport is still open), rather
    // than after its lease.
    startHanded();
    while (sending.size) {
      await Promise.all(sending.values());
      startHanded();
    }
  })();

  return {
    wake,
    async stop() {
      running = false;
      sleeper?.();
      await loop;
    },
  };
}
