// Indexes of the in-memory read store: hash (equality, $in), text (the words of a field, for $contains) and sorted (an order
// that sorted finds walk until their limit). Hash and text indexes answer supersets of ids that the caller verifies.
import { compareBy, isOneWord, sortDirection, wordsOf, wordsOfValue } from './read-store';
import { Bits, KEEP_BITS_SHARE, type ScratchBits, type Slots } from './memory-bitmaps';

type Key = string | number | boolean | null;
type AnyDoc = { id: string } & Record<string, unknown>;

/** Ids that may match one condition: some sets whose union holds every match (exactly the matches when `exact`). */
export interface Candidates {
  sets: ReadonlyArray<ReadonlySet<string>>;
  /** An upper bound of how many ids there are. */
  size: number;
  exact: boolean;
  /** No id is in two of the sets (the values of a field that never held an array): they are listed without a check. */
  disjoint?: boolean;
  /**
   * Instead of sets, a run of a sorted index (a range, see SortedIndex.range): listed as it is, never tested for membership
   * (making a Set of it would cost more than checking the range on each document).
   */
  run?: readonly string[];
}

export const candidatesOf = (sets: ReadonlyArray<ReadonlySet<string> | undefined>, exact: boolean, disjoint = false): Candidates => {
  const present = sets.filter((s): s is ReadonlySet<string> => !!s && s.size > 0);
  return { sets: present, size: present.reduce((n, s) => n + s.size, 0), exact, disjoint };
};

export const inCandidates = (c: Candidates, id: string) => c.sets.some((s) => s.has(id));

/** The candidates of a run of a sorted index: exactly the range's matches where the field holds numbers (or strings) throughout. */
export const runOf = (ids: readonly string[]): Candidates => ({ sets: [], size: ids.length, exact: true, run: ids });

/** Every id of the candidates, once. */
export function* idsOf(c: Candidates): Iterable<string> {
  if (c.run) return yield* c.run;
  if (c.sets.length === 1) return yield* c.sets[0];
  if (c.disjoint) {
    for (const s of c.sets) yield* s;
    return;
  }
  const seen = new Set<string>();
  for (const s of c.sets)
    for (const id of s) {
      if (seen.has(id)) continue;
      seen.add(id);
      yield id;
    }
}

/**
 * The ids under one key: a lone id as it is (most keys of unique-ish fields have one); several in an array while they are
 * only added to (a build pushes, which costs a fraction of a Set's add), made a Set the first time they are looked up or one
 * of them is removed. A document's own repeats (a word twice in one text) come one after the other and are skipped by
 * comparing with the last id; any other repeat would be harmless (the Set made from the array holds each id once).
 */
type Ids = string | string[] | Set<string>;

function addTo<K>(index: Map<K, Ids>, key: K, id: string) {
  const ids = index.get(key);
  if (ids === undefined) index.set(key, id);
  else if (typeof ids === 'string') {
    if (ids !== id) index.set(key, [ids, id]);
  } else if (Array.isArray(ids)) {
    if (ids[ids.length - 1] !== id) ids.push(id);
  } else ids.add(id);
}
function removeFrom<K>(index: Map<K, Ids>, key: K, id: string) {
  const ids = index.get(key);
  if (ids === id) index.delete(key);
  else if (typeof ids === 'object') {
    const set = Array.isArray(ids) ? new Set(ids) : ids;
    set.delete(id);
    if (set.size === 0) index.delete(key);
    else if (set !== ids) index.set(key, set);
  }
}
/** The ids under `key` as a set (an array is made a Set here, once). */
function setAt<K>(index: Map<K, Ids>, key: K): ReadonlySet<string> | undefined {
  const ids = index.get(key);
  if (typeof ids === 'string') return new Set([ids]);
  if (Array.isArray(ids)) {
    const set = new Set(ids);
    index.set(key, set);
    return set;
  }
  return ids;
}

/**
 * Sets in `out` the bits of the ids under `key` (which has some): through its kept bitmap, made now and kept (and then
 * changed by every write) when the key holds at least KEEP_BITS_SHARE of the slots; else straight from its ids.
 */
function orBitsOf<K>(index: Map<K, Ids>, kept: Map<K, Bits>, key: K, slots: Slots, out: Bits) {
  const known = kept.get(key);
  if (known) return out.or(known);
  const ids = setAt(index, key)!;
  const keep = ids.size >= slots.size * KEEP_BITS_SHARE;
  const bits = keep ? new Bits(slots.size) : out;
  for (const id of ids) bits.set(slots.of(id)!);
  if (!keep) return;
  kept.set(key, bits);
  out.or(bits);
}

