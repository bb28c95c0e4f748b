// Feeds the event log to every projection from the stored checkpoint, and lets commands wait until their events are projected.
import type { EventStore, RecordedEvent, Subscription } from '../events/event-store';
import type { Projection, Projected } from './projection';
import type { Doc, ReadStore } from './read-store';

const CHECKPOINTS = '_checkpoints';
const CHECKPOINT_ID = 'projections';

export interface ProjectionRunner {
  start(): Promise<void>;
  /** Resolves once every event up to `position` has been applied to the read models. */
  waitFor(position: number, timeoutMs?: number): Promise<void>;
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
      if (current && current._position >= event.position) continue;
      const { _position: _seen, ...doc } = current ?? ({} as Projected<Doc>);
      const next = p.evolve(current ? (doc as Doc) : null, event, id);
      if (next === null) {
        if (current) await collection.delete(id);
      } else {
        await collection.upsert({ ...next, id, _position: event.position });
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
  const waiters = new Set<{ position: number; resolve: () => void }>();
  const checkpoints = store.collection<{ id: string; position: number }>(CHECKPOINTS);

  const settle = () => {
    for (const w of waiters)
      if (checkpoint >= w.position) {
        waiters.delete(w);
        w.resolve();
      }
  };

  const handle = async (event: RecordedEvent) => {
    await applyEvent(store, projections, event);
    checkpoint = event.position;
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
    waitFor(position, timeoutMs = 10_000) {
      if (checkpoint >= position) return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const waiter = {
          position,
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
