// Documents read by id and finds' answers, kept in memory while their table has not changed: the change feed's count of the
// table's writes (any instance's, heard by notification; this instance's at its commit) is remembered with each, and what
// was read before the table moved is read again. Signed-in reads (the session's user, the student's résumé, their own
// applications) so cost no round trip. An id with no document is kept too (a student without a résumé asks on every
// GET /api/user).
import { deepFreeze } from '@domain/shared/deep-freeze';
import type { Doc } from '../read-store';
import { KeptBySize } from '../kept-by-size';

/** A find's answer kept only up to this many documents (a page or a person's own list, not a whole table). */
export const FOUND_KEPT_MAX = 200;

/** The key of a document of a table. */
export const docKey = (table: string, id: string) => `${table}\u0000${id}`;

/** Up to `max` values (frozen: every reader gets the same) by key, each with its table's count; least recently used forgotten first. */
export class KeptWhileUnchanged<V> {
  private readonly entries = new Map<string, { count: number; value: V }>();
  constructor(private readonly max: number) {}

  /** What was kept for `key` if its table's count is still `count`; else undefined. */
  get(key: string, count: number): V | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    this.entries.delete(key);
    if (kept.count !== count) return undefined;
    this.entries.set(key, kept);
    return kept.value;
  }

  /** Keeps what was read when the table's count was `count` (read before the value: a later write moves it on). */
  keep(key: string, count: number, value: V) {
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(key, { count, value: deepFreeze(value) });
  }
}

/**
 * Documents parsed from the JSON text a find read (jsonb's text is the same for the same value), by table and id, used
 * again while the text read is the very same: a page holding postings read before parses nothing, and hands out the same
 * frozen objects, whose API JSON is made once (json-cache.ts). Exact whatever the notifications: the text is compared.
 */
export class ParsedByText {
  private readonly kept: KeptBySize<string, { text: string; doc: Doc }>;
  constructor(maxChars: number) {
    this.kept = new KeptBySize(maxChars);
  }
  docOf(key: string, text: string): Doc {
    const kept = this.kept.get(key);
    if (kept && kept.text === text) return kept.doc;
    const doc = deepFreeze(JSON.parse(text) as Doc);
    this.kept.set(key, { text, doc }, text.length);
    return doc;
  }
}