export class HashIndex {
  private readonly byValue = new Map<Key, Ids>();
  /** Bitmaps of the values with many ids, made when first asked (orInto) and kept up to date by every write since. */
  private readonly bits = new Map<Key, Bits>();
  /** Whether the field ever held an array: then one document may be under several values. */
  private arrays = false;
  constructor(
    readonly field: string,
    private readonly slots?: Slots,
  ) {}
  /** Each value of the field (each element of an array; a missing field is null), without an array for a lone value. */
  add(doc: AnyDoc) {
    const v = doc[this.field];
    if (Array.isArray(v)) this.arrays = true;
    if (Array.isArray(v)) for (const x of v as Key[]) this.addOne(x, doc.id);
    else this.addOne((v ?? null) as Key, doc.id);
  }
  private addOne(key: Key, id: string) {
    addTo(this.byValue, key, id);
    if (this.bits.size > 0) this.bits.get(key)?.set(this.slots!.of(id)!);
  }
  remove(doc: AnyDoc) {
    const v = doc[this.field];
    if (Array.isArray(v)) for (const x of v as Key[]) this.removeOne(x, doc.id);
    else this.removeOne((v ?? null) as Key, doc.id);
  }
  private removeOne(key: Key, id: string) {
    removeFrom(this.byValue, key, id);
    const bits = this.bits.size > 0 ? this.bits.get(key) : undefined;
    if (!bits) return;
    const rest = this.byValue.get(key);
    if (rest === undefined) return void this.bits.delete(key);
    // Another element of the same array may hold the key still (a repeat in an array).
    if (rest === id || (typeof rest === 'object' && setAt(this.byValue, key)!.has(id))) return;
    bits.clear(this.slots!.of(id)!);
  }
  lookup(values: readonly Key[]): Candidates {
    const distinct = values.length > 1 ? [...new Set(values)] : values;
    return candidatesOf(distinct.map((v) => setAt(this.byValue, v)), true, !this.arrays);
  }
  /** Sets the bits of the documents holding any of `values` (exactly) in `out` (needs the slots given at construction). */
  orInto(values: readonly Key[], out: Bits) {
    for (const v of values.length > 1 ? new Set(values) : values) {
      if (this.byValue.has(v)) orBitsOf(this.byValue, this.bits, v, this.slots!, out);
    }
  }
  /** Whether every value of the field was the same (the field is unchanged for this index). */
  same(a: AnyDoc, b: AnyDoc) {
    return a[this.field] === b[this.field];
  }
}


export class TextIndex {
  private readonly byWord = new Map<string, Ids>();
  /** Bitmaps of the words with many ids, made when first asked (orInto) and kept up to date by every write since. */
  private readonly bits = new Map<string, Bits>();
  constructor(
    readonly field: string,
    private readonly slots?: Slots,
  ) {}
  /** The words of the field (repeats do no harm: an id is added to, or removed from, a word once). */
  private words(doc: AnyDoc): string[] {
    return wordsOfValue(doc[this.field]);
  }
  add(doc: AnyDoc) {
    const slot = this.bits.size > 0 ? this.slots!.of(doc.id)! : -1;
    for (const w of this.words(doc)) {
      addTo(this.byWord, w, doc.id);
      if (slot >= 0) this.bits.get(w)?.set(slot);
    }
  }
  remove(doc: AnyDoc) {
    const slot = this.bits.size > 0 ? this.slots!.of(doc.id)! : -1;
    for (const w of this.words(doc)) {
      removeFrom(this.byWord, w, doc.id);
      if (slot < 0) continue;
      if (!this.byWord.has(w)) this.bits.delete(w);
      else this.bits.get(w)?.clear(slot);
    }
  }
  same(a: AnyDoc, b: AnyDoc) {
    return a[this.field] === b[this.field];
  }
  /**
   * Documents that may contain `needle`: each of its words lies inside one word of the text, so a match has, for its
   * rarest word, a text word containing it. A needle that is one word and nothing else is in the text exactly when it is
   * inside one of its words: then the answer is exact. Null when the needle has no word (every document may match).
   */
  lookup(needle: string): Candidates | null {
    const words = wordsOf(needle);
    if (words.length === 0) return null;
    const exact = isOneWord(needle, words);
    let best: Candidates | null = null;
    for (const word of words) {
      const sets: Array<ReadonlySet<string>> = [];
      for (const w of this.byWord.keys()) if (w.includes(word)) sets.push(setAt(this.byWord, w)!);
      const c = candidatesOf(sets, exact);
      if (!best || c.size < best.size) best = c;
    }
    return best;
  }
  /**
   * The same as a bitmap over the slots (needs the slots given at construction), for every word of the needle at once: sets
   * in `out` the documents that have, for each of its words, a text word containing it. Whether that is exactly the
   * needle's matches; null (`out` untouched) when the needle has no word.
   */
  orInto(needle: string, out: Bits, scratch: ScratchBits): boolean | null {
    const words = wordsOf(needle);
    if (words.length === 0) return null;
    words.forEach((word, i) => {
      const into = i === 0 ? out : scratch.take();
      for (const w of this.byWord.keys()) if (w.includes(word)) orBitsOf(this.byWord, this.bits, w, this.slots!, into);
      if (into === out) return;
      out.and(into);
      scratch.give(into);
    });
    return isOneWord(needle, words);
  }
}

