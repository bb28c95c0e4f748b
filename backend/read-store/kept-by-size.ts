// Values kept in memory up to a total size (the characters of the JSON they were parsed from), the oldest not read since
// dropped first: a value read is marked, not moved (a second chance), so that a read costs one map lookup. The on-disk
// store keeps parsed documents by row number, the PostgreSQL store by table and id with the text they were parsed from.
export class KeptBySize<K, V> {
  private readonly entries = new Map<K, { value: V; size: number; used: boolean }>();
  private total = 0;
  constructor(private readonly maxSize: number) {}

  get(key: K): V | undefined {
    const kept = this.entries.get(key);
    if (!kept) return undefined;
    kept.used = true;
    return kept.value;
  }
  /** Keeps `value` (of `size`) unless it alone is a sixteenth of the whole; drops the oldest unread beyond the bound. */
  set(key: K, value: V, size: number) {
    this.delete(key);
    if (size > this.maxSize / 16) return;
    this.entries.set(key, { value, size, used: false });
    this.total += size;
    for (const [first, oldest] of this.entries) {
      if (this.total <= this.maxSize) break;
      this.entries.delete(first);
      if (oldest.used) {
        oldest.used = false;
        this.entries.set(first, oldest);
      } else this.total -= oldest.size;
    }
  }
  delete(key: K) {
    const kept = this.entries.get(key);
    if (!kept) return;
    this.entries.delete(key);
    this.total -= kept.size;
  }
  clear() {
    this.entries.clear();
    this.total = 0;
  }
}
