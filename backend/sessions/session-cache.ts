// Active sessions kept in memory by a session store that other instances write too: an entry lives until the store
// hears that its session changed (a notice per updated or deleted row, from any instance), and nothing is kept while
// the notices may be missed. A read that raced a notice is not kept (the generation moved meanwhile).
import type { SessionRecord } from './session-store';

export class SessionCache {
  private readonly entries = new Map<string, SessionRecord>();
  /** Moves on every change heard, so that a record read before it is not kept after it. */
  private generationCount = 0;
  private listening = false;

  constructor(private readonly max = 10_000) {}

  /** A generation to hand back to `keep`: read it before reading the record from the store. */
  get generation(): number {
    return this.generationCount;
  }

  /** The record while notices are heard and none has said it changed since it was kept. */
  get(id: string): SessionRecord | undefined {
    return this.listening ? this.entries.get(id) : undefined;
  }

  /** Keeps an active record read at `generation`, unless a change was heard since (or notices are not heard). */
  keep(record: SessionRecord, generation: number) {
    if (!this.listening || generation !== this.generationCount || record.state !== 'active') return;
    this.entries.delete(record.id);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(record.id, Object.freeze({ ...record }));
  }

  /** A session changed (heard from the store, or written here). */
  changed(id: string) {
    this.generationCount += 1;
    this.entries.delete(id);
  }

  /** Every session of a user changed (ended here: the other instances hear of each row). */
  changedAllOf(userId: string) {
    this.generationCount += 1;
    for (const [id, record] of this.entries) if (record.userId === userId) this.entries.delete(id);
  }

  /** Notices are heard from now on (`true`), or may be missed (`false`): either way what was kept is dropped. */
  hearing(on: boolean) {
    this.listening = on;
    this.generationCount += 1;
    this.entries.clear();
  }
}
