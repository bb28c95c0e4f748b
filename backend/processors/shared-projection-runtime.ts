// The projection runtime for several app instances on one store: each projection runs in the one instance holding its
// lease (a runtime of its own, as in projection-runtime.ts), and moves when that instance dies; every instance answers
// waitFor — from its own processors for the projections it runs, from the checkpoints the others store for the rest.
import { AsyncLocalStorage } from 'node:async_hooks';
import type { EventStore, LogPosition } from '../events/event-store';
import { withinTransaction, type Collection, type Doc, type ReadStore } from '../read-store/read-store';
import { createBatchReader, type ReadBatch } from './batch-reader';
import { createObserver, createSeat, handlesAny, waitAcrossInstances, type Seat } from './leadership';
import type { Lease, Leases } from './leases';
import type { Projection } from './projection';
import { PROJECTION_STATES, createProjectionRuntime, type ProjectionRuntime, type ProjectionState, type ProjectionStatus } from './projection-runtime';

export interface SharedRuntimeOptions {
  events: EventStore;
  store: ReadStore;
  projections: readonly Projection[];
  leases: Leases;
  log?: (line: string) => void;
  read?: ReadBatch;
  /** How often an instance asks for the leases it does not hold (how soon a projection moves after its holder died). */
  retryMs?: number;
  /** How often a waiting instance re-reads the stored checkpoints of projections that run elsewhere. */
  observeMs?: number;
}

/**
 * The fenced transaction under way, whichever projection's: one AsyncLocalStorage for all of them, since every one that
 * exists makes each promise created anywhere in the process cost more (Node copies each storage's value onto each new
 * promise: one per projection was a fifth of a signed-in read's CPU on PostgreSQL).
 */
const fencedTransactions = new AsyncLocalStorage<{ lease: Lease; passed: boolean }>();

/**
 * The store as a lease holder writes to it: in each transaction, the first write passes the lease's fence first (in
 * that transaction). A batch that touches none of the projection's documents writes nothing, and so costs nothing.
 */
function fenced(store: ReadStore, lease: Lease): ReadStore {
  const beforeWrite = async () => {
    const tx = fencedTransactions.getStore();
    if (tx && tx.lease === lease && !tx.passed) {
      await lease.fence();
      tx.passed = true;
    }
  };
  const guarded = <T extends Doc>(c: Collection<T>): Collection<T> => ({
    get: (id) => c.get(id),
    getMany: (ids) => c.getMany(ids),
    find: (filter, options) => c.find(filter, options),
    count: (filter) => c.count(filter),
    ensureIndex: (field) => c.ensureIndex(field),
    // All of a projection's indexes at once where the store can (PostgreSQL: its count columns and their indexes).
    ensureIndexes: c.ensureIndexes && ((indexes) => c.ensureIndexes!(indexes)),
    upsert: async (doc) => (await beforeWrite(), c.upsert(doc)),
    update: async (id, patch) => (await beforeWrite(), c.update(id, patch)),
    delete: async (id) => (await beforeWrite(), c.delete(id)),
    deleteMany: async (filter) => (await beforeWrite(), c.deleteMany(filter)),
    bulkWrite: async (ops) => (await beforeWrite(), c.bulkWrite(ops)),
  });
  return {
    ...store,
    collection: <T extends Doc>(name: string) => guarded(store.collection<T>(name)),
    bulkLoad: store.bulkLoad && (async (name, docs, fields, indexes) => (await beforeWrite(), store.bulkLoad!(name, docs, fields, indexes))),
    transaction: (work) => withinTransaction(store, () => fencedTransactions.run({ lease, passed: false }, work)),
  };
}

