// The projection runtime: one processor per projection with its own checkpoint; new or changed projections are built beside
// the old read model and readers switch when the build has caught up (blue-green); commands' routes wait for their events.
import type { EventStore, LogPosition, RecordedEvent, Subscription } from '../events/event-store';
import { LOG_START } from '../events/event-store';
import { createMemoryReadStore } from '../read-store/memory-read-store';
import { withinTransaction, type Doc, type ReadStore } from '../read-store/read-store';
import { applyBatch } from './apply-batch';
import { createBatchReader, type ReadBatch } from './batch-reader';
import { CHECKPOINT_AT_HEAD_MS, startProcessor, type Processor } from './processor';
import type { Projection } from './projection';
import { createWaiters, type WaitTarget } from './waiters';

/** What the runtime keeps per projection in the `_projections` collection. */
export interface ProjectionState extends Doc {
  version: number;
  /** The physical collection readers use. */
  collection: string;
  checkpoint: LogPosition;
  /** A build in progress (cleaned up if the process died during it). */
  building: { collection: string; version: number } | null;
}

export interface ProjectionStatus {
  name: string;
  version: number;
  /** `elsewhere`: another instance runs it (shared-projection-runtime.ts); position is its stored checkpoint. */
  state: 'live' | 'building' | 'stopped' | 'elsewhere';
  collection: string | null;
  position: LogPosition;
  eventsRead: number;
}

export interface ProjectionRuntime {
  /** Catches every live projection up to the head; on an empty (cold) read store it also waits for the first builds. */
  start(): Promise<void>;
  /** Resolves true once every live projection has processed the event at `target.position`; false after the timeout. */
  waitFor(target: WaitTarget | null, timeoutMs?: number): Promise<boolean>;
  /** Adds a projection to the running runtime: it catches up from the first event while the app serves. */
  add(projection: Projection): Promise<void>;
  /** Rebuilds the named projections (all when none is named) into fresh collections and switches readers when caught up. */
  rebuild(names?: readonly string[]): Promise<void>;
  status(): ProjectionStatus[];
  stop(): Promise<void>;
}

interface Running {
  processor: Processor;
  collection: string;
}
interface Entry {
  projection: Projection;
  live: Running | null;
  build: Running | null;
}

export const PROJECTION_STATES = '_projections';
const STATE_POLL_MS = 5000;
/** A build staged in memory (see Staging) is loaded into the store once it holds this many documents, and goes on there. */
export const STAGED_DOCUMENTS_MAX = 500_000;
/** Processors started together wait at most this long for the others to be made (see startTogether). */
const TOGETHER_AT_MOST_MS = 5_000;

/**
 * A build from the first event, on a store that loads a new collection at once (ReadStore.bulkLoad): its batches are
 * applied to documents in this process's memory, with no transaction or write per batch, and loaded into the store in
 * one statement when the build reaches the head of the log (or holds STAGED_DOCUMENTS_MAX documents); from then on it
 * goes on in the store like any other processor. Projections read no other collection, so one can be built alone.
 */
interface Staging {
  memory: ReadStore | null;
}

