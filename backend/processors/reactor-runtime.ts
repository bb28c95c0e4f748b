// Runs reactors: one processor each, checkpoint stored after every batch; a failed reaction is retried with the same event.
import type { DomainEventType } from '@domain/events';
import type { Actor } from '@domain/shared/roles';
import type { CommandDeps } from '../commands/command-handler';
import type { EventStore, LogPosition, RecordedEvent, Subscription } from '../events/event-store';
import { LOG_START } from '../events/event-store';
import { deterministicId } from '../events/deterministic-id';
import { createBatchReader, type ReadBatch } from './batch-reader';
import type { CheckpointStore } from './checkpoint-store';
import { CHECKPOINT_AT_HEAD_MS, startProcessor, type Processor } from './processor';
import type { EventOfType } from './projection';
import type { ReactionContext, Reactor } from './reactor';
import type { Foreground } from './foreground';
import { createWaiters, type WaitTarget } from './waiters';

export interface ReactorRuntime {
  start(): Promise<void>;
  /** Resolves true once every reactor has reacted to the events up to `position`; false after the timeout. */
  waitFor(target: WaitTarget | null, timeoutMs?: number): Promise<boolean>;
  /** Where each reactor stands: its position in the log (null: it has not read anything yet). */
  status(): ReactorStatus[];
  stop(): Promise<void>;
}

export interface ReactorStatus {
  name: string;
  /** `elsewhere`: another instance runs it (shared-reactor-runtime.ts); position is its stored checkpoint. */
  state: 'running' | 'elsewhere';
  position: LogPosition | null;
}

/** The command context of `reactor`'s reaction to `event`: the command path's dependencies, acting for the event's actor. */
export function reactionContext(reactor: string, event: RecordedEvent, commands: CommandDeps, now: () => Date): ReactionContext {
  const { actorId, actorRole, correlationId } = event.metadata;
  return {
    ...commands,
    actor: actorId && actorRole ? ({ id: actorId, role: actorRole } satisfies Actor) : null,
    correlationId,
    causationId: event.id,
    now,
    eventIds(stream, count) {
      return Array.from({ length: count }, (_, i) => deterministicId(reactor, event.id, stream, String(i)));
    },
  };
}

/** A reactor that had nothing to react to stores its checkpoint at most this often while it reads (see run). */
const CHECKPOINT_EVERY_MS = 1000;

export function createReactorRuntime(options: {
  /** The log the reactors follow. */
  events: EventStore;
  /** What reactions run their commands with (built once by backend/core.ts, over the same event store). */
  commands: CommandDeps;
  reactors: readonly Reactor[];
  checkpoints: CheckpointStore;
  log?: (line: string) => void;
  now?: () => Date;
  read?: ReadBatch;
  /**
   * Store the checkpoint soon after a reactor reaches the head (within CHECKPOINT_AT_HEAD_MS), as other instances wait on
   * it (shared-reactor-runtime.ts); alone, at most every CHECKPOINT_EVERY_MS there (under load a reactor reaches the head
   * after every batch). Other instances wait only for reactors that handle what they wait for, and those store their
   * checkpoint at once after reacting.
   */
  storeAtHead?: boolean;
  /** The requests in hand on this instance: reactors that give way (e-mail) react when none is (foreground.ts). */
  foreground?: Foreground;
}): ReactorRuntime {
  const { events, checkpoints } = options;
  const log = options.log ?? ((line: string) => console.log(line));
  const now = options.now ?? (() => new Date());
  const read = options.read ?? createBatchReader(events);
  const processors: Processor[] = [];
  const names: string[] = [];
  let watcher: Subscription | null = null;

  const waiters = createWaiters((position) => processors.every((p) => p.position() >= position));
  let reportFatal: (error: Error) => void = () => undefined;
  const fatal = new Promise<never>((_, reject) => (reportFatal = reject));
  fatal.catch(() => undefined);
  const settle = waiters.settle;
  // Callers waiting for the reactors (read-your-writes with reactions): while any waits, nobody gives way.
  let waitingCallers = 0;
  const giveWay = (reactor: Reactor) => (reactor.givesWay && options.foreground && waitingCallers === 0 ? options.foreground.quiet() : undefined);
  const waitFor: ReactorRuntime['waitFor'] = async (target, timeoutMs) => {
    waitingCallers++;
    options.foreground?.release();
    try {
      return await waiters.waitFor(target, timeoutMs);
    } finally {
      waitingCallers--;
    }
  };

  const run = async (reactor: Reactor) => {
    const handles = new Set<string>(reactor.handles);
    const stored = await checkpoints.load(reactor.name);
    const from = stored ?? (reactor.startFrom === 'now' ? await events.headPosition() : LOG_START);
    let saved = from;
    let savedAt = performance.now();
    const save = async (position: LogPosition) => {
      await checkpoints.save(reactor.name, position);
      saved = position;
      savedAt = performance.now();
    };
    const storeReached = async (position: LogPosition) => {
      if (position !== saved) await save(position);
    };
    return startProcessor({
      name: `reactor ${reactor.name}`,
      from,
      read,
      log,
      // The checkpoint is stored after a batch the reactor reacted in, at least every CHECKPOINT_EVERY_MS, and at the head
      // (when storeAtHead, or the last store was that long ago), and when it stops:
      // a checkpoint left behind only makes the reactor read again events it had nothing to do with (a replay from the first
      // event stored one per batch, per reactor: 2,000 writes on 1,000,000 events).
      handle: async (batch) => {
        let reacted = false;
        for (const event of batch)
          if (handles.has(event.type)) {
            await giveWay(reactor);
            await reactor.react(event as EventOfType<DomainEventType>, reactionContext(reactor.name, event, options.commands, now));
            reacted = true;
          }
        if (reacted || performance.now() - savedAt >= CHECKPOINT_EVERY_MS) await save(batch[batch.length - 1].position);
      },
      onAdvance: settle,
      // Waiters here read the positions in memory; other instances read the stored checkpoint (shared-reactor-runtime.ts),
      // which follows at the head within CHECKPOINT_AT_HEAD_MS when shared (a call back then, if nothing else came) and at
      // most every CHECKPOINT_EVERY_MS alone.
      onCaughtUp: async (position) => {
        settle();
        if (position === saved) return undefined;
        const due = (options.storeAtHead ? CHECKPOINT_AT_HEAD_MS : CHECKPOINT_EVERY_MS) - (performance.now() - savedAt);
        if (due > 0) return options.storeAtHead ? due : undefined;
        await storeReached(position);
        return undefined;
      },
      onStop: storeReached,
      onFatal: (error) => reportFatal(error),
    });
  };

  return {
    async start() {
      for (const reactor of options.reactors) {
        processors.push(await run(reactor));
        names.push(reactor.name);
      }
      watcher = events.watch(() => processors.forEach((p) => p.wake()));
      await Promise.race([Promise.all(processors.map((p) => p.caughtUp)), fatal]);
    },
    waitFor,
    status: () => processors.map((p, i) => ({ name: names[i], state: 'running' as const, position: p.position() })),
    async stop() {
      await watcher?.close();
      waiters.cancelAll();
      await Promise.all(processors.map((p) => p.stop()));
    },
  };
}
