// Reads the log in batches for every processor at once: processors at the same position share one read (and one JSON parse).
import type { EventStore, LogPosition, RecordedEvent } from '../../events/event-store';

export type ReadBatch = (after: LogPosition) => Promise<RecordedEvent[]>;

export function createBatchReader(events: EventStore, batchSize = 2000, remembered = 32): ReadBatch {
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
