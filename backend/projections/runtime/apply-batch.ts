// Applies a batch of events to one projection's collection: one read of the touched documents, one bulk write of the changes.
import type { DomainEventType } from '@domain/events';
import type { RecordedEvent } from '../../events/event-store';
import { matches, type BulkOp, type Doc, type ReadStore } from '../store/read-store';
import { alreadyApplied, withoutBookkeeping, type EventOfType, type Projected, type Projection } from './projection';

/** Returns how many documents changed. Documents that already saw an event skip it, so applying a batch twice changes nothing. */
export async function applyBatch(store: ReadStore, collectionName: string, projection: Projection, batch: readonly RecordedEvent[]): Promise<number> {
  const handles = new Set<string>(projection.handles);
  const work: Array<[EventOfType<DomainEventType>, string[]]> = [];
  for (const recorded of batch) {
    if (!handles.has(recorded.type)) continue;
    // The log holds domain events only; `handles` narrows them further for the projection's own types.
    const event = recorded as EventOfType<DomainEventType>;
    work.push([event, projection.idsOf(event)]);
  }
  if (work.length === 0) return 0;

  const collection = store.collection<Projected<Doc>>(collectionName);
  const ids = [...new Set(work.flatMap(([, ids]) => ids))];
  const docs = new Map<string, Projected<Doc> | null>((await collection.getMany(ids)).map((d) => [d.id, d]));
  const changed = new Set<string>();
  let written = 0;
  const flush = async () => {
    const ops: BulkOp<Projected<Doc>>[] = [...changed].map((id) => {
      const doc = docs.get(id);
      return doc ? { upsert: doc } : { delete: id };
    });
    await collection.bulkWrite(ops);
    written += ops.length;
    changed.clear();
  };

  for (const [event, eventIds] of work) {
    const removal = projection.removeWhere?.(event);
    if (removal) {
      // Earlier changes go first, so that the removal sees (and removes) them too.
      await flush();
      written += await collection.deleteMany(removal);
      for (const [id, doc] of docs) if (doc && matches(doc as unknown as Record<string, unknown>, removal)) docs.set(id, null);
    }
    for (const id of eventIds) {
      const current = docs.get(id) ?? null;
      if (current && alreadyApplied(current, event)) continue;
      const next = projection.evolve(current ? withoutBookkeeping(current) : null, event, id);
      if (next === null && current === null) continue;
      docs.set(id, next === null ? null : { ...next, id, _position: event.position });
      changed.add(id);
    }
  }
  await flush();
  return written;
}
