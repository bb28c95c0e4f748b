// Entry point of `npm start`: builds the SPA when its sources are newer than the build, then serves SPA + API on PORT.
import { existsSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { newestMtime } from './newest-mtime.mjs';
import { join } from 'node:path';
import { configFromEnv } from './config';
import { createServer } from 'node:http';
import { startMetricsServer } from './http/metrics-server';
import { createBackend } from './http/app';
import { isPermanentStoreError } from './events/event-store';
import { StartupError } from './startup-checks';
import { applyServerLimits, defaultServerLimits } from './http/middleware/server-limits';
import { answerClientErrors } from './http/middleware/client-errors';

async function buildSpaIfNeeded(dist: string) {
  const index = join(dist, 'index.html');
  const sources = Math.max(newestMtime('web'), newestMtime('domain'));
  // A build from before the pre-renderer existed lacks its server entry, one from before the languages their builds: build again.
  const complete = existsSync(index) && existsSync(join(dist, '.ssr', 'entry-server.js')) && existsSync(join(dist, '.locales'));
  if (complete && statSync(index).mtimeMs >= sources) return;
  console.log('Building the SPA…');
  const { build } = await import('vite');
  await build({ configFile: 'web/vite.config.ts', logLevel: 'warn' });
}

const config = (() => {
  try {
    return configFromEnv();
  } catch (error) {
    // A setting the app cannot use (TRUST_PROXY=yes, READ_MODELS=cloud…): one line saying which and what it takes.
    console.error(`Cannot start: ${(error as Error).message}`);
    process.exit(1);
  }
})();
if (process.argv.includes('--build-if-needed') && config.webDist) await buildSpaIfNeeded(config.webDist);
const backend = await createBackend(config).catch((error: Error) => {
  // Known problems with the data get one clear line naming the file and what to do; anything else is a bug worth its stack.
  if (error instanceof StartupError || isPermanentStoreError(error)) console.error(`Cannot start: ${error.message}`);
  else console.error('Cannot start:', error);
  process.exit(1);
});
// `--check-start`: check the data, rebuild the read models and seed if needed, then stop (for deployment scripts).
if (process.argv.includes('--check-start')) {
  await backend.close();
  console.log('The data is readable and the read models rebuild: ready to start.');
  process.exit(0);
}

// Idle connections are timed out every second, not every 30 s (Node's default check interval).
const server = createServer({ connectionsCheckingInterval: 1000 }, backend.handle);
applyServerLimits(server, defaultServerLimits(config.trustProxyHops));
answerClientErrors(server, backend.deps.logOncePerMinute);
// While it runs, the server's process id is in DATA_DIR (npm run restore refuses to replace the store under it).
const pidFile = join(config.dataDir, 'server.pid');
writeFileSync(pidFile, String(process.pid));
process.once('exit', () => rmSync(pidFile, { force: true }));
server.listen(config.port, () => {
  backend.deps.logger.info(`Internships for Highschoolers on http://localhost:${config.port} (events: ${backend.deps.events.name}, read models: ${backend.deps.readStore.name})`);
});
// METRICS_PORT: the metrics on a port of their own (without a token), for a network only the monitoring reaches.
const metricsServer = config.metricsPort
  ? startMetricsServer(backend.deps.metrics.registry, config.metricsPort, (port) => backend.deps.logger.info(`Metrics on http://localhost:${port}/metrics`))
  : null;

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close();
    metricsServer?.close();
    void backend.close().finally(() => process.exit(0));
  });
