// Which read-model tables have been written, by any instance: the versions trigger's NOTIFY (postgres-counts.ts), heard on
// one dedicated connection and counted per table in this process. While that connection is not listening a write may go
// unheard, so counts are then unknown; each time it listens again every count moves on. This process's own writes move
// their table's count at once. Answers made from a table stay cached while its count is unchanged (answer-cache.ts,
// visitors' reads only: another instance's write is heard a notification's delivery after its commit).
import pg from 'pg';

export const CHANGES_CHANNEL = 'read_store_changes';
const MAX_BACKOFF_MS = 10_000;

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
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  let closed = false;

  const listen = async () => {
    if (closed || client) return;
    const c = new pg.Client({ connectionString: options.url, keepAlive: true, application_name: 'internships-for-highschoolers (read-model changes)' });
    client = c;
    const lost = (reason: string) => {
      if (client !== c) return;
      client = null;
      listening = false;
      void c.end().catch(() => undefined);
      if (closed) return;
      const wait = Math.min(MAX_BACKOFF_MS, 250 * 2 ** failures++);
      options.log?.(`PostgreSQL LISTEN ${CHANGES_CHANNEL} lost (${reason}); answers are made afresh until it listens again in ${wait} ms`);
      retry = setTimeout(() => {
        retry = null;
        void listen();
      }, wait);
    };
    c.on('notification', (n) => {
      if (n.payload) counts.set(n.payload, (counts.get(n.payload) ?? 0) + 1);
    });
    c.on('error', (error) => lost(error.message));
    c.on('end', () => lost('connection ended'));
    try {
      await c.connect();
      await c.query(`LISTEN ${CHANGES_CHANNEL}`);
      if (client !== c) return;
      failures = 0;
      counts.clear();
      generation += 1;
      listening = true;
    } catch (error) {
      lost((error as Error).message);
    }
  };

  return {
    countOf(table) {
      if (!listening) {
        // Started by the first question: an instance that never serves a cached answer holds no extra connection.
        if (!client && !retry && !closed) void listen();
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
      if (retry) clearTimeout(retry);
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
