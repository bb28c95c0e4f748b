// Feeds the event log to every projection from the stored checkpoint, and lets commands wait until their events are projected.
import type { EventStore, RecordedEvent, Subscription } from '../events/event-store';
import { alreadyApplied, withoutBookkeeping, type Projection, type Projected } from './projection';
import type { Doc, ReadStore } from './read-store';

const CHECKPOINTS = '_checkpoints';
const CHECKPOINT_ID = 'projections';

export interface ProjectionRunner {
  start(): Promise<void>;
  /**
   * Resolves once every event up to `position` has been applied to the read models. With `eventId` (the last event
   * of an append) it resolves when that very event is applied, which stays exact where one append's events share a
   * position (EventStoreDB).
   */
  waitFor(position: number, options?: { eventId?: string; timeoutMs?: number }): Promise<void>;
  position(): number;
  stop(): Promise<void>;
}

/** Applies one event to every projection it concerns; skips documents that already saw it (idempotent). */
export async function applyEvent(store: ReadStore, projections: readonly Projection<Doc>[], event: RecordedEvent) {
  for (const p of projections) {
    const ids = p.idsOf(event);
    if (ids.length === 0) continue;
    const collection = store.collection<Projected<Doc>>(p.collection);
    for (const id of ids) {
      const current = await collection.get(id);
      if (current && alreadyApplied(current, event)) continue;
      const next = p.evolve(current ? withoutBookkeeping(current) : null, event, id);
      if (next === null) {
        if (current) await collection.delete(id);
      } else {
        await collection.upsert({ ...next, id, _position: event.position, _revision: event.revision });
      }
    }
  }
}

export function createProjectionRunner(
  events: EventStore,
  store: ReadStore,
  projections: readonly Projection<Doc>[],
): ProjectionRunner {
  let checkpoint = 0;
  let subscription: Subscription | null = null;
  const waiters = new Set<{ position: number; eventId?: string; resolve: () => void }>();
  let lastEventId: string | null = null;
  const checkpoints = store.collection<{ id: string; position: number }>(CHECKPOINTS);

  const reached = (w: { position: number; eventId?: string }) =>
    w.eventId ? checkpoint > w.position || w.eventId === lastEventId : checkpoint >= w.position;
  const settle = () => {
    for (const w of waiters)
      if (reached(w)) {
        waiters.delete(w);
        w.resolve();
      }
  };

  const handle = async (event: RecordedEvent) => {
    await applyEvent(store, projections, event);
    checkpoint = event.position;
    lastEventId = event.id;
    await checkpoints.upsert({ id: CHECKPOINT_ID, position: checkpoint });
    settle();
  };

  return {
    async start() {
      for (const p of projections) for (const f of p.indexes ?? []) await store.collection(p.collection).ensureIndex(f);
      checkpoint = (await checkpoints.get(CHECKPOINT_ID))?.position ?? 0;
      // Catch up before serving, so that the first GET sees everything already in the log.
      for (;;) {
        const batch = await events.readAll(checkpoint, 1000);
        if (batch.length === 0) break;
        for (const e of batch) await handle(e);
      }
      subscription = events.subscribe(checkpoint, handle);
    },
    waitFor(position, { eventId, timeoutMs = 10_000 } = {}) {
      if (checkpoint > position || (checkpoint === position && (!eventId || eventId === lastEventId))) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const waiter = {
          position,
          eventId,
          resolve: () => {
            clearTimeout(timer);
            resolve();
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`projections did not reach position ${position} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    position: () => checkpoint,
    async stop() {
      await subscription?.close();
      subscription = null;
    },
  };
}
