// Query: how many e-mail messages wait in the outbox, by status (for the metrics).
import type { ReadStore } from '@backend/read-store/read-store';
import { OUTBOX, type OutboxDoc } from '@backend/projections/notifications/outbox-projection';

const STATUSES: ReadonlyArray<OutboxDoc['status']> = ['queued', 'sending', 'failed'];

export async function countOutbox(store: ReadStore): Promise<Record<OutboxDoc['status'], number>> {
  const outbox = store.collection<OutboxDoc>(OUTBOX);
  const counts = await Promise.all(STATUSES.map((status) => outbox.count({ status })));
  return Object.fromEntries(STATUSES.map((status, i) => [status, counts[i]])) as Record<OutboxDoc['status'], number>;
}
