// Starts the real backend in-process on a random port with a fresh DATA_DIR (embedded stores), for API and browser tests.
// With TEST_STORE=postgres every such server runs on PostgreSQL instead: a database of its own per data directory, on
// the throwaway cluster of tests/helpers/postgres.ts (`TEST_STORE=postgres npm test` runs the API and browser tests so).
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createBackend, type Backend } from '@backend/http/app';
import { configFromEnv, type Config } from '@backend/config';
import { createPostgresEventStore } from '@backend/events/postgres/postgres-event-store';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';
import { sharedPostgresCluster } from './postgres';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { applyServerLimits, defaultServerLimits, type ServerLimits } from '@backend/http/middleware/server-limits';
import { answerClientErrors } from '@backend/http/middleware/client-errors';

export interface TestServer {
  url: string;
  backend: Backend;
  server: import('node:http').Server;
  dataDir: string;
  close(): Promise<void>;
}

let built: Promise<void> | null = null;
/** Builds the SPA (and its pre-renderer) once per test process when web/dist is missing or has no pre-renderer. */
export function ensureSpaBuilt(): Promise<void> {
  if (existsSync(resolve('web/dist/index.html')) && existsSync(resolve('web/dist/.ssr/entry-server.js')) && existsSync(resolve('web/dist/.locales'))) return Promise.resolve();
  built ??= import('vite').then(({ build }) => build({ configFile: resolve('web/vite.config.ts'), logLevel: 'warn' })).then(() => undefined);
  return built;
}

/** TEST_STORE: `postgres` puts every test server on PostgreSQL; `disk`, on the embedded store with READ_MODELS=disk. */
export const testStore = process.env.TEST_STORE === 'postgres' ? 'postgres' : process.env.TEST_STORE === 'disk' ? 'disk' : 'embedded';

const databases = new Map<string, Promise<string>>();
/** The database of one data directory (a restart on the same directory finds its data); a SQLite log already there is copied in. */
function databaseFor(dataDir: string): Promise<string> {
  let url = databases.get(dataDir);
  if (!url) databases.set(dataDir, (url = sharedPostgresCluster().then((c) => c.createDatabase('api')).then((u) => copySqliteLog(dataDir, u))));
  return url;
}

/** Appends a data directory's SQLite log (a fixture) to PostgreSQL event by event: same ids, streams, revisions and order. */
async function copySqliteLog(dataDir: string, url: string): Promise<string> {
  const file = join(dataDir, 'events.sqlite');
  if (!existsSync(file)) return url;
  const from = createSqliteEventStore(file);
  const to = await createPostgresEventStore(url);
  try {
    for (let batch = await from.readAll(''); batch.length; batch = await from.readAll(batch[batch.length - 1].position))
      for (const { stream, revision, position: _p, ...event } of batch)
        await to.append(stream, [event], { expectedRevision: revision === 0 ? 'no_stream' : revision - 1 });
  } finally {
    await from.close();
    await to.close();
  }
  return url;
}

/**
 * `config` overrides the test defaults; PARENTAL_CONSENT is `required` (the product's default) unless a test says otherwise.
 * `clock`: the time the server goes by (requests and clock jobs; see deps.clockJobs.runDue()), the wall clock by default.
 * The server listens before the backend starts, so that links in e-mails (PUBLIC_URL) point at it.
 */
export async function startTestServer(
  options: { web?: boolean; config?: Partial<Config>; dataDir?: string; limits?: Partial<ServerLimits>; log?: (line: string) => void; clock?: () => Date } = {},
): Promise<TestServer> {
  if (options.web) await ensureSpaBuilt();
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), 'ifh-test-'));
  let handle: ((req: IncomingMessage, res: ServerResponse) => void) | null = null;
  const server = createServer({ connectionsCheckingInterval: 1000 }, (req, res) => (handle ? handle(req, res) : res.writeHead(503).end()));
  server.listen(0, '127.0.0.1');
  await new Promise<void>((r) => server.once('listening', () => r()));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const config: Config = {
    ...configFromEnv({}),
    dataDir,
    adminPassword: 'admin-password-for-tests',
    seedDemo: false,
    rateLimitPerMinute: 100_000,
    webDist: options.web ? resolve('web/dist') : null,
    publicUrl: url,
    databaseUrl: testStore === 'postgres' ? await databaseFor(dataDir) : null,
    readModels: testStore === 'disk' ? 'disk' : 'memory',
    ...options.config,
  };
  const backend = await createBackend(config, options.log ?? (() => undefined), { clock: options.clock }).catch(async (error) => {
    await new Promise<void>((r) => server.close(() => r()));
    throw error;
  });
  handle = backend.handle;
  applyServerLimits(server, { ...defaultServerLimits(config.trustProxyHops), ...options.limits });
  answerClientErrors(server, backend.deps.logOncePerMinute);
  return {
    url,
    backend,
    server,
    dataDir,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await backend.close();
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
