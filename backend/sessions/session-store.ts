// The SessionStore port: server-side sessions (the cookie carries only a signed, random id), kept durably so they survive a restart.
import type { SessionState } from '@domain/users/session-machine';

export interface SessionRecord {
  id: string;
  userId: string;
  state: SessionState;
  createdAt: number;
  lastSeenAt: number;
  /** When it ended (signed out, expired, revoked); null while active. */
  endedAt: number | null;
}

export interface SessionStore {
  readonly name: string;
  get(id: string): Promise<SessionRecord | null>;
  /**
   * The record as the store holds it now, past any copy kept in memory (which other instances' writes reach a
   * notification later): read before a session is ended for being idle, in case another instance just saw it used.
   */
  reread?(id: string): Promise<SessionRecord | null>;
  /**
   * The record this instance keeps in memory, when it keeps one it can vouch for (the same object until the session is
   * written or heard to change): what a replayed answer checks its session against without a read. Optional.
   */
  peek?(id: string): SessionRecord | undefined;
  put(record: SessionRecord): Promise<void>;
  /** Ends every active session of a user (but `exceptId`), in the given state; answers how many ended. */
  endAllFor(userId: string, state: Exclude<SessionState, 'active'>, at: number, exceptId?: string): Promise<number>;
  /** Removes sessions that ended (or were last seen) before `before`, so the store does not grow without end. */
  prune(before: number): Promise<number>;
  close(): Promise<void>;
}
