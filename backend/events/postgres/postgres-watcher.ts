// Wakes the processors of this process when events may have been appended: LISTEN/NOTIFY on one dedicated connection
// (reconnected with backoff when it breaks), local appends at once, and a poll of the log's head as the fallback.
import { listenWithRetry, type Listening } from '@backend/postgres/listen';
import type { Subscription } from '../event-store';

export interface PostgresWatcher {
  add(onAppend: () => void): Subscription;
  /** This process appended: wake everyone now rather than on the notification's round trip. */
  wakeLocal(): void;
  close(): Promise<void>;
}

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
  let listener: Listening | null = null;
  let poll: NodeJS.Timeout | null = null;
  let closed = false;

  const wakeAll = () => {
    for (const onAppend of [...listeners]) onAppend();
  };

  const listen = () =>
    listenWithRetry({
      url,
      channel,
      purpose: 'listen',
      onNotification: wakeAll,
      // Whatever was appended while nobody listened.
      onListening: wakeAll,
      onLost(reason, retryInMs) {
        if (retryInMs !== null)
          log(`PostgreSQL LISTEN ${channel} lost (${reason}); listening again in ${retryInMs} ms (the ${pollMs} ms poll goes on meanwhile)`);
      },
    });

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
    if (poll) clearInterval(poll);
    poll = null;
    const l = listener;
    listener = null;
    await l?.stop();
  };

  return {
    add(onAppend) {
      listeners.add(onAppend);
      if (listeners.size === 1 && !closed) {
        listener = listen();
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
