// Reads the log in batches for every processor at once: processors at the same position share one read (and one JSON parse).
import type { EventStore, LogPosition, RecordedEvent } from '../../events/event-store';

export type ReadBatch = (after: LogPosition) => Promise<RecordedEvent[]>;

/**
 * `remembered`: how many recent batches are kept for processors that ask for them next. Processors take turns a batch at a
 * time (processor.ts), so those at one place ask within the same round: a few are enough (on a 200,000-event log, 32
 * and 2 made the same 119 reads), and each one kept holds up to `batchSize` events in memory after the start (32 of them
 * were about 65 MB of the server's memory once ready).
 */
export function createBatchReader(events: EventStore, batchSize = 2000, remembered = 4): ReadBatch {
  const recent = new Map<LogPosition, Promise<RecordedEvent[]>>();
  return (after) => {
    const known = recent.get(after);
    if (known) return known;
    const read = events.readAll(after, batchSize).then(
      (batch) => {
        // An empty answer goes stale as soon as something is appended: never remember it.
        if (batch.length === 0) recent.delete(after);
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
}
