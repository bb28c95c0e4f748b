// How far behind the head of the log each projection and reactor is, in events: counted after its position, up to a cap, by
// the store (an index count; nothing is read or decrypted, so a scrape costs little even while everything lags), one count
// per position shared by the processors there.
import type { EventStore, LogPosition } from '@backend/events/event-store';

/** Lags above this are reported as CAP + 1 ("more than CAP"). */
export const LAG_COUNTED_UP_TO = 10_000;

export async function lagsInEvents<T extends { position: LogPosition | null }>(events: EventStore, processors: readonly T[], cap = LAG_COUNTED_UP_TO): Promise<Array<T & { lag: number }>> {
  const byPosition = new Map<LogPosition, Promise<number>>();
  const lagAfter = (position: LogPosition) => {
    let lag = byPosition.get(position);
    if (!lag) byPosition.set(position, (lag = events.countAfter(position, cap + 1)));
    return lag;
  };
  // A processor with no position yet has read nothing: everything in the log is ahead of it.
  return Promise.all(processors.map(async (p) => ({ ...p, lag: await lagAfter(p.position ?? '') })));
}
