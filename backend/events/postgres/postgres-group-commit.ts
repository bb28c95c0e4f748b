// Group commit for the PostgreSQL event store: appends hand out positions one transaction at a time (see
// postgres-event-store.ts), so their commits cannot share a disk flush — unless they share the transaction. Appends that
// arrive while this process is committing wait, then commit together: one position lock, one flush. A refused append (a
// wrong revision) is refused by its checks before it writes, so it undoes nothing of the others; should a statement fail
// in PostgreSQL itself (which aborts the transaction), the group is rolled back and each append runs alone instead.
import type pg from 'pg';
import { isDatabaseError } from '@backend/postgres/connection';

interface Waiting<T, R> {
  request: T;
  resolve(result: R): void;
  reject(error: unknown): void;
}

export interface GroupCommitOptions<T, R> {
  pool: pg.Pool;
  /** A request with nobody waiting beside it: it runs as it would without grouping. */
  alone(request: T): Promise<R>;
  /** Takes the lock the requests serialise on, first thing in the group's transaction. */
  lock(client: pg.PoolClient): Promise<void>;
  /** One request inside the group's transaction, the lock held. */
  inGroup(client: pg.PoolClient, request: T): Promise<R>;
  /** After each commit (e.g. to wake this process's readers). */
  committed(): void;
  maxGroup?: number;
}

export function createGroupCommit<T, R>(options: GroupCommitOptions<T, R>): (request: T) => Promise<R> {
  const maxGroup = options.maxGroup ?? 100;
  const queue: Waiting<T, R>[] = [];
  let draining = false;

  const runAlone = async (w: Waiting<T, R>) => {
    try {
      w.resolve(await options.alone(w.request));
      options.committed();
    } catch (error) {
      w.reject(error);
    }
  };

  const runGroup = async (group: Waiting<T, R>[]) => {
    const client = await options.pool.connect().catch((error: unknown) => {
      for (const w of group) w.reject(error);
      return null;
    });
    if (!client) return;
    const outcomes: Array<{ ok: true; result: R } | { ok: false; error: unknown }> = [];
    let failedInDatabase = false;
    try {
      await client.query('BEGIN');
      await options.lock(client);
      for (const w of group) {
        try {
          outcomes.push({ ok: true, result: await options.inGroup(client, w.request) });
        } catch (error) {
          if (isDatabaseError(error)) throw ((failedInDatabase = true), error);
          outcomes.push({ ok: false, error });
        }
      }
      await client.query('COMMIT');
      client.release();
    } catch (error) {
      const broken = await client.query('ROLLBACK').then(
        () => false,
        () => true,
      );
      client.release(broken);
      if (failedInDatabase && !broken) {
        for (const w of group) await runAlone(w);
        return;
      }
      // The transaction itself failed (a broken connection, a failed COMMIT): nothing of the group is known to be stored.
      for (const w of group) w.reject(error);
      return;
    }
    group.forEach((w, i) => {
      const outcome = outcomes[i];
      if (outcome.ok) w.resolve(outcome.result);
      else w.reject(outcome.error);
    });
    options.committed();
  };

  const drain = async () => {
    draining = true;
    while (queue.length) {
      const group = queue.splice(0, maxGroup);
      await (group.length === 1 ? runAlone(group[0]) : runGroup(group));
    }
    draining = false;
  };

  return (request) =>
    new Promise<R>((resolve, reject) => {
      queue.push({ request, resolve, reject });
      if (!draining) void drain();
    });
}
