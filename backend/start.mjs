// Entry point of `npm start`: runs the server as one bundled JavaScript module (.build/server), made again with esbuild
// whenever backend/ or domain/ changed since, instead of compiling every TypeScript module at each start (tsx: about 1.5 s of
// every start on the development machines). Arguments are backend/main.ts's own (--build-if-needed, --check-start), and
// --bundle-only: make the bundle if needed, then stop (npm run build).
import { build } from 'esbuild';
import process from 'node:process';
import { copyFileSync, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { newestMtime } from './newest-mtime.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** SERVER_BUNDLE_DIR: where the bundle goes (a test's own folder). */
const out = resolve(root, process.env.SERVER_BUNDLE_DIR || '.build/server');
const bundle = join(out, 'main.mjs');
/** Plain modules loaded beside the bundle at run time (the event store's writer thread, by URL): copied next to it. */
const BESIDE = ['backend/events/sqlite/sqlite-writer-thread.mjs', 'backend/events/sqlite/sqlite-events-db.mjs'];

const sources = Math.max(...['backend', 'domain', 'tsconfig.json', 'package-lock.json'].map((p) => newestMtime(join(root, p))));
if (!existsSync(bundle) || statSync(bundle).mtimeMs < sources) {
  // Made beside, then put in place whole: instances started together never run a half-written bundle (the last one made
  // wins; they are the same).
  const fresh = `${out}.${process.pid}`;
  rmSync(fresh, { recursive: true, force: true });
  mkdirSync(fresh, { recursive: true });
  await build({
    entryPoints: [join(root, 'backend/main.ts')],
    outdir: fresh,
    outExtension: { '.js': '.mjs' },
    // What is imported on demand (the MongoDB and EventStoreDB adapters, with their clients) stays out of the start.
    splitting: true,
    chunkNames: 'chunks/[name]-[hash]',
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Packages load from node_modules as they are (native modules, lazy imports such as vite's).
    packages: 'external',
    tsconfig: join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
  });
  for (const file of BESIDE) copyFileSync(join(root, file), join(fresh, file.split('/').pop()));
  const old = `${out}.old.${process.pid}`;
  if (existsSync(out)) renameSync(out, old);
  try {
    renameSync(fresh, out);
  } catch (error) {
    // Another start put its own in place meanwhile: the same bundle, use it.
    if (error.code !== 'ENOTEMPTY' && error.code !== 'EEXIST') throw error;
    rmSync(fresh, { recursive: true, force: true });
  }
  rmSync(old, { recursive: true, force: true });
}
if (!process.argv.includes('--bundle-only')) {
  // Errors name the TypeScript source's lines (the bundle's source map).
  process.setSourceMapsEnabled(true);
  await import(pathToFileURL(bundle).href);
}
