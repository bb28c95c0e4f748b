// The reactor runtime for several app instances on one store: each reactor runs in the one instance holding its lease
// (a runtime of its own, as in reactor-runtime.ts) and moves when that instance dies; waitFor reads the stored
// checkpoints of reactors that run elsewhere. Reactions are idempotent (deterministic follow-up ids), so the moment two
// instances may overlap during a hand-over only repeats appends that the event store takes as the same append.
import type { CommandDeps } from '../commands/command-handler';
import type { EventStore, LogPosition } from '../events/event-store';
import { createBatchReader, type ReadBatch } from './batch-reader';
import type { CheckpointStore } from './checkpoint-store';
import { createObserver, createSeat, handlesAny, waitAcrossInstances, type Seat } from './leadership';
import type { Leases } from './leases';
import type { Reactor } from './reactor';
import type { Foreground } from './foreground';
import { createReactorRuntime, type ReactorRuntime } from './reactor-runtime';

export function createSharedReactorRuntime(options: {
  events: EventStore;
  /** What reactions run their commands with (reactor-runtime.ts). */
  commands: CommandDeps;
  reactors: readonly Reactor[];
  checkpoints: CheckpointStore;
  leases: Leases;
  log?: (line: string) => void;
  now?: () => Date;
  read?: ReadBatch;
  retryMs?: number;
  observeMs?: number;
  /** The requests in hand on this instance (reactor-runtime.ts). */
  foreground?: Foreground;
}): ReactorRuntime {
  const { events, checkpoints, leases } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const read = options.read ?? createBatchReader(events);
  const seats = new Map<string, Seat<ReactorRuntime>>();
  const stored = createObserver(
    async () => new Map(await Promise.all(options.reactors.map(async (r) => [r.name, await checkpoints.load(r.name)] as const))),
    options.observeMs ?? 20,
    log,
  );
  let timer: NodeJS.Timeout | null = null;

  for (const reactor of options.reactors)
    seats.set(
      reactor.name,
      createSeat<ReactorRuntime>({
        lease: `reactor:${reactor.name}`,
        leases,
        log,
        create: () =>
          createReactorRuntime({ events, commands: options.commands, reactors: [reactor], checkpoints, log, now: options.now, read, storeAtHead: true, foreground: options.foreground }),
      }),
    );

  /** A reactor run elsewhere has reached `position` once its stored checkpoint has (no checkpoint: it has not reacted yet). */
  const reachedElsewhere = (name: string, position: LogPosition) => {
    const checkpoint = stored.current()?.get(name);
    return checkpoint !== undefined && checkpoint !== null && checkpoint >= position;
  };

  return {
    async start() {
      await stored.refresh();
      await Promise.all([...seats.values()].map((seat) => seat.contend()));
      timer = setInterval(() => {
        for (const seat of seats.values()) void seat.contend();
      }, options.retryMs ?? 1000);
      timer.unref();
    },
    async waitFor(target, timeoutMs = 10_000) {
      if (!target) return true;
      const deadline = Date.now() + timeoutMs;
      // As for projections (shared-projection-runtime.ts): only the reactors that handle what was written.
      const concerned = options.reactors.filter((r) => handlesAny(r.handles, target.types)).map((r) => [r.name, seats.get(r.name)!] as const);
      const reached = await Promise.all(
        concerned.map(([name, seat]) =>
          waitAcrossInstances({
            position: target.position,
            deadline,
            running: () => seat.running(),
            reachedElsewhere: () => reachedElsewhere(name, target.position),
            observer: stored,
          }),
        ),
      );
      return reached.every(Boolean);
    },
    status() {
      return [...seats].flatMap(
        ([name, seat]) => seat.running()?.status() ?? [{ name, state: 'elsewhere' as const, position: stored.current()?.get(name) ?? null }],
      );
    },
    async stop() {
      if (timer) clearInterval(timer);
      await Promise.all([...seats.values()].map((seat) => seat.stop()));
    },
  };
}
