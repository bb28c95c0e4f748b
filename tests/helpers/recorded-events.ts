// Helpers for projection specs: wrap domain events in recorded envelopes and fold them through one projection, as the runner does.
import type { RecordedEvent } from '../../backend/events/event-store';
import type { Projection } from '../../backend/projections/projection';
import type { Doc, ReadStore } from '../../backend/projections/read-store';
import { createMemoryReadStore } from '../../backend/projections/memory-read-store';
import { applyEvent } from '../../backend/projections/projection-runner';
import { projections } from '../../backend/projections';
import * as assert from 'uvu/assert';
import type { DomainEvent } from '../../domain/events';

/** A log builder: each event gets the next global position and the next revision of its stream. */
export function eventLog() {
  let position = 0;
  const revisions = new Map<string, number>();
  const log: RecordedEvent[] = [];
  return {
    log,
    add(stream: string, event: DomainEvent, meta: { actorId?: string; actorRole?: string; at?: string } = {}): RecordedEvent {
      const revision = revisions.get(stream) ?? 0;
      revisions.set(stream, revision + 1);
      const recorded = {
        ...event,
        id: `event-${++position}`,
        metadata: { actorId: meta.actorId ?? null, actorRole: meta.actorRole ?? null, correlationId: 'c-1', causationId: null, at: meta.at ?? '2025-03-01T10:00:00.000Z' },
        stream,
        revision,
        position,
      } as RecordedEvent;
      log.push(recorded);
      return recorded;
    },
  };
}

/** Folds events into the documents of one projection (without storage or bookkeeping). */
export function project<T extends Doc>(projection: Projection<T>, events: readonly RecordedEvent[]): Map<string, T> {
  const docs = new Map<string, T>();
  for (const e of events)
    for (const id of projection.idsOf(e as RecordedEvent<DomainEvent>)) {
      const next = projection.evolve(docs.get(id) ?? null, e as RecordedEvent<DomainEvent>, id);
      if (next === null) docs.delete(id);
      else docs.set(id, next);
    }
  return docs;
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
  for (const e of log) await applyEvent(store, projections, e);
  const once = await snapshot(store, collections);
  for (const e of log) await applyEvent(store, projections, e);
  assert.equal(await snapshot(store, collections), once);
  for (const name of collections) assert.ok(once[name].length > 0, `${name} is empty: nothing was checked`);
  return once;
}
