// Sessions as the app uses them: koa-session's external store over the SessionStore port, with the session machine deciding
// whether a session still counts (idle and maximum age), and ways to end them (sign out, sign out everywhere, revoke).
import type { SessionLimits } from '@domain/users/session-machine';
import { nextSessionState, sessionStateAt } from '@domain/users/session-machine';
import type { SessionRecord, SessionStore } from './session-store';

/** How often a session's last-seen time is written (a busy session is not written on every request). */
const TOUCH_EVERY_MS = 5 * 60 * 1000;

export interface Sessions {
  /** For koa-session's `store` option: the cookie holds the id, the data lives here. */
  koaStore: {
    get(key: string): Promise<{ userId: string } | null>;
    set(key: string, data: { userId?: string }): Promise<void>;
    destroy(key: string): Promise<void>;
  };
  /**
   * The session's record as kept in memory, while it is active and its use needs no write (no touch due): the same object
   * until the session is written or heard to change, so that an answer made for it can be replayed while this answers
   * the record it was made with. Undefined when the store keeps none it can vouch for.
   */
  current(id: string): SessionRecord | undefined;
  /** Records that an active session was used (throttled). */
  touch(id: string): Promise<void>;
  /** Ends every session of the user (password change keeps `exceptId`, the session that asked). */
  revokeAll(userId: string, exceptId?: string): Promise<number>;
  prune(): Promise<number>;
}

export function createSessions(store: SessionStore, limits: SessionLimits, now: () => number = Date.now): Sessions {
  /** Last-seen times just read by `active` (the same request touches the session next): a touch not yet due reads nothing. */
  const seenAt = new Map<string, number>();
  /** The record if its session is still active now; an expired one is written as expired. */
  const active = async (id: string) => {
    let record = await store.get(id);
    let state = record && sessionStateAt(record, now(), limits);
    // A copy kept in memory may not have another instance's last touch yet: a session is ended only on the stored record.
    if (record?.state === 'active' && state !== 'active' && store.reread) {
      record = await store.reread(id);
      state = record && sessionStateAt(record, now(), limits);
    }
    if (!record) return null;
    if (state === 'active') {
      seenAt.set(id, record.lastSeenAt);
      if (seenAt.size > 1000) seenAt.delete(seenAt.keys().next().value!);
      return record;
    }
    if (record.state === 'active' && state) await store.put({ ...record, state, endedAt: now() });
    return null;
  };
  return {
    koaStore: {
      async get(key) {
        const record = await active(key);
        return record ? { userId: record.userId } : null;
      },
      async set(key, data) {
        if (!data.userId) return;
        const existing = await store.get(key);
        // A session that ended never comes back, even if a stale cookie writes to it.
        if (existing && existing.state !== 'active') return;
        const t = now();
        await store.put({ id: key, userId: data.userId, state: 'active', createdAt: existing?.createdAt ?? t, lastSeenAt: t, endedAt: null });
      },
      async destroy(key) {
        const record = await store.get(key);
        if (record?.state === 'active') await store.put({ ...record, state: nextSessionState('active', { type: 'SIGN_OUT' }), endedAt: now() });
      },
    },
    current(id) {
      const record = store.peek?.(id);
      if (!record) return undefined;
      const t = now();
      return t - record.lastSeenAt < TOUCH_EVERY_MS && sessionStateAt(record, t, limits) === 'active' ? record : undefined;
    },
    async touch(id) {
      const t = now();
      const seen = seenAt.get(id);
      seenAt.delete(id);
      if (seen !== undefined && t - seen < TOUCH_EVERY_MS) return;
      // Due: the record is read again just before it is written, so that a session ended meanwhile stays ended.
      const record = await (store.reread ? store.reread(id) : store.get(id));
      if (record?.state === 'active' && t - record.lastSeenAt >= TOUCH_EVERY_MS) await store.put({ ...record, lastSeenAt: t });
    },
    revokeAll: (userId, exceptId) => store.endAllFor(userId, nextSessionState('active', { type: 'REVOKE' }) as 'revoked', now(), exceptId),
    prune: () => store.prune(now() - limits.maxAgeMs),
  };
}
