// `npm run replay`: drops the read models and rebuilds them from the first event, with a progress bar and events per second.
import { SingleBar, Presets } from 'cli-progress';
import { configFromEnv } from './config';
import { openEventStore, openReadStore } from './app';
import { projections } from './projections';
import { applyEvent } from './projections/projection-runner';

const BATCH = 1000;
const config = configFromEnv();
const events = await openEventStore(config);
const readStore = await openReadStore(config);
const head = await events.headPosition();
console.log(`Replaying ${events.name} into ${readStore.name} (log head at position ${head})`);
if (!config.mongoUrl) console.log('Note: the embedded read models live in memory and are rebuilt at every start; this run measures and checks the rebuild.');

await readStore.dropAll();
for (const p of projections) for (const f of p.indexes ?? []) await readStore.collection(p.collection).ensureIndex(f);
const bar = new SingleBar({ format: 'replay [{bar}] {percentage}% | {value}/{total} positions | {rate} events/s' }, Presets.shades_classic);
bar.start(head, 0, { rate: 0 });
const started = performance.now();
let position = 0;
let count = 0;
for (;;) {
  const batch = await events.readAll(position, BATCH);
  if (batch.length === 0) break;
  for (const e of batch) await applyEvent(readStore, projections, e);
  position = batch[batch.length - 1].position;
  count += batch.length;
  bar.update(position, { rate: Math.round(count / ((performance.now() - started) / 1000)) });
}
await readStore.collection<{ id: string; position: number }>('_checkpoints').upsert({ id: 'projections', position });
bar.stop();
const seconds = (performance.now() - started) / 1000;
console.log(`Replayed ${count} events in ${seconds.toFixed(2)} s (${Math.round(count / Math.max(seconds, 0.001))} events/s)`);
await events.close();
await readStore.close();