/**
 * What comparing two documents in an order costs against one step of a pass over the order (about 180 ns against 6 ns
 * in a CPU profile of the bench's searches: read models of many shapes make reading a field by name slow).
 */
const COMPARE_COST = 30;

/** Ids in the order of `spec` (with `id` last, so that the order is total), kept up to date or rebuilt when next read. */
export class SortedIndex {
  readonly spec: Record<string, 1 | -1>;
  readonly key: string;
  private ids: string[] = [];
  /** The slot of each id of `ids` (when slots were given): a walk tests a bitmap without looking the id up. */
  private slotAt: number[] = [];
  private dirty = true;
  /** The position in the order of each slot's document (-1: none), made when first asked after a change (see idsIn). */
  private rankAt: Int32Array | null = null;
  private readonly compare: (a: AnyDoc, b: AnyDoc) => number;

  constructor(
    spec: Record<string, 1 | -1>,
    private readonly docs: ReadonlyMap<string, AnyDoc>,
    private readonly slots?: Slots,
  ) {
    this.spec = 'id' in spec ? spec : { ...spec, id: 1 };
    this.key = JSON.stringify(Object.entries(this.spec));
    this.compare = compareBy(this.spec);
  }
  /** Whether `sort` is this order (1) or its reverse (-1); 0 otherwise. */
  direction(sort: Record<string, 1 | -1>): 1 | -1 | 0 {
    return sortDirection(this.spec, sort);
  }
  /** Many writes at once (a replayed batch): sort again on the next read instead of moving ids one by one. */
  invalidate() {
    this.dirty = true;
    this.rankAt = null;
  }
  private position(doc: AnyDoc): number {
    let lo = 0;
    let hi = this.ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.compare(this.docs.get(this.ids[mid])!, doc) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  /** Call before the document changes in `docs` (`old` is what it was). */
  remove(old: AnyDoc) {
    this.rankAt = null;
    if (this.dirty) return;
    const at = this.position(old);
    if (this.ids[at] === old.id) {
      this.ids.splice(at, 1);
      if (this.slots) this.slotAt.splice(at, 1);
    } else this.dirty = true;
  }
  /** Call after the document is in `docs`. */
  add(doc: AnyDoc) {
    this.rankAt = null;
    if (this.dirty) return;
    const at = this.position(doc);
    if (at === this.ids.length) this.ids.push(doc.id);
    else this.ids.splice(at, 0, doc.id);
    if (this.slots) this.slotAt.splice(at, 0, this.slots.of(doc.id)!);
  }
  same(a: AnyDoc, b: AnyDoc) {
    return Object.keys(this.spec).every((f) => a[f] === b[f]);
  }
  private ordered(): string[] {
    if (this.dirty) {
      this.ids = [...this.docs.values()].sort(this.compare).map((d) => d.id);
      if (this.slots) this.slotAt = this.ids.map((id) => this.slots!.of(id)!);
      this.dirty = false;
      this.rankAt = null;
    }
    return this.ids;
  }
  /** The first field of the order: a range on it is a run of the order (range). */
  get first(): string {
    return Object.keys(this.spec)[0];
  }
  /**
   * The ids whose first field lies in `range` (null and missing never do): one run of the order, found by two binary
   * searches. Every match is in it when the field holds numbers, or strings, throughout (what a range compares).
   */
  range(range: { $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number }): string[] {
    const [start, end] = this.rangeAt(range);
    return this.ids.slice(start, end);
  }
  /** Sets the bits of the documents of `range` (see range) in `out` (needs the slots given at construction). */
  rangeInto(range: { $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number }, out: Bits) {
    const [start, end] = this.rangeAt(range);
    const slotAt = this.slotAt;
    for (let i = start; i < end; i++) out.set(slotAt[i]);
  }
  /**
   * The ids of the documents whose slots are set in `bits`, in the order (1) or its reverse (-1), past `after` (as
   * walkBits), for few matches among many documents (a walk finds the first of many sooner). Their positions in the order
   * sorted as numbers, no document read; the positions are made again after each change of the order (a pass over it), so
   * while they are not made, matches few enough for it are sorted by comparing their documents instead (needs the slots
   * given at construction).
   */
  idsIn(bits: Bits, direction: 1 | -1, after?: Record<string, unknown>): string[] {
    const ids = this.ordered();
    const slots: number[] = [];
    bits.forEachSlot((slot) => void slots.push(slot));
    if (!this.rankAt && slots.length * Math.log2(slots.length + 2) * COMPARE_COST < ids.length) return this.compared(slots, direction, after);
    const rankAt = (this.rankAt ??= this.ranks());
    const start = this.startPast(direction, after);
    const ranks: number[] = [];
    for (const slot of slots) {
      const rank = slot < rankAt.length ? rankAt[slot] : -1;
      if (rank >= 0 && (direction === 1 ? rank >= start : rank < start)) ranks.push(rank);
    }
    ranks.sort(direction === 1 ? (a, b) => a - b : (a, b) => b - a);
    return ranks.map((rank) => ids[rank]);
  }
  /** The documents of `slots` past `after`, sorted by comparing them in the order (1) or its reverse (-1): their ids. */
  private compared(slots: readonly number[], direction: 1 | -1, after?: Record<string, unknown>): string[] {
    const docs: AnyDoc[] = [];
    for (const slot of slots) {
      const doc = this.docs.get(this.slots!.idAt(slot)!)!;
      if (!after || direction * this.compare(doc, after as AnyDoc) > 0) docs.push(doc);
    }
    return docs.sort((a, b) => direction * this.compare(a, b)).map((d) => d.id);
  }
  private ranks(): Int32Array {
    const rankAt = new Int32Array(this.slots!.size).fill(-1);
    this.slotAt.forEach((slot, i) => (rankAt[slot] = i));
    return rankAt;
  }
  /** The first position past `after` in the order's direction (1: from there on; -1: before it); without `after`, the whole order. */
  private startPast(direction: 1 | -1, after?: Record<string, unknown>): number {
    const ids = this.ids;
    if (!after) return direction === 1 ? 0 : ids.length;
    let lo = 0;
    let hi = ids.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = this.compare(this.docs.get(ids[mid])!, after as AnyDoc);
      if (direction === 1 ? c <= 0 : c < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }
  /**
   * Walks the order (1) or its reverse (-1), from just past `after` (keyset values of the order's fields, compared as
   * compareBy does) or from the start, handing `visit` the id of each document whose slot is set in `bits`, until it
   * answers true. A bit test per step, nothing made (needs the slots given at construction).
   */
  walkBits(direction: 1 | -1, after: Record<string, unknown> | undefined, bits: Bits, visit: (id: string) => boolean): void {
    const ids = this.ordered();
    const slotAt = this.slotAt;
    const words = bits.words;
    const start = this.startPast(direction, after);
    // (A slot beyond the bitmap's words reads undefined, which has no bit set.)
    if (direction === 1) {
      for (let i = start; i < ids.length; i++) {
        const slot = slotAt[i];
        if ((words[slot >>> 5] & (1 << (slot & 31))) !== 0 && visit(ids[i])) return;
      }
    } else
      for (let i = start - 1; i >= 0; i--) {
        const slot = slotAt[i];
        if ((words[slot >>> 5] & (1 << (slot & 31))) !== 0 && visit(ids[i])) return;
      }
  }
  /** The run of the order in `range`: its first position and the one past its end. */
  private rangeAt(range: { $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number }): [number, number] {
    const ids = this.ordered();
    const field = this.first;
    const asc = this.spec[field] === 1;
    const value = (i: number) => this.docs.get(ids[i])![field] as string | number | null | undefined;
    const low = (v: string | number) => (range.$gt === undefined || v > range.$gt) && (range.$gte === undefined || v >= range.$gte);
    const high = (v: string | number) => (range.$lt === undefined || v < range.$lt) && (range.$lte === undefined || v <= range.$lte);
    /** The first index from `lo` where `pred` holds (it holds from there on). */
    const search = (lo: number, pred: (i: number) => boolean) => {
      let hi = ids.length;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if (pred(mid)) hi = mid;
        else lo = mid + 1;
      }
      return lo;
    };
    const missing = (v: unknown): v is null | undefined => v === null || v === undefined;
    // Ascending: missing first, then values up; descending: values down, then missing.
    const start = asc ? search(0, (i) => { const v = value(i); return !missing(v) && low(v); }) : search(0, (i) => { const v = value(i); return missing(v) || high(v); });
    const end = asc ? search(start, (i) => { const v = value(i); return !missing(v) && !high(v); }) : search(start, (i) => { const v = value(i); return missing(v) || !low(v); });
    return [start, end];
  }
  *walk(direction: 1 | -1): Iterable<string> {
    const ids = this.ordered();
    if (direction === 1) for (let i = 0; i < ids.length; i++) yield ids[i];
    else for (let i = ids.length - 1; i >= 0; i--) yield ids[i];
  }
}
