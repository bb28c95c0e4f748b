// Replay into memory, in this process: every projection rebuilt from the first event of a log through the projection runtime.
import { upcastEvent } from '@domain/events';
import { createSqliteEventStore } from '../backend/events/sqlite/sqlite-event-store';
import { projections } from '../backend/projections';
import { createProjectionRuntime } from '../backend/processors/projection-runtime';
import { createMemoryReadStore } from '../backend/read-store/memory-read-store';

/**
 * `seconds`/`perSecond`: until the read models serve (every projection caught up); `withIndexesSeconds`/`withIndexesPerSecond`:
 * until the indexes of large read models, made after in slices between other work, are made too.
 */
export async function measureReplay(file: string): Promise<{ events: number; seconds: number; perSecond: number; withIndexesSeconds: number; withIndexesPerSecond: number; cpuSeconds: number; perCpuSecond: number; heapMb: number }> {
  const events = createSqliteEventStore(file, { upcast: upcastEvent });
  const store = createMemoryReadStore();
  const runtime = createProjectionRuntime({ events, store, projections, log: () => undefined });
  try {
    const started = performance.now();
    const cpu = process.cpuUsage();
    await runtime.start();
    const seconds = (performance.now() - started) / 1000;
    await store.indexesMade?.();
    const withIndexesSeconds = (performance.now() - started) / 1000;
    // CPU time of this process too: on a shared machine the wall clock also counts other processes' turns.
    const used = process.cpuUsage(cpu);
    const cpuSeconds = (used.user + used.system) / 1e6;
    const count = Math.max(...runtime.status().map((s) => s.eventsRead));
    global.gc?.();
    return { events: count, seconds: Math.round(seconds * 100) / 100, perSecond: Math.round(count / seconds), withIndexesSeconds: Math.round(withIndexesSeconds * 100) / 100, withIndexesPerSecond: Math.round(count / withIndexesSeconds), cpuSeconds: Math.round(cpuSeconds * 100) / 100, perCpuSecond: Math.round(count / cpuSeconds), heapMb: Math.round(process.memoryUsage().heapUsed / 2 ** 20) };
  } finally {
    await runtime.stop();
    await events.close();
  }
}
