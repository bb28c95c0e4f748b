// Which read-model tables have been written, by any instance: the versions trigger's NOTIFY (postgres-counts.ts), heard on
// one dedicated connection and counted per table in this process. While that connection is not listening a write may go
// unheard, so counts are then unknown; each time it listens again every count moves on. This process's own writes move
// their table's count at once. Answers made from a table stay cached while its count is unchanged (answer-cache.ts,
// visitors' reads only: another instance's write is heard a notification's delivery after its commit).
import { listenWithRetry, type Listening } from '@backend/postgres/listen';

export const CHANGES_CHANNEL = 'read_store_changes';

export interface ChangeFeed {
  /** How many writes of `table` this process has heard of (any instance's), undefined while it is not listening. */
  countOf(table: string): number | undefined;
  /**
   * This process has just committed a write of `table`: its count moves now, so that this instance's own reads after the
   * write (a command's read-your-writes wait ends after its projection's commit) never meet an answer from before it.
   */
  wrote(table: string): void;
  close(): Promise<void>;
}

export function createChangeFeed(options: { url: string; log?: (line: string) => void }): ChangeFeed {
  const counts = new Map<string, number>();
  /** Moves on each time listening starts again: counts from before mean nothing after a gap. */
  let generation = 0;
  let listening = false;
  let listener: Listening | null = null;
  let closed = false;

  const listen = () =>
    listenWithRetry({
      url: options.url,
      channel: CHANGES_CHANNEL,
      purpose: 'read-model changes',
      onNotification(table) {
        if (table) counts.set(table, (counts.get(table) ?? 0) + 1);
      },
      onListening() {
        counts.clear();
        generation += 1;
        listening = true;
      },
      onLost(reason, retryInMs) {
        listening = false;
        if (retryInMs !== null)
          options.log?.(`PostgreSQL LISTEN ${CHANGES_CHANNEL} lost (${reason}); answers are made afresh until it listens again in ${retryInMs} ms`);
      },
    });

  return {
    countOf(table) {
      if (!listening) {
        // Started by the first question: an instance that never serves a cached answer holds no extra connection.
        if (!listener && !closed) listener = listen();
        return undefined;
      }
      return generation * 2 ** 32 + (counts.get(table) ?? 0);
    },
    wrote(table) {
      counts.set(table, (counts.get(table) ?? 0) + 1);
    },
    async close() {
      closed = true;
      listening = false;
      await listener?.stop();
    },
  };
}
