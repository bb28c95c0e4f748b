// Bitmaps over document slots (a small number per document, reused after a delete): the candidate sets of indexed values
// and ranges, intersected a word (32 documents) at a time, so that a count or a filtered walk in sort order reads no document.
// Shared by the in-memory and the on-disk read stores.

/** A growable bitmap: bit `slot` is set when that document is in the set. */
export class Bits {
  words: Uint32Array;
  constructor(slots = 0) {
    this.words = new Uint32Array(Math.max(1, (slots + 31) >>> 5));
  }
  set(slot: number) {
    const w = slot >>> 5;
    if (w >= this.words.length) {
      const grown = new Uint32Array(Math.max(w + 1, this.words.length * 2));
      grown.set(this.words);
      this.words = grown;
    }
    this.words[w] |= 1 << (slot & 31);
  }
  clear(slot: number) {
    const w = slot >>> 5;
    if (w < this.words.length) this.words[w] &= ~(1 << (slot & 31));
  }
  has(slot: number): boolean {
    const w = slot >>> 5;
    return w < this.words.length && (this.words[w] & (1 << (slot & 31))) !== 0;
  }
  /** Sets every bit that `other` has (the union, in place). */
  or(other: Bits) {
    if (other.words.length > this.words.length) {
      const grown = new Uint32Array(other.words.length);
      grown.set(this.words);
      this.words = grown;
    }
    const o = other.words;
    for (let i = 0; i < o.length; i++) this.words[i] |= o[i];
  }
  /** Keeps only the bits that `other` has too (the intersection, in place). */
  and(other: Bits) {
    const o = other.words;
    const n = Math.min(o.length, this.words.length);
    for (let i = 0; i < n; i++) this.words[i] &= o[i];
    this.words.fill(0, n);
  }
  /** Clears every bit, with room for `slots` (a scratch bitmap used again, see ScratchBits). */
  reset(slots: number) {
    const length = Math.max(1, (slots + 31) >>> 5);
    if (this.words.length < length) this.words = new Uint32Array(length);
    else this.words.fill(0);
  }
  /** How many bits are set. */
  count(): number {
    let n = 0;
    for (let i = 0; i < this.words.length; i++) {
      let v = this.words[i];
      if (v === 0) continue;
      v -= (v >>> 1) & 0x55555555;
      v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
      n += (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
    }
    return n;
  }
  /** Calls `visit` with each set slot, in increasing order (as slots(), without a generator's step per slot). */
  forEachSlot(visit: (slot: number) => void) {
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      let v = words[i];
      while (v !== 0) {
        const low = v & -v;
        visit((i << 5) + 31 - Math.clz32(low));
        v ^= low;
      }
    }
  }
  /** The set slots, in increasing order. */
  *slots(): Iterable<number> {
    for (let i = 0; i < this.words.length; i++) {
      let v = this.words[i];
      while (v !== 0) {
        const low = v & -v;
        yield (i << 5) + 31 - Math.clz32(low);
        v ^= low;
      }
    }
  }
}

/**
 * Bitmaps for the steps of one plan, used again from plan to plan: V8 makes a typed array of more than 64 bytes outside
 * its heap, about 2.5 µs each (a plan of the bench's search made seven), while clearing one of 1,608 slots takes 0.1 µs.
 * Taken and given back within one synchronous plan: none outlives it.
 */
export class ScratchBits {
  private readonly spare: Bits[] = [];
  constructor(private readonly size: () => number) {}
  /** A cleared bitmap with room for every slot. */
  take(): Bits {
    const bits = this.spare.pop();
    if (!bits) return new Bits(this.size());
    bits.reset(this.size());
    return bits;
  }
  give(bits: Bits) {
    this.spare.push(bits);
  }
  /** Clears `bits`, with room for every slot. */
  clear(bits: Bits) {
    bits.reset(this.size());
  }
}

/**
 * Whether a sorted find should walk its order testing bits (true) rather than take the `count` matches and sort them:
 * the walk passes about `want * size / count` entries of the order, a sort costs about `count * log2(count)` comparisons;
 * `sortCost`: what one comparison (and reading a match) costs against one step of the walk.
 */
export function walkPays(count: number, want: number, size: number, sortCost: number): boolean {
  const walked = Number.isFinite(want) ? (Math.min(want, count) * size) / Math.max(count, 1) : size;
  return count * Math.log2(count + 2) * sortCost >= walked;
}

/** Bits of the given slots. */
export function bitsOf(slots: Iterable<number>, size = 0): Bits {
  const bits = new Bits(size);
  for (const s of slots) bits.set(s);
  return bits;
}

/**
 * A value's set is kept as a bitmap (made when first asked, then changed with every write) once it holds at least this
 * share of the slots: below it, a bitmap would take more memory than the set it stands for and is made for each query.
 */
export const KEEP_BITS_SHARE = 1 / 64;

/** Slots for documents by id: each document keeps its slot while it exists; a deleted one's slot is given to a later one. */
export class Slots {
  private readonly byId = new Map<string, number>();
  /** The id in each slot (undefined: free). */
  private readonly ids: Array<string | undefined> = [];
  private readonly free: number[] = [];
  private next = 0;
  /** One more than the highest slot ever given (bitmaps are this long). */
  get size() {
    return this.next;
  }
  of(id: string): number | undefined {
    return this.byId.get(id);
  }
  /** The id of the document in `slot`. */
  idAt(slot: number): string | undefined {
    return this.ids[slot];
  }
  /** The document's slot, given now if it has none. */
  take(id: string): number {
    let s = this.byId.get(id);
    if (s === undefined) {
      s = this.free.pop() ?? this.next++;
      this.byId.set(id, s);
      this.ids[s] = id;
    }
    return s;
  }
  release(id: string) {
    const s = this.byId.get(id);
    if (s === undefined) return;
    this.byId.delete(id);
    this.ids[s] = undefined;
    this.free.push(s);
  }
}
