// Building blocks of the shared runtimes (several instances on one store): a seat that runs a processor's runtime while
// this instance holds its lease, an observer of what other instances stored, and a wait that uses whichever applies.
import type { LogPosition } from '../events/event-store';
import type { Lease, Leases } from './leases';
import type { WaitTarget } from './waiters';

interface Startable {
  start(): Promise<void>;
  stop(): Promise<void>;
  waitFor(target: WaitTarget | null, timeoutMs?: number): Promise<boolean>;
}

export interface Seat<R extends Startable> {
  /** The runtime this instance runs for the seat, once it has started; null while another instance holds the lease. */
  running(): R | null;
  /** Asks for the lease when it is not held here; when granted, starts the runtime and resolves once it runs (or the lease is lost). */
  contend(): Promise<void>;
  stop(): Promise<void>;
}

export function createSeat<R extends Startable>(options: {
  lease: string;
  leases: Leases;
  /** A runtime for this seat, not started yet; its writes are fenced by `lease`. */
  create(lease: Lease): R;
  log(line: string): void;
}): Seat<R> {
  const { log } = options;
  let lease: Lease | null = null;
  let runtime: R | null = null;
  let ready = false;
  let stopped = false;
  let contending: Promise<void> | null = null;

  const stepDown = async (which: Lease, why: string) => {
    if (lease !== which) return;
    lease = null;
    ready = false;
    const r = runtime;
    runtime = null;
    await r?.stop();
    await which.release().catch(() => undefined);
    if (!stopped) log(`${options.lease}: ${why}; another instance carries it on`);
  };

  const takeOver = async () => {
    if (lease || stopped) return;
    const taken = await options.leases.tryAcquire(options.lease).catch((error: Error) => {
      log(`${options.lease}: could not ask for the lease (${error.message})`);
      return null;
    });
    if (!taken) return;
    if (stopped) return taken.release();
    lease = taken;
    runtime = options.create(taken);
    void taken.lost.then(() => stepDown(taken, 'lease lost'));
    try {
      // A lease lost during a long start (a cold build) must not leave this seat waiting for a start that never ends.
      await Promise.race([runtime.start(), taken.lost]);
    } catch (error) {
      return stepDown(taken, `could not start (${(error as Error).message})`);
    }
    if (lease === taken) ready = true;
  };

  return {
    running: () => (ready ? runtime : null),
    contend() {
      contending ??= takeOver().finally(() => (contending = null));
      return contending;
    },
    async stop() {
      stopped = true;
      const [r, l] = [runtime, lease];
      runtime = lease = null;
      ready = false;
      await r?.stop();
      await l?.release().catch(() => undefined);
    },
  };
}

export interface Observer<T> {
  current(): T | null;
  refresh(): Promise<void>;
  /** Resolves after the next refresh, which all callers share (at most one every `intervalMs`), or after `maxMs`. */
  next(maxMs: number): Promise<void>;
}

/** Keeps the last value of something other instances write (the stored checkpoints), re-read on demand. */
export function createObserver<T>(load: () => Promise<T>, intervalMs: number, log: (line: string) => void): Observer<T> {
  let value: T | null = null;
  let tick: Promise<void> | null = null;
  const refresh = async () => {
    value = await load();
  };
  return {
    current: () => value,
    refresh,
    next(maxMs) {
      const refreshed = (tick ??= new Promise<void>((resolve) =>
        setTimeout(() => {
          void refresh()
            .catch((error: Error) => log(`reading the stored checkpoints failed: ${error.message}`))
            .finally(() => {
              tick = null;
              resolve();
            });
        }, intervalMs),
      ));
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.max(0, maxMs));
        void refreshed.then(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    },
  };
}

/**
 * Waits until one processor has reached `position`: through its own runtime while this instance runs it, else through
 * what the instance that runs it stored (`reachedElsewhere`, refreshed by the observer). Leadership may change meanwhile.
 */
export async function waitAcrossInstances(options: {
  position: LogPosition;
  deadline: number;
  running(): Startable | null;
  reachedElsewhere(): boolean;
  observer: Observer<unknown>;
}): Promise<boolean> {
  for (;;) {
    const remaining = options.deadline - Date.now();
    const local = options.running();
    if (local) {
      if (await local.waitFor({ position: options.position }, Math.max(0, remaining))) return true;
      // Timed out, or stopped because the lease was lost: the loop decides which.
      if (Date.now() >= options.deadline) return false;
      if (options.running() === local) await new Promise((r) => setTimeout(r, 10));
      continue;
    }
    if (options.reachedElsewhere()) return true;
    if (remaining <= 0) return false;
    await options.observer.next(remaining);
  }
}

/** Whether a processor handling `handles` may have something to do with events of `types` (absent: any type, so yes). */
export const handlesAny = (handles: readonly string[], types: readonly string[] | undefined) => !types || handles.some((type) => types.includes(type));
