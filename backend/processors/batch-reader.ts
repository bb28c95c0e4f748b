// Reads the log in batches for every processor at once: processors at the same position share one read (and one JSON parse).
import type { EventStore, LogPosition, RecordedEvent } from '../events/event-store';

/**
 * `batchSize`: the most events one read answers. A shorter answer held everything in the log at the time of the read,
 * so a processor that was not woken since needs no further read to know it is at the head (processor.ts).
 */
export type ReadBatch = ((after: LogPosition) => Promise<RecordedEvent[]>) & { readonly batchSize?: number };

/** Events per batch unless the read store asks for another size (ReadStore.batchSize). */
const DEFAULT_BATCH_SIZE = 2000;

/**
 * `remembered`: how many recent batches are kept for processors that ask for them next. Processors take turns a batch at a
 * time (processor.ts), so those at one place ask within the same round: the last batch is enough for them (on a
 * 200,000-event log, 32, 4 and 2 made the same 119 reads). Each one kept holds up to `batchSize` events: 32 of them were
 * about 65 MB of the server's memory once ready, and during a replay an event kept alive after its round is one more for
 * the young generation's collections to copy (with the memory store's batches of 500, keeping 1 instead of 2 or 4: replay
 * 13% faster, alternated runs). A processor that lags behind the others (a reactor waiting on its work) reads its own.
 */
export function createBatchReader(events: EventStore, batchSize = DEFAULT_BATCH_SIZE, remembered = 1): ReadBatch {
  const recent = new Map<LogPosition, Promise<RecordedEvent[]>>();
  const readBatch = (after: LogPosition) => {
    const known = recent.get(after);
    if (known) return known;
    const read: Promise<RecordedEvent[]> = events.readAll(after, batchSize).then(
      (batch) => {
        // A short answer (the rest of the log when it was read) goes stale as soon as something is appended: shared while
        // it is read, never kept after. A processor served a stale one would take itself to be at the head (processor.ts).
        if (batch.length < batchSize && recent.get(after) === read) recent.delete(after);
        return batch;
      },
      (error) => {
        recent.delete(after);
        throw error;
      },
    );
    recent.set(after, read);
    if (recent.size > remembered) recent.delete(recent.keys().next().value!);
    return read;
  };
  return Object.assign(readBatch, { batchSize });
}
