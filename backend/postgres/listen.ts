// A LISTEN on one dedicated PostgreSQL connection that listens again, with backoff, whenever the connection breaks (the
// event store's wake-ups and the read store's change feed each hold one).
import pg from 'pg';

const MAX_BACKOFF_MS = 10_000;

export interface Listening {
  /** Ends the connection and every retry. */
  stop(): Promise<void>;
}

export function listenWithRetry(options: {
  url: string;
  channel: string;
  /** Shown in pg_stat_activity: "internships-for-highschoolers (<purpose>)". */
  purpose: string;
  onNotification(payload: string | undefined): void;
  /** LISTEN has just succeeded (first time or again): notifications sent while nobody listened were missed. */
  onListening(): void;
  /** The connection was lost; it is tried again in `retryInMs` (null: stopped, not tried again). */
  onLost(reason: string, retryInMs: number | null): void;
}): Listening {
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  let failures = 0;
  let stopped = false;

  const listen = async () => {
    if (stopped || client) return;
    const c = new pg.Client({ connectionString: options.url, keepAlive: true, application_name: `internships-for-highschoolers (${options.purpose})` });
    client = c;
    const lost = (reason: string) => {
      if (client !== c) return;
      client = null;
      void c.end().catch(() => undefined);
      const wait = stopped ? null : Math.min(MAX_BACKOFF_MS, 250 * 2 ** failures++);
      options.onLost(reason, wait);
      if (wait === null) return;
      retry = setTimeout(() => {
        retry = null;
        void listen();
      }, wait);
    };
    c.on('notification', (n) => options.onNotification(n.payload));
    c.on('error', (error) => lost(error.message));
    c.on('end', () => lost('connection ended'));
    try {
      await c.connect();
      await c.query(`LISTEN ${options.channel}`);
      if (client !== c) return;
      failures = 0;
      options.onListening();
    } catch (error) {
      lost((error as Error).message);
    }
  };
  void listen();

  return {
    async stop() {
      stopped = true;
      if (retry) clearTimeout(retry);
      retry = null;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
