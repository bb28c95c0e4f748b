// Helpers for projection specs: wrap domain events in recorded envelopes and fold them through projections, as the runtime does.
import * as assert from 'uvu/assert';
import type { DomainEvent, DomainEventType } from '@domain/events';
import type { RecordedEvent } from '@backend/events/event-store';
import { projections } from '@backend/projections';
import { applyBatch } from '@backend/processors/apply-batch';
import { withoutBookkeeping, type EventOfType, type Projection } from '@backend/processors/projection';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import type { Collection, Doc, ReadStore } from '@backend/read-store/read-store';

/** The position of the n-th event of a test log (same shape as the SQLite adapter's). */
export const positionOf = (n: number) => String(n).padStart(16, '0');

/** A log builder: each event gets the next global position and the next revision of its stream. */
export function eventLog() {
  let n = 0;
  const revisions = new Map<string, number>();
  const log: RecordedEvent[] = [];
  return {
    log,
    add(stream: string, event: DomainEvent, meta: { actorId?: string; actorRole?: 'student' | 'company' | 'admin' | 'system'; at?: string } = {}): RecordedEvent {
      const revision = revisions.get(stream) ?? 0;
      revisions.set(stream, revision + 1);
      n += 1;
      const recorded: RecordedEvent = {
        type: event.type,
        data: event.data,
        id: `event-${n}`,
        metadata: { actorId: meta.actorId ?? null, actorRole: meta.actorRole ?? null, correlationId: 'c-1', causationId: null, at: meta.at ?? '2025-03-01T10:00:00.000Z' },
        stream,
        revision,
        position: positionOf(n),
      };
      log.push(recorded);
      return recorded;
    },
  };
}

/** Folds events into the documents of one projection (without storage or bookkeeping). */
export function project<T extends Doc, K extends DomainEventType>(projection: Projection<T, K>, events: readonly RecordedEvent[]): Map<string, T> {
  const docs = new Map<string, T>();
  const handles = new Set<string>(projection.handles);
  for (const e of events) {
    if (!handles.has(e.type)) continue;
    const event = e as EventOfType<K>;
    for (const id of projection.idsOf(event)) {
      const next = projection.evolve(docs.get(id) ?? null, event, id);
      if (next === null) docs.delete(id);
      else docs.set(id, next);
    }
  }
  return docs;
}

/** Applies a log to a read store with every projection, each into the collection of its own name, in batches like the runtime. */
export async function applyLog(store: ReadStore, log: readonly RecordedEvent[], batchSize = 100) {
  for (let i = 0; i < log.length; i += batchSize)
    for (const p of projections) await applyBatch(store, p.name, p, log.slice(i, i + batchSize));
}

/** Every document of the named collections, sorted by id (a comparable snapshot of a read store). */
export async function snapshot(store: ReadStore, collections: readonly string[]): Promise<Record<string, Doc[]>> {
  const out: Record<string, Doc[]> = {};
  for (const name of collections) out[name] = (await store.collection(name).find({})).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return out;
}

/** Applies the log to a fresh memory store with every projection, then again: the second pass must change nothing. */
export async function assertReplayIsIdempotent(log: readonly RecordedEvent[], collections: readonly string[]) {
  const store = createMemoryReadStore();
  await applyLog(store, log);
  const once = await snapshot(store, collections);
  await applyLog(store, log, 7);
  assert.equal(await snapshot(store, collections), once);
  for (const name of collections) assert.ok(once[name].length > 0, `${name} is empty: nothing was checked`);
  // The other way of applying a batch (documents read out and written back, as on MongoDB or on disk) makes the same
  // documents, with their positions as bookkeeping; twice too.
  const elsewhere = withoutLive(createMemoryReadStore());
  await applyLog(elsewhere, log, 7);
  await applyLog(elsewhere, log);
  assert.equal(servedOf(await snapshot(elsewhere, collections)), once);
  return once;
}

/** A snapshot's documents as queries serve them (without bookkeeping). */
const servedOf = (snap: Record<string, Doc[]>) => Object.fromEntries(Object.entries(snap).map(([name, docs]) => [name, docs.map(withoutBookkeeping)]));

/** The store without its documents in this process (`live`): applyBatch reads documents out and writes them back, as it does on the other stores. */
export function withoutLive(store: ReadStore): ReadStore {
  const hide = <T extends Doc>(c: Collection<T>): Collection<T> =>
    new Proxy(c, {
      get: (target, key) => {
        if (key === 'live') return undefined;
        const value = Reflect.get(target, key, target) as unknown;
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
  return { ...store, collection: <T extends Doc>(name: string) => hide(store.collection<T>(name)) };
}
