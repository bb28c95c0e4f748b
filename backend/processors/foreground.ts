// The requests this instance has in hand, so that work nobody is waiting for (e-mail) gives way to them: it goes on at a
// quiet moment (no request in hand, none begun or ended for QUIET_MS), or once it has waited GIVE_WAY_MAX_MS, so that a
// server that never rests still sends (more slowly). A burst of applications is answered first and its receipts follow.

/** The longest a piece of background work waits for a quiet moment before it goes on regardless. */
export const GIVE_WAY_MAX_MS = 250;
/**
 * How long nothing must happen for a moment to be quiet. Under load the count of requests in hand touches zero between one
 * answer and the next request; a pause this long means nobody is asking.
 */
export const QUIET_MS = 10;

export interface Foreground {
  /** `request` is in hand until `end(request)` (a second end does nothing). */
  begin(request: object): void;
  end(request: object): void;
  /** Resolves at the next quiet moment, or after `maxMs` at the latest; at once when it is quiet now. */
  quiet(maxMs?: number): Promise<void>;
  /** Lets everything waiting in `quiet` go on now (someone waits for that work after all). */
  release(): void;
  /** How many requests are in hand now. */
  inHand(): number;
}

export function createForeground(): Foreground {
  const now = () => performance.now();
  const inHand = new Set<object>();
  const waiting = new Set<() => void>();
  /** When a request last began or ended. */
  let lastActivity = -Infinity;
  let check: NodeJS.Timeout | null = null;
  const release = () => {
    for (const go of [...waiting]) go();
  };
  const quietFor = () => (inHand.size === 0 ? now() - lastActivity : -1);
  /** Looks again once the moment may have become quiet (nothing in hand): releases the waiters if it has. */
  const lookAgain = () => {
    const idle = quietFor();
    if (check || idle < 0 || waiting.size === 0) return;
    if (idle >= QUIET_MS) return release();
    check = setTimeout(() => {
      check = null;
      lookAgain();
    }, QUIET_MS - idle);
  };
  return {
    begin(request) {
      inHand.add(request);
      lastActivity = now();
    },
    end(request) {
      if (!inHand.delete(request)) return;
      lastActivity = now();
      lookAgain();
    },
    quiet(maxMs = GIVE_WAY_MAX_MS) {
      if (quietFor() >= QUIET_MS) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const go = () => {
          clearTimeout(timer);
          waiting.delete(go);
          resolve();
        };
        const timer = setTimeout(go, maxMs);
        waiting.add(go);
        lookAgain();
      });
    },
    release,
    inHand: () => inHand.size,
  };
}
