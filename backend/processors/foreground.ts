// The requests this instance has in hand, so that work nobody is waiting for (e-mail) gives way to them: it goes on when no
// request is in hand, or once it has waited GIVE_WAY_MAX_MS, so that a server that never rests still sends (more slowly).
// A burst of applications is answered first and its receipts follow it; nothing is dropped or sent twice.

/** The longest a piece of background work waits for a quiet moment before it goes on regardless. */
export const GIVE_WAY_MAX_MS = 250;

export interface Foreground {
  /** `request` is in hand until `end(request)` (a second end does nothing). */
  begin(request: object): void;
  end(request: object): void;
  /** Resolves when no request is in hand, or after `maxMs` at the latest; at once when none is. */
  quiet(maxMs?: number): Promise<void>;
  /** Lets everything waiting in `quiet` go on now (someone waits for that work after all). */
  release(): void;
  /** How many requests are in hand now. */
  inHand(): number;
}

export function createForeground(): Foreground {
  const inHand = new Set<object>();
  const waiting = new Set<() => void>();
  const release = () => {
    for (const go of [...waiting]) go();
  };
  return {
    begin: (request) => void inHand.add(request),
    end(request) {
      if (inHand.delete(request) && inHand.size === 0) release();
    },
    quiet(maxMs = GIVE_WAY_MAX_MS) {
      if (inHand.size === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const go = () => {
          clearTimeout(timer);
          waiting.delete(go);
          resolve();
        };
        const timer = setTimeout(go, maxMs);
        waiting.add(go);
      });
    },
    release,
    inHand: () => inHand.size,
  };
}
