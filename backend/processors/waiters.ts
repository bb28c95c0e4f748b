// Callers waiting until processors have read up to a position (read-your-writes), resolved in log order or timed out.
import type { LogPosition } from '../events/event-store';

/**
 * What a caller waits for: the log up to `position` read by the processors. `types`: the event types the caller wrote
 * (absent: any), so that a wait on processors run by another instance passes over those that handle none of them.
 */
export interface WaitTarget {
  position: LogPosition;
  types?: readonly string[];
}

export interface Waiters {
  /** True once `reached(target.position)`; false after the timeout. */
  waitFor(target: WaitTarget | null, timeoutMs?: number): Promise<boolean>;
  /** Resolves every waiter whose position is now reached (call after the processors advance). */
  settle(): void;
  /** Answers false to everyone still waiting (on stop). */
  cancelAll(): void;
}

export function createWaiters(reached: (position: LogPosition) => boolean): Waiters {
  type Waiter = { position: LogPosition; resolve: (ok: boolean) => void };
  /** In log order: reaching a position reaches every earlier one, so settling stops at the first not reached. */
  const waiting: Waiter[] = [];
  const remove = (waiter: Waiter) => {
    const i = waiting.indexOf(waiter);
    if (i >= 0) waiting.splice(i, 1);
  };
  return {
    waitFor(target, timeoutMs = 10_000) {
      if (!target || reached(target.position)) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const waiter: Waiter = {
          position: target.position,
          resolve: (ok: boolean) => {
            clearTimeout(timer);
            remove(waiter);
            resolve(ok);
          },
        };
        const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
        // Mostly the latest position: found from the end.
        let i = waiting.length;
        while (i > 0 && waiting[i - 1].position > waiter.position) i--;
        waiting.splice(i, 0, waiter);
      });
    },
    settle() {
      while (waiting.length && reached(waiting[0].position)) waiting[0].resolve(true);
    },
    cancelAll() {
      for (const w of [...waiting]) w.resolve(false);
    },
  };
}
