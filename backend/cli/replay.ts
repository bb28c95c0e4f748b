// `npm run replay [name…]`: rebuilds read models from the first event into fresh collections through the projection
// runtime, and switches readers over when each has caught up; prints a progress bar and events per second.
import { Presets, SingleBar } from 'cli-progress';
import { configFromEnv } from '../config';
import { keepDataDirPrivateOrSay } from '../private-data-dir';
import { projections } from '../projections';
import { createProjectionRuntime } from '../processors/projection-runtime';
import { StartupError } from '../startup-checks';
import { openEventStore, openReadStore } from '../stores';

const names = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const config = configFromEnv();
// The embedded stores' files (and the read models on disk) are made 0600 (see private-data-dir.ts).
if (!config.databaseUrl && !config.eventStoreUrl) keepDataDirPrivateOrSay(config.dataDir);
const events = await openEventStore(config);
const readStore = await openReadStore(config).catch(async (error: Error) => {
  // READ_MODELS=disk while the server runs: its read models are in use (one line, no stack).
  if (!(error instanceof StartupError)) throw error;
  console.error(`Cannot replay: ${error.message}`);
  await events.close();
  process.exit(1);
});
const runtime = createProjectionRuntime({ events, store: readStore, projections, log: () => undefined });
const head = await events.headPosition();
const total = Math.max(1, events.ordinal(head));
const chosen = names.length ? names : projections.map((p) => p.name);
console.log(`Rebuilding ${chosen.join(', ')} from ${events.name} into ${readStore.name} (log head at ${head || 'the start'})`);
if (!readStore.durable) console.log('Note: the embedded read models live in memory and are rebuilt at every start (READ_MODELS=disk keeps them); this run measures and checks the rebuild.');

const bar = new SingleBar({ format: 'replay [{bar}] {percentage}% | {rate} events/s | {done}/{count} read models switched' }, Presets.shades_classic);
bar.start(total, 0, { rate: 0, done: 0, count: chosen.length });
const started = performance.now();
const progress = () => {
  const status = runtime.status().filter((s) => chosen.includes(s.name));
  const building = status.filter((s) => s.state === 'building');
  const slowest = building.length ? Math.min(...building.map((s) => events.ordinal(s.position))) : total;
  const read = Math.max(0, ...status.map((s) => s.eventsRead));
  bar.update(Math.min(slowest, total), { rate: Math.round(read / ((performance.now() - started) / 1000)), done: status.length - building.length });
  return read;
};
const timer = setInterval(progress, 200);
try {
  await runtime.rebuild(chosen);
} catch (error) {
  clearInterval(timer);
  bar.stop();
  console.error((error as Error).message);
  process.exitCode = 1;
}
clearInterval(timer);
if (!process.exitCode) {
  const read = progress();
  bar.stop();
  const seconds = (performance.now() - started) / 1000;
  console.log(`Rebuilt ${chosen.length} read model(s) from ${read} events in ${seconds.toFixed(2)} s (${Math.round(read / Math.max(seconds, 0.001))} events/s); readers switched.`);
}
await runtime.stop();
await events.close();
await readStore.close();