export function createSharedProjectionRuntime(options: SharedRuntimeOptions): ProjectionRuntime {
  const { events, store, leases } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const read = options.read ?? createBatchReader(events);
  const retryMs = options.retryMs ?? 1000;
  const states = store.collection<ProjectionState>(PROJECTION_STATES);
  const seats = new Map<string, { projection: Projection; seat: Seat<ProjectionRuntime> }>();
  const stored = createObserver(async () => new Map((await states.find({})).map((s) => [s.id, s])), options.observeMs ?? 20, log);
  let timer: NodeJS.Timeout | null = null;

  const refresh = async () => {
    await stored.refresh();
    // Readers follow the collection the stored state names (it changes when a rebuild switches over elsewhere).
    for (const [name, { seat }] of seats) {
      const state = stored.current()?.get(name);
      if (state && !seat.running()) store.alias(name, state.collection);
    }
  };

  const seatFor = (projection: Projection) => {
    const seat = createSeat<ProjectionRuntime>({
      lease: `projection:${projection.name}`,
      leases,
      log,
      create: (lease) => createProjectionRuntime({ events, store: fenced(store, lease), projections: [projection], log, read }),
    });
    seats.set(projection.name, { projection, seat });
    return seat;
  };

  /** Where another instance runs it: live at this version with its checkpoint at or past `position` (others are not waited for, as in one instance). */
  const reachedElsewhere = (projection: Projection, position: LogPosition) => {
    const state = stored.current()?.get(projection.name);
    return !state || state.version !== projection.version || state.checkpoint >= position;
  };

  const waitFor = async (projection: Projection, position: LogPosition, deadline: number) =>
    waitAcrossInstances({
      position,
      deadline,
      running: () => seats.get(projection.name)!.seat.running(),
      reachedElsewhere: () => reachedElsewhere(projection, position),
      observer: stored,
    });

  /**
   * Serve only what has caught up with the log as it was at start, as one instance does: a projection with no stored
   * state (a cold start) is waited for until it is built, wherever that happens; one at another version is rebuilt
   * beside the old collection, which readers keep meanwhile.
   */
  const caughtUp = async (projection: Projection, head: LogPosition, cold: boolean) => {
    for (;;) {
      if (!cold && (await waitFor(projection, head, Date.now() + 30_000))) return;
      const state = stored.current()?.get(projection.name);
      if (cold && state && state.version === projection.version && !state.building && state.checkpoint >= head) return;
      if (cold) await stored.next(1000);
      else log(`projection ${projection.name}: still catching up with the log (position ${head})`);
    }
  };

  const open = async (projection: Projection) => {
    const seat = seatFor(projection);
    const cold = !stored.current()?.get(projection.name);
    const head = await events.headPosition();
    await seat.contend();
    await caughtUp(projection, head, cold);
  };

  return {
    async start() {
      await refresh();
      await Promise.all(options.projections.map(open));
      await refresh();
      timer = setInterval(() => {
        for (const { seat } of seats.values()) void seat.contend();
        void refresh().catch((error: Error) => log(`reading the projection states failed: ${error.message}`));
      }, retryMs);
      timer.unref();
    },
    async waitFor(target, timeoutMs = 10_000) {
      if (!target) return true;
      const deadline = Date.now() + timeoutMs;
      // A projection that handles none of what was written has nothing to show of it: not waited for (it stores its
      // checkpoint at the head only now and then; one that handles it stores it with the batch).
      const concerned = [...seats.values()].filter(({ projection }) => handlesAny(projection.handles, target.types));
      const reached = await Promise.all(concerned.map(({ projection }) => waitFor(projection, target.position, deadline)));
      return reached.every(Boolean);
    },
    async add(projection) {
      if (seats.has(projection.name)) throw new Error(`projection ${projection.name} is already running`);
      await refresh();
      await open(projection);
    },
    async rebuild(names) {
      // As `npm run replay` does: build beside the live collections; their runners (here or elsewhere) follow the switch.
      const builder = createProjectionRuntime({ events, store, projections: options.projections, log, read });
      try {
        await builder.rebuild(names);
      } finally {
        await builder.stop();
      }
      await refresh();
    },
    status(): ProjectionStatus[] {
      return [...seats.values()].flatMap(({ projection, seat }) => {
        const local = seat.running();
        if (local) return local.status();
        const state = stored.current()?.get(projection.name);
        return [
          {
            name: projection.name,
            version: projection.version,
            state: 'elsewhere' as const,
            collection: state?.collection ?? null,
            position: state?.checkpoint ?? '',
            eventsRead: 0,
          },
        ];
      });
    },
    async stop() {
      if (timer) clearInterval(timer);
      await Promise.all([...seats.values()].map(({ seat }) => seat.stop()));
    },
  };
}
