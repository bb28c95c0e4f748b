// Wakes the processors of this process when events may have been appended: LISTEN/NOTIFY on one dedicated connection
// (reconnected with backoff when it breaks), local appends at once, and a poll of the log's head as the fallback.
import pg from 'pg';
import type { Subscription } from '../event-store';

export interface PostgresWatcher {
  add(onAppend: () => void): Subscription;
  /** This process appended: wake everyone now rather than on the notification's round trip. */
  wakeLocal(): void;
  close(): Promise<void>;
}

const MAX_BACKOFF_MS = 10_000;

export function createPostgresWatcher(options: {
  url: string;
  channel: string;
  /** The log's head, compared between polls. */
  head(): Promise<string | null>;
  log(line: string): void;
  pollMs?: number;
}): PostgresWatcher {
  const { url, channel, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const listeners = new Set<() => void>();
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let poll: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;

  const wakeAll = () => {
    for (const onAppend of [...listeners]) onAppend();
  };

  const listen = async () => {
    if (closed || client || listeners.size === 0) return;
    const c = new pg.Client({ connectionString: url, keepAlive: true, application_name: 'internships-for-highschoolers (listen)' });
    client = c;
    const lost = (reason: string) => {
      if (client !== c) return;
      client = null;
      void c.end().catch(() => undefined);
      if (closed || listeners.size === 0) return;
      const wait = Math.min(MAX_BACKOFF_MS, 250 * 2 ** failures++);
      log(`PostgreSQL LISTEN ${channel} lost (${reason}); listening again in ${wait} ms (the ${pollMs} ms poll goes on meanwhile)`);
      retry = setTimeout(() => {
        retry = null;
        void listen();
      }, wait);
    };
    c.on('notification', wakeAll);
    c.on('error', (error) => lost(error.message));
    c.on('end', () => lost('connection ended'));
    try {
      await c.connect();
      await c.query(`LISTEN ${channel}`);
      failures = 0;
      // Whatever was appended while nobody listened.
      if (client === c) wakeAll();
    } catch (error) {
      lost((error as Error).message);
    }
  };

  const startPolling = () => {
    let seen: string | null | undefined;
    let busy = false;
    poll = setInterval(async () => {
      if (busy) return;
      busy = true;
      try {
        const now = await options.head();
        if (seen !== undefined && now !== seen) wakeAll();
        seen = now;
      } catch {
        // The pool logs broken connections; the next poll tries again.
      } finally {
        busy = false;
      }
    }, pollMs);
    poll.unref();
  };

  const stop = async () => {
    if (retry) clearTimeout(retry);
    if (poll) clearInterval(poll);
    retry = poll = null;
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };

  return {
    add(onAppend) {
      listeners.add(onAppend);
      if (listeners.size === 1 && !closed) {
        void listen();
        startPolling();
      }
      return {
        async close() {
          listeners.delete(onAppend);
          if (listeners.size === 0) await stop();
        },
      };
    },
    wakeLocal: wakeAll,
    async close() {
      closed = true;
      listeners.clear();
      await stop();
    },
  };
}
