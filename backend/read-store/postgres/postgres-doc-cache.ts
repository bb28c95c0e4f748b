// Documents read by id and finds' answers, kept in memory while their table has not changed: the change feed's count of the table's writes
// (any instance's, heard by notification; this instance's at its commit) is remembered with each, and a document whose
// table moved since is read again. Signed-in reads (the session's user, the student's résumé) so cost no round trip. An
// id with no document is kept too (a student without a résumé asks on every GET /api/user).
import { deepFreeze } from '@domain/shared/deep-freeze';

interface Kept {
  count: number;
  doc: unknown;
}

/** Up to `max` documents (frozen: every reader gets the same), the least recently used forgotten first. */
export class DocCache {
  private readonly entries = new Map<string, Kept>();
  constructor(private readonly max = 5_000) {}

  /** What was kept for `id` of `table` (null: no such document) if the table's count is still `count`; else undefined. */
  get<T>(table: string, id: string, count: number): T | null | undefined {
    const key = `${table}\u0000${id}`;
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    this.entries.delete(key);
    if (kept.count !== count) return undefined;
    this.entries.set(key, kept);
    return kept.doc as T | null;
  }

  /** Keeps what was read when the table's count was `count` (read before the document: a later write moves it on). */
  keep<T>(table: string, id: string, count: number, doc: T | null): T | null {
    const key = `${table}\u0000${id}`;
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { count, doc: deepFreeze(doc) });
    return doc;
  }
}

/** A find's answer kept only up to this many documents (a page or a person's own list, not a whole table). */
export const FOUND_KEPT_MAX = 200;

/** Answers of finds by table and statement (with its values), as DocCache keeps documents. */
export class FoundCache {
  private readonly entries = new Map<string, Kept>();
  constructor(private readonly max = 1_000) {}

  get<T>(key: string, count: number): readonly T[] | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    this.entries.delete(key);
    if (kept.count !== count) return undefined;
    this.entries.set(key, kept);
    return kept.doc as readonly T[];
  }

  keep<T>(key: string, count: number, docs: T[]) {
    if (docs.length > FOUND_KEPT_MAX) return;
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { count, doc: deepFreeze(docs) });
  }
}
