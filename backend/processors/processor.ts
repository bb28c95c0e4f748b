// A processor: follows the log from its own position, hands each batch to its handler, sleeps at the head until woken.
import { isPermanentStoreError, type LogPosition, type RecordedEvent } from '../events/event-store';
import type { ReadBatch } from './batch-reader';

export interface ProcessorOptions {
  name: string;
  from: LogPosition;
  read: ReadBatch;
  /** Applies one batch; a throw retries the same batch later (handlers are idempotent). */
  handle(batch: readonly RecordedEvent[]): Promise<void>;
  /** After each handled batch. */
  onAdvance?(position: LogPosition): void;
  /**
   * Each time the processor has read everything in the log (e.g. to store its checkpoint or switch readers). A number:
   * call again after that many milliseconds if nothing woke the processor meanwhile (a checkpoint due later).
   */
  onCaughtUp?(position: LogPosition): Promise<number | void> | number | void;
  /** An error no retry can fix (a damaged store, an unreadable event): the processor stops and reports it here. */
  onFatal?(error: Error): void;
  /**
   * When stop() was called, after the last batch (not after a fatal error): a position reached since the last onCaughtUp
   * can be stored (a stop between a batch and the next read would otherwise leave it for the next start to read again).
   */
  onStop?(position: LogPosition): Promise<void> | void;
  log(line: string): void;
}

export interface Processor {
  readonly name: string;
  position(): LogPosition;
  /** Events read so far (for rates in progress bars). */
  eventsRead(): number;
  /** Resolves the first time the processor reaches the head of the log. */
  caughtUp: Promise<void>;
  wake(): void;
  stop(): Promise<void>;
}

const MAX_BACKOFF_MS = 30_000;
/**
 * How soon a processor that reached the head with nothing to write stores its position, where others may wait on it
 * (projections; reactors shared by instances): not after every event, which on PostgreSQL was most of what an application
 * cost, and not so late that a wait for the log's head elsewhere notices.
 */
export const CHECKPOINT_AT_HEAD_MS = 250;

export function startProcessor(options: ProcessorOptions): Processor {
  let position = options.from;
  let read = 0;
  let running = true;
  let woken = false;
  let sleeper: (() => void) | null = null;
  let reachedHead: () => void = () => undefined;
  const caughtUp = new Promise<void>((resolve) => (reachedHead = resolve));

  const wake = () => {
    woken = true;
    sleeper?.();
  };
  const sleep = (ms?: number) =>
    new Promise<void>((resolve) => {
      if (woken && ms === undefined) return resolve();
      const timer = ms === undefined ? null : setTimeout(() => done(), ms);
      const done = () => {
        if (timer) clearTimeout(timer);
        sleeper = null;
        resolve();
      };
      sleeper = done;
    });

  /** At the head: tells onCaughtUp, then sleeps until woken (calling it again when it asked to be, meanwhile). */
  const atHead = async () => {
    let again = await options.onCaughtUp?.(position);
    reachedHead();
    while (running && !woken && typeof again === 'number') {
      await sleep(again);
      if (!running || woken) return;
      again = await options.onCaughtUp?.(position);
    }
    if (running) await sleep();
  };

  let fatal = false;
  const loop = async () => {
    let failures = 0;
    while (running) {
      try {
        woken = false;
        const batch = await options.read(position);
        if (!running) break;
        if (batch.length === 0) {
          await atHead();
          failures = 0;
          continue;
        }
        await options.handle(batch);
        position = batch[batch.length - 1].position;
        read += batch.length;
        failures = 0;
        options.onAdvance?.(position);
        // A batch shorter than a full one was the rest of the log when it was read; an append since would have woken the
        // processor. Not woken: it is at the head without another read (an empty read per processor per batch, which on
        // PostgreSQL is a round trip each time events arrive one by one).
        if (options.read.batchSize !== undefined && batch.length < options.read.batchSize && !woken) {
          await atHead();
          continue;
        }
        // A turn for the others (processors and requests) between batches: reads and handlers may finish without any real
        // wait, and a processor looping on microtasks would run to the head alone, reading alone what the others read
        // again later; taking turns, processors at the same place share each batch (batch-reader.ts).
        await new Promise<void>((resume) => setImmediate(resume));
      } catch (error) {
        if (isPermanentStoreError(error)) {
          running = false;
          fatal = true;
          options.log(`${options.name}: stopped: ${(error as Error).message}`);
          options.onFatal?.(error as Error);
          break;
        }
        failures += 1;
        const wait = Math.min(MAX_BACKOFF_MS, 250 * 2 ** failures);
        options.log(`${options.name}: ${(error as Error).message}; retrying from ${position || 'the start'} in ${wait} ms`);
        if (running) await sleep(wait);
      }
    }
  };
  const done = loop().then(async () => {
    if (fatal || !options.onStop) return;
    try {
      await options.onStop(position);
    } catch (error) {
      options.log(`${options.name}: could not store its position on stopping: ${(error as Error).message}`);
    }
  });

  return {
    name: options.name,
    position: () => position,
    eventsRead: () => read,
    caughtUp,
    wake,
    async stop() {
      running = false;
      sleeper?.();
      await done;
    },
  };
}
