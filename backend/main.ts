// Entry point of `npm start`: builds the SPA when its sources are newer than the build, then serves SPA + API on PORT.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { configFromEnv } from './config';
import { createBackend } from './app';

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'dist' || entry.name === 'node_modules') continue;
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

async function buildSpaIfNeeded(dist: string) {
  const index = join(dist, 'index.html');
  const sources = Math.max(newestMtime('web'), newestMtime('domain'));
  // A build from before the pre-renderer existed lacks its server entry: build again.
  const complete = existsSync(index) && existsSync(join(dist, '.ssr', 'entry-server.js'));
  if (complete && statSync(index).mtimeMs >= sources) return;
  console.log('Building the SPA…');
  const { build } = await import('vite');
  await build({ configFile: 'web/vite.config.ts', logLevel: 'warn' });
}

const config = configFromEnv();
if (process.argv.includes('--build-if-needed') && config.webDist) await buildSpaIfNeeded(config.webDist);
const backend = await createBackend(config);
const server = backend.app.listen(config.port, () => {
  console.log(`Internships for Highschoolers on http://localhost:${config.port} (events: ${backend.deps.events.name}, read models: ${backend.deps.readStore.name})`);
});

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    server.close();
    void backend.close().finally(() => process.exit(0));
  });
