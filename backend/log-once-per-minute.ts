// Lines that could come once per request (a timed-out request, a change answered 202): each kind is logged at most once a
// minute, the next line saying how many of that kind went unlogged since the previous one.
export type LogOncePerMinute = (kind: string, line: string) => void;

const MINUTE_MS = 60_000;

export function logOncePerMinute(log: (line: string) => void, now: () => number = Date.now): LogOncePerMinute {
  const kinds = new Map<string, { loggedAt: number; unlogged: number }>();
  return (kind, line) => {
    const t = now();
    const last = kinds.get(kind);
    if (last && t - last.loggedAt < MINUTE_MS) {
      last.unlogged++;
      return;
    }
    kinds.set(kind, { loggedAt: t, unlogged: 0 });
    log(last?.unlogged ? `${line} (${last.unlogged} more since the last such line were not logged)` : line);
  };
}
