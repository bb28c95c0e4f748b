// Applies a batch of events to one projection's collection: one read of the touched documents, one bulk write of the changes.
import type { DomainEventType } from '@domain/events';
import type { LogPosition, RecordedEvent } from '../../events/event-store';
import { matches, type BulkOp, type Doc, type ReadStore } from '../store/read-store';
import { isBookkeeping, withoutBookkeeping, type EventOfType, type Projected, type Projection } from './projection';

/** A document while its batch is applied: its fields as evolve sees them (no bookkeeping), and the last position applied. */
interface Working {
  doc: Doc | null;
  position: LogPosition | undefined;
}

function hasBookkeeping(doc: object): boolean {
  for (const k in doc) if (isBookkeeping(k)) return true;
  return false;
}

/** Each projection's event types as a set, made once. */
const handledBy = new WeakMap<Projection, ReadonlySet<string>>();
const handlesOf = (projection: Projection) => {
  let set = handledBy.get(projection);
  if (!set) handledBy.set(projection, (set = new Set<string>(projection.handles)));
  return set;
};

/** What evolve returned, as the document `id` (bookkeeping fields are the runtime's: evolve never sees its own). */
const asStored = (next: Doc, id: string): Doc => (hasBookkeeping(next) ? { ...withoutBookkeeping(next), id } : next.id === id ? next : { ...next, id });

/** Returns how many documents changed. Documents that already saw an event skip it, so applying a batch twice changes nothing. */
export async function applyBatch(store: ReadStore, collectionName: string, projection: Projection, batch: readonly RecordedEvent[]): Promise<number> {
  const handles = handlesOf(projection);
  const work: Array<[EventOfType<DomainEventType>, string[]]> = [];
  const touched = new Set<string>();
  for (const recorded of batch) {
    if (!handles.has(recorded.type)) continue;
    // The log holds domain events only; `handles` narrows them further for the projection's own types.
    const event = recorded as EventOfType<DomainEventType>;
    const ids = projection.idsOf(event);
    for (const id of ids) touched.add(id);
    work.push([event, ids]);
  }
  if (work.length === 0) return 0;

  const collection = store.collection<Projected<Doc>>(collectionName);
  const ids = [...touched];
  // Bookkeeping is stripped once per document and batch, not once per event.
  const docs = new Map<string, Working>();
  for (const d of await collection.getMany(ids)) docs.set(d.id, { doc: withoutBookkeeping(d), position: d._position });
  const changed = new Set<string>();
  let written = 0;
  const flush = async () => {
    const ops: BulkOp<Projected<Doc>>[] = [...changed].map((id) => {
      const { doc, position } = docs.get(id)!;
      return doc ? { upsert: { ...doc, _position: position! } } : { delete: id };
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
      for (const [id, { doc }] of docs) if (doc && matches(doc as unknown as Record<string, unknown>, removal)) docs.set(id, { doc: null, position: undefined });
    }
    for (const id of eventIds) {
      const current = docs.get(id) ?? { doc: null, position: undefined };
      // Positions are unique and ordered (see LogPosition): a document that saw this event already skips it.
      if (current.doc && current.position !== undefined && current.position >= event.position) continue;
      const next = projection.evolve(current.doc, event, id);
      if (next === null && current.doc === null) continue;
      docs.set(id, { doc: next === null ? null : asStored(next, id), position: event.position });
      changed.add(id);
    }
  }
  await flush();
  return written;
}
