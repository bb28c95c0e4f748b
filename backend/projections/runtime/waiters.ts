// Callers waiting until processors have read up to a position (read-your-writes), resolved in log order or timed out.
import type { LogPosition } from '../../events/event-store';

export interface Waiters {
  /** True once `reached(target.position)`; false after the timeout. */
  waitFor(target: { position: LogPosition } | null, timeoutMs?: number): Promise<boolean>;
  /** Resolves every waiter whose position is now reached (call after the processors advance). */
  settle(): void;
  /** Answers false to everyone still waiting (on stop). */
  cancelAll(): void;
}

export function createWaiters(reached: (position: LogPosition) => boolean): Waiters {
  const waiting = new Set<{ position: LogPosition; resolve: (ok: boolean) => void }>();
  return {
    waitFor(target, timeoutMs = 10_000) {
      if (!target || reached(target.position)) return Promise.resolve(true);
      return new Promise<boolean>((resolve) => {
        const waiter = {
          position: target.position,
          resolve: (ok: boolean) => {
            clearTimeout(timer);
            waiting.delete(waiter);
            resolve(ok);
          },
        };
        const timer = setTimeout(() => waiter.resolve(false), timeoutMs);
        waiting.add(waiter);
      });
    },
    settle() {
      // Earlier positions first, so that waiters resolve in log order.
      for (const w of [...waiting].sort((a, b) => (a.position < b.position ? -1 : 1))) if (reached(w.position)) w.resolve(true);
    },
    cancelAll() {
      for (const w of [...waiting]) w.resolve(false);
    },
  };
}