export function createProjectionRuntime(options: {
  events: EventStore;
  store: ReadStore;
  projections: readonly Projection[];
  log?: (line: string) => void;
  read?: ReadBatch;
  /** See STAGED_DOCUMENTS_MAX (tests make it small). */
  stagedDocumentsMax?: number;
}): ProjectionRuntime {
  const { events, store } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const stagedMax = options.stagedDocumentsMax ?? STAGED_DOCUMENTS_MAX;
  const read = options.read ?? createBatchReader(events, store.batchSize, store.batchesKept);
  const states = store.collection<ProjectionState>(PROJECTION_STATES);
  const entries = new Map<string, Entry>();
  let watcher: Subscription | null = null;
  let poll: NodeJS.Timeout | null = null;

  /** Whether every live processor has read up to `position` (asked after each batch of each processor: no allocation). */
  const allReached = (position: LogPosition) => {
    for (const entry of entries.values()) if (entry.live && entry.live.processor.position() < position) return false;
    return true;
  };
  const waiters = createWaiters(allReached);
  let reportFatal: (error: Error) => void = () => undefined;
  /** Rejects when a processor meets an error no retry can fix (start() fails with it instead of waiting forever). */
  const fatal = new Promise<never>((_, reject) => (reportFatal = reject));
  fatal.catch(() => undefined);
  const settle = waiters.settle;

  /**
   * Processors that start() or rebuild() starts together read only once all of them are made (or after
   * TOGETHER_AT_MOST_MS): each is made after a round trip or two of its own (its state, its indexes), and one that began
   * alone ran ahead in memory beyond the batches the reader keeps, so that every other one read and parsed the log again
   * for itself (a 200,000-event replay into PostgreSQL: 1,191 reads of the log instead of 126, and 4× the time).
   */
  let together: { waiting: number; release: () => void; open: Promise<void> } | null = null;
  const startTogether = (count: number) => {
    let release: () => void = () => undefined;
    const open = new Promise<void>((resolve) => (release = resolve));
    const group = { waiting: count, open, release: () => (together === group && (together = null), release()) };
    together = group;
    setTimeout(group.release, TOGETHER_AT_MOST_MS).unref();
    return group.release;
  };
  const readTogether: ReadBatch = Object.assign((from: LogPosition) => (together ? together.open.then(() => read(from)) : read(from)), {
    batchSize: read.batchSize,
  });
  const made = () => {
    if (together && --together.waiting <= 0) together.release();
  };

  const saveCheckpoint = async (name: string, collection: string, checkpoint: LogPosition) => {
    const state = await states.get(name);
    if (state && state.collection === collection) await states.update(name, { checkpoint });
  };

  /**
   * A processor that keeps `collection` up to date from `from`. It stores its checkpoint with each batch that had events
   * it handles (other instances waiting for those events read it: shared-projection-runtime.ts), and at the head at most
   * every CHECKPOINT_AT_HEAD_MS (events it has nothing to do with: stored after every one, that was most of the
   * statements an application cost on PostgreSQL), and when it stops.
   */
  const follow = (projection: Projection, collection: string, from: LogPosition, onCaughtUp?: (position: LogPosition) => Promise<void>, staging?: Staging) => {
    const handles = new Set<string>(projection.handles);
    let saved = from;
    let savedAt = performance.now();
    /** The staged documents into the store, marked as having seen the log up to `position`; the build goes on there. */
    const load = async (position: LogPosition) => {
      const memory = staging?.memory;
      if (!memory) return;
      const docs = await memory.collection(collection).find({});
      await withinTransaction(store, () => store.bulkLoad!(collection, docs, { _position: position }, projection.indexes ?? []));
      staging.memory = null;
      await memory.close();
    };
    const stage = async (memory: ReadStore, batch: readonly RecordedEvent[]) => {
      await applyBatch(memory, collection, projection, batch);
      if ((await memory.collection(collection).count()) >= stagedMax) await load(batch[batch.length - 1].position);
    };
    const storeReached = async (position: LogPosition) => {
      if (position === saved) return;
      await withinTransaction(store, () => saveCheckpoint(projection.name, collection, position));
      saved = position;
      savedAt = performance.now();
    };
    const processor = startProcessor({
      name: `projection ${projection.name} (${collection})`,
      from,
      read: readTogether,
      log,
      // The documents of a batch and the checkpoint commit together on a store with transactions (exactly once).
      handle: (batch) =>
        staging?.memory
          ? stage(staging.memory, batch)
          : withinTransaction(store, async () => {
              const changed = await applyBatch(store, collection, projection, batch);
              if (changed > 0 || batch.some((e) => handles.has(e.type))) {
                await saveCheckpoint(projection.name, collection, batch[batch.length - 1].position);
                saved = batch[batch.length - 1].position;
                savedAt = performance.now();
              }
            }),
      onAdvance: settle,
      onFatal: (error) => reportFatal(error),
      onCaughtUp: async (position) => {
        await load(position);
        if (onCaughtUp) await onCaughtUp(position);
        settle();
        const due = CHECKPOINT_AT_HEAD_MS - (performance.now() - savedAt);
        if (position !== saved && due > 0) return due;
        await storeReached(position);
      },
      onStop: storeReached,
    });
    made();
    return processor;
  };

  const ensureIndexes = async (projection: Projection, collection: string) => {
    const c = store.collection(collection);
    const specs = projection.indexes ?? [];
    if (c.ensureIndexes) await c.ensureIndexes(specs);
    else for (const index of specs) await c.ensureIndex(index);
  };

  const goLive = async (entry: Entry, collection: string, from: LogPosition) => {
    await ensureIndexes(entry.projection, collection);
    store.alias(entry.projection.name, collection);
    entry.live = { processor: follow(entry.projection, collection, from), collection };
    return entry.live.processor.caughtUp;
  };

  /** Builds the projection into a fresh collection from the first event; when caught up, readers switch and the old one is dropped. */
  const build = async (entry: Entry) => {
    const { projection } = entry;
    const collection = `${projection.name}_v${projection.version}_${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const state = await states.get(projection.name);
    await states.upsert(
      state
        ? { ...state, building: { collection, version: projection.version } }
        : { id: projection.name, version: projection.version, collection, checkpoint: LOG_START, building: { collection, version: projection.version } },
    );
    return new Promise<void>((resolve) => {
      const switchOver = async (position: LogPosition) => {
        if (entry.build?.collection !== collection) return;
        // Indexes are made once the documents are all there: one pass over them, not an index update per event replayed.
        await ensureIndexes(projection, collection);
        const previous = entry.live;
        await states.upsert({ id: projection.name, version: projection.version, collection, checkpoint: position, building: null });
        store.alias(projection.name, collection);
        entry.live = entry.build;
        entry.build = null;
        if (previous) {
          await previous.processor.stop();
          if (previous.collection !== collection) await store.drop(previous.collection);
        } else if (state && state.collection !== collection) await store.drop(state.collection);
        if (previous || state) log(`projection ${projection.name} v${projection.version}: rebuilt into ${collection}, readers switched`);
        resolve();
      };
      const staging = store.bulkLoad ? { memory: createMemoryReadStore() } : undefined;
      entry.build = { processor: follow(projection, collection, LOG_START, switchOver, staging), collection };
    });
  };

  /** Starts one projection from its stored state: live where the stored version is current, else a build beside the old one. */
  const open = async (projection: Projection): Promise<{ live?: Promise<void>; built?: Promise<void> }> => {
    const entry: Entry = { projection, live: null, build: null };
    entries.set(projection.name, entry);
    let state = await states.get(projection.name);
    if (state?.building) {
      await store.drop(state.building.collection);
      state = { ...state, building: null };
      await states.upsert(state);
    }
    if (state && state.version === projection.version) return { live: goLive(entry, state.collection, state.checkpoint) };
    // Readers keep the old version's documents (frozen: its code is gone) until the new version has caught up.
    if (state) store.alias(projection.name, state.collection);
    return { built: build(entry) };
  };

  /** Another process (npm run replay) switched a projection to a rebuilt collection: follow it there. */
  const adoptSwitches = async () => {
    for (const state of await states.find({})) {
      const entry = entries.get(state.id);
      if (!entry?.live || entry.build || state.version !== entry.projection.version || state.collection === entry.live.collection) continue;
      const old = entry.live;
      entry.live = null;
      await old.processor.stop();
      await goLive(entry, state.collection, state.checkpoint);
      await store.drop(old.collection);
      log(`projection ${state.id}: switched to ${state.collection}, rebuilt by another process`);
    }
  };

  const wakeAll = () => {
    for (const e of entries.values()) {
      e.live?.processor.wake();
      e.build?.processor.wake();
    }
  };

  return {
    async start() {
      const cold = (await states.count()) === 0;
      const release = startTogether(options.projections.length);
      const opened = await Promise.all(options.projections.map(open)).catch((error: unknown) => {
        release();
        throw error;
      });
      watcher = events.watch(wakeAll);
      await Promise.race([Promise.all(opened.map((o) => o.live)), fatal]);
      if (cold) await Promise.race([Promise.all(opened.map((o) => o.built)), fatal]);
      if (store.durable) {
        poll = setInterval(() => void adoptSwitches().catch((e: Error) => log(`projection state poll failed: ${e.message}`)), STATE_POLL_MS);
        poll.unref();
      }
    },
    waitFor: waiters.waitFor,
    async add(projection) {
      if (entries.has(projection.name)) throw new Error(`projection ${projection.name} is already running`);
      const opened = await open(projection);
      await (opened.live ?? opened.built);
    },
    async rebuild(names) {
      const chosen = names?.length ? names : options.projections.map((p) => p.name);
      const unknown = chosen.filter((name) => !options.projections.some((p) => p.name === name));
      if (unknown.length) throw new Error(`no projection named ${unknown.join(', ')}`);
      if (!watcher) watcher = events.watch(wakeAll);
      startTogether(chosen.length);
      await Promise.all(
        chosen.map((name) => {
          // Without start() (npm run replay in its own process) the entry has no live processor: the build is all there is.
          let entry = entries.get(name);
          if (!entry) entries.set(name, (entry = { projection: options.projections.find((p) => p.name === name)!, live: null, build: null }));
          return build(entry);
        }),
      );
    },
    status() {
      return [...entries.values()].map(({ projection, live, build }) => {
        const running = build ?? live;
        return {
          name: projection.name,
          version: projection.version,
          state: build ? 'building' : live ? 'live' : 'stopped',
          collection: running?.collection ?? null,
          position: running?.processor.position() ?? LOG_START,
          eventsRead: running?.processor.eventsRead() ?? 0,
        };
      });
    },
    async stop() {
      if (poll) clearInterval(poll);
      await watcher?.close();
      watcher = null;
      waiters.cancelAll();
      await Promise.all([...entries.values()].flatMap((e) => [e.live?.processor.stop(), e.build?.processor.stop()]));
    },
  };
}
