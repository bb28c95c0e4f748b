// Query: outbox messages due now (queued ones whose time has come, sending ones whose sender's lease ran out), oldest first.
import { OUTBOX, type OutboxDoc } from '@backend/projections/notifications/outbox-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export async function listDueEmails(store: ReadStore, now: Date, limit = 20): Promise<OutboxDoc[]> {
  return store
    .collection<OutboxDoc>(OUTBOX)
    .find({ status: { $in: ['queued', 'sending'] }, dueAt: { $lte: now.toISOString() } }, { sort: { dueAt: 1, id: 1 }, limit });
}

/** Messages given up on (for operators). */
export async function listFailedEmails(store: ReadStore): Promise<OutboxDoc[]> {
  return store.collection<OutboxDoc>(OUTBOX).find({ status: 'failed' });
}
