// The first attempt of a message queued on this instance: taken when it is queued (EmailQueued carries the lease) and handed
// to this instance's sender, which sends it straight away, without an EmailSendStarted and without reading back the stream
// it was just written to. Any other sender leaves it alone until the lease ends; a message this instance does not send
// in time (it stopped, or has too many in hand) is taken from the outbox after the lease, like any other.
import type { EmailQueued } from '@domain/notifications/events';

/** A message queued with its first attempt taken by this instance. */
export interface HandedMessage {
  message: EmailQueued['data'];
  queuedEventId: string;
  leaseUntil: string;
}

export interface FirstAttempts {
  /** The end of a lease on the first attempt of a message about to be queued; null when the sender has enough in hand. */
  claim(): string | null;
  /** The message was queued with the claim's lease: the sender sends it. */
  handOff(handed: HandedMessage): void;
  /** A claim left unused (the message was queued already, or its append failed). */
  release(): void;
  /** The next message handed off whose lease has at least half of its time left; null when none. */
  next(): HandedMessage | null;
  /** Called on each hand-off (the sender wakes). */
  onHandOff(listener: () => void): void;
}

export function createFirstAttempts(options: { leaseMs: number; now: () => Date; maxInHand?: number }): FirstAttempts {
  const maxInHand = options.maxInHand ?? 256;
  const handed: HandedMessage[] = [];
  let claimed = 0;
  let listener: () => void = () => undefined;
  return {
    claim() {
      if (claimed >= maxInHand) return null;
      claimed++;
      return new Date(options.now().getTime() + options.leaseMs).toISOString();
    },
    handOff(message) {
      handed.push(message);
      listener();
    },
    release() {
      claimed = Math.max(0, claimed - 1);
    },
    next() {
      for (let m = handed.shift(); m; m = handed.shift()) {
        claimed = Math.max(0, claimed - 1);
        // Too little of the lease left to be sure of sending within it: the outbox has it after the lease.
        if (Date.parse(m.leaseUntil) - options.now().getTime() >= options.leaseMs / 2) return m;
      }
      return null;
    },
    onHandOff(l) {
      listener = l;
    },
  };
}
