// Applies a batch of events to one projection's collection: one read of the touched documents, one bulk write of the changes.
import type { DomainEventType } from '@domain/events';
import type { LogPosition, RecordedEvent } from '../events/event-store';
import { matches, type BulkOp, type Collection, type Doc, type LiveDocuments, type ReadStore } from '../read-store/read-store';
import { isBookkeeping, withoutBookkeeping, type EventOfType, type Projected, type Projection } from './projection';

/** A document while its batch is applied: its fields as evolve sees them (no bookkeeping), and the last position applied. */
interface Working {
  doc: Doc | null;
  position: LogPosition | undefined;
  /** Changed since the last flush (it is then in `changed` once). */
  dirty?: boolean;
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

/**
 * What evolve returned, as it is kept for the rest of the batch: with the document's `id` and no bookkeeping fields (the
 * runtime's: evolve never sees its own). Projections return neither, so the usual answer is `next` itself, checked
 * without a copy.
 */
const asWorking = (next: Doc, id: string): Doc => (hasBookkeeping(next) ? { ...withoutBookkeeping(next), id } : next.id === id ? next : { ...next, id });

/** Beyond this many events in a batch, its writes tell the store that more are coming (sorted indexes sort again later). */
const MANY = 64;

/**
 * A batch applied to documents that live in this process (the embedded store), one event at a time: each evolve reads
 * the stored (frozen) document and its result is stored as it is. Nothing is copied out or written back, and evolve
 * never sees bookkeeping: the collection's one position (`live.reached`) says which events it has seen (a document
 * written otherwise may still carry its own `_position`). An event's documents are all evolved before any is stored,
 * so an evolve that throws leaves the event unapplied, to be applied whole when the batch is tried again.
 */
async function applyInPlace(collection: Collection<Doc>, live: LiveDocuments<Doc>, projection: Projection, batch: readonly RecordedEvent[]) {
  const handles = handlesOf(projection);
  const many = batch.length > MANY;
  // An event's evolved documents, in two lists reused from event to event (no object per document).
  const ids: string[] = [];
  const nexts: Array<Doc | null> = [];
  let written = 0;
  for (const recorded of batch) {
    if (!handles.has(recorded.type) || (live.reached !== undefined && recorded.position <= live.reached)) continue;
    const event = recorded as EventOfType<DomainEventType>;
    const removal = projection.removeWhere?.(event);
    if (removal) written += await collection.deleteMany(removal);
    let n = 0;
    for (const id of projection.idsOf(event)) {
      const stored = live.doc(id);
      const own = (stored as Partial<Projected<Doc>> | undefined)?._position;
      if (own !== undefined && own >= event.position) continue;
      const doc = own !== undefined ? withoutBookkeeping(stored!) : (stored ?? null);
      const next = projection.evolve(doc, event, id);
      if (next === doc || (next === null && !stored)) continue;
      ids[n] = id;
      nexts[n++] = next && asWorking(next, id);
    }
    for (let i = 0; i < n; i++) {
      const next = nexts[i];
      if (next) live.put(next, many);
      else live.delete(ids[i]);
      nexts[i] = null;
    }
    written += n;
    live.reached = event.position;
  }
  return written;
}

/** Returns how many documents changed. Documents that already saw an event skip it, so applying a batch twice changes nothing. */
export async function applyBatch(store: ReadStore, collectionName: string, projection: Projection, batch: readonly RecordedEvent[]): Promise<number> {
  const collection = store.collection<Projected<Doc>>(collectionName);
  if (collection.live) return applyInPlace(collection, collection.live, projection, batch);
  const handles = handlesOf(projection);
  const work: Array<EventOfType<DomainEventType>> = [];
  const workIds: string[][] = [];
  const touched = new Set<string>();
  for (const recorded of batch) {
    if (!handles.has(recorded.type)) continue;
    // The log holds domain events only; `handles` narrows them further for the projection's own types.
    const event = recorded as EventOfType<DomainEventType>;
    const ids = projection.idsOf(event);
    for (const id of ids) touched.add(id);
    work.push(event);
    workIds.push(ids);
  }
  if (work.length === 0) return 0;

  // Bookkeeping is stripped once per document and batch, not once per event. A document's Working entry is changed in place.
  const docs = new Map<string, Working>();
  for (const d of await collection.getMany([...touched])) docs.set(d.id, { doc: withoutBookkeeping(d), position: d._position });
  const changed: Working[] = [];
  const changedIds: string[] = [];
  let written = 0;
  const flush = async () => {
    const ops: BulkOp<Projected<Doc>>[] = new Array(changed.length);
    for (let i = 0; i < changed.length; i++) {
      const { doc, position } = changed[i];
      ops[i] = doc ? { upsert: { ...doc, _position: position! } } : { delete: changedIds[i] };
      changed[i].dirty = false;
    }
    await collection.bulkWrite(ops);
    written += ops.length;
    changed.length = 0;
    changedIds.length = 0;
  };

  for (let w = 0; w < work.length; w++) {
    const event = work[w];
    const removal = projection.removeWhere?.(event);
    if (removal) {
      // Earlier changes go first, so that the removal sees (and removes) them too.
      await flush();
      written += await collection.deleteMany(removal);
      for (const working of docs.values())
        if (working.doc && matches(working.doc as unknown as Record<string, unknown>, removal)) {
          working.doc = null;
          working.position = undefined;
        }
    }
    for (const id of workIds[w]) {
      let current = docs.get(id);
      // Positions are unique and ordered (see LogPosition): a document that saw this event already skips it.
      if (current?.doc && current.position !== undefined && current.position >= event.position) continue;
      const next = projection.evolve(current?.doc ?? null, event, id);
      if (next === null && !current?.doc) continue;
      if (!current) docs.set(id, (current = { doc: null, position: undefined, dirty: false }));
      current.doc = next === null ? null : asWorking(next, id);
      current.position = event.position;
      if (!current.dirty) {
        current.dirty = true;
        changed.push(current);
        changedIds.push(id);
      }
    }
  }
  await flush();
  return written;
}
