// What bounds replay: the log read through the event store and folded by every projection into plain Maps, with no read
// store, runtime, positions, indexes, checkpoints or frozen documents — the projections' own work, beside the replay.
import { upcastEvent, type DomainEventType } from '@domain/events';
import type { LogPosition } from '../backend/events/event-store';
import { createSqliteEventStore } from '../backend/events/sqlite/sqlite-event-store';
import { projections } from '../backend/projections';
import type { EventOfType } from '../backend/processors/projection';
import { matches, type Doc } from '../backend/read-store/read-store';

/** Batches as the runtime reads them. */
const BATCH = 2000;

export async function measureReplayFloor(file: string): Promise<{ events: number; seconds: number; perSecond: number; heapMb: number }> {
  const events = createSqliteEventStore(file, { upcast: upcastEvent });
  const folds = projections.map((projection) => ({ projection, handles: new Set<string>(projection.handles), docs: new Map<string, Doc>() }));
  try {
    global.gc?.();
    const started = performance.now();
    let after: LogPosition = '';
    let count = 0;
    for (;;) {
      const batch = await events.readAll(after, BATCH);
      if (batch.length === 0) break;
      for (const { projection, handles, docs } of folds)
        for (const recorded of batch) {
          if (!handles.has(recorded.type)) continue;
          const event = recorded as EventOfType<DomainEventType>;
          const removal = projection.removeWhere?.(event);
          if (removal) for (const [id, doc] of docs) if (matches(doc as unknown as Record<string, unknown>, removal)) docs.delete(id);
          for (const id of projection.idsOf(event)) {
            const next = projection.evolve(docs.get(id) ?? null, event, id);
            if (next) docs.set(id, next);
            else docs.delete(id);
          }
        }
      count += batch.length;
      after = batch[batch.length - 1].position;
    }
    const seconds = (performance.now() - started) / 1000;
    const heapMb = Math.round(process.memoryUsage().heapUsed / 2 ** 20);
    return { events: count, seconds: Math.round(seconds * 100) / 100, perSecond: Math.round(count / seconds), heapMb };
  } finally {
    await events.close();
  }
}
