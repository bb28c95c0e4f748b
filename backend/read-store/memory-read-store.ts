// Embedded ReadStore adapter: documents in memory (rebuilt from the event store at start), deep-frozen, with hash, text and
// sorted indexes; a find starts from its most selective index and a sorted, limited find stops as soon as it has its page.
// A filter's conditions that indexes narrow (hash values, ranges of sorted orders, words, alternatives) are bitmaps over
// document slots (memory-bitmaps.ts), intersected: an exact one's count is a popcount, its page a walk along the order
// testing a bit per document, or its few matches put in order by their positions; the rest is checked on each candidate.
import { HashIndex, SortedIndex, TextIndex, idsOf, inCandidates, candidatesOf, runOf, type Candidates } from './memory-indexes';
import { Bits, ScratchBits, Slots, walkPays } from './memory-bitmaps';
import { planInto, type ConditionInto } from './bits-plan';
import { compareBy, compileFilter, type BulkOp, type Collection, type Doc, type FieldCondition, type Filter, type FindOptions, type IndexSpec, type LiveDocuments, type ReadStore } from './read-store';

/**
 * A deep-frozen copy of a JSON value. Frozen parts are taken as they are: they are stored documents' own parts (frozen
 * here before), so a document made by spreading a stored one copies only what changed.
 */
function frozenCopy<T>(value: T): T {
  if (value === null || typeof value !== 'object' || Object.isFrozen(value)) return value;
  if (Array.isArray(value)) return Object.freeze(value.map(frozenCopy)) as T;
  const out: Record<string, unknown> = {};
  for (const k in value) out[k] = frozenCopy((value as Record<string, unknown>)[k]);
  return Object.freeze(out) as T;
}

/**
 * A document handed over (bulkWrite): frozen in place, with what it holds that is not frozen yet copied (and frozen): a
 * part may be shared with its caller (e.g. an event's array), the document itself is not.
 */
function adopted<T>(doc: T): T {
  if (Object.isFrozen(doc)) return doc;
  const fields = doc as Record<string, unknown>;
  for (const k in fields) {
    const v = fields[k];
    if (v !== null && typeof v === 'object' && !Object.isFrozen(v)) fields[k] = frozenCopy(v);
  }
  return Object.freeze(doc);
}

type AnyDoc = Doc & Record<string, unknown>;

/** Whether two filters ask the same (the same object, or the same JSON: filters are plain data). */
const sameFilter = (a: Filter, b: Filter) => a === b || JSON.stringify(a) === JSON.stringify(b);

/** Candidates spread over several sets are merged into one for membership tests up to this many ids; beyond, the filter is checked on the document instead. */
const MERGE_LIMIT = 20_000;

/** Up to this many sets, a membership test asks each of them; more are merged first (or not tested, see MERGE_LIMIT). */
const FEW_SETS = 4;

/** A membership test for candidates: their few sets asked in turn; many merged once; null when merging would cost more than it saves. */
function memberOf(c: Candidates): ((id: string) => boolean) | null {
  if (c.run) return null;
  if (c.sets.length === 1) {
    const only = c.sets[0];
    return (id) => only.has(id);
  }
  if (c.sets.length <= FEW_SETS) return (id) => inCandidates(c, id);
  if (c.size > MERGE_LIMIT) return null;
  const all = new Set(idsOf(c));
  return (id) => all.has(id);
}
/** How many counts a collection remembers between writes (see count). */
const COUNTS_KEPT = 256;

/**
 * What ordering a match costs against one step of a walk along a sorted index, in memory (see walkPays): a step tests a bit;
 * the matches are put in order by their positions in the index, compared as numbers (SortedIndex.idsIn).
 */
const SORT_COST = 2;

/** Beyond this many writes in one bulkWrite, sorted indexes sort again when next read. */
const BULK_RESORT = 64;

/** A filter answered through bitmaps: the slots that may match, and what is left to check on their documents. */
interface BitsPlan {
  bits: Bits;
  /** The conditions the bits answer only in part, or not at all (null: the bits are exactly the matches). */
  verify: ((doc: AnyDoc) => boolean) | null;
  /** How many slots the bits hold (counted once). */
  candidates(): number;
  /** How many documents match (counted once): the bits' count, or each candidate checked. */
  matches(): number;
}

/** A hash or word index declared over many documents, made a slice at a time: the documents it has still to take. */
interface PendingBuild {
  index: HashIndex | TextIndex;
  rest: Iterator<AnyDoc>;
}

/**
 * Makes the indexes of large collections after they are declared, a few milliseconds at a time between other work
 * (`createMemoryReadStore`): a replay that has caught up serves at once, instead of after every index of every read model.
 */
interface IndexBuilder {
  /** Documents a collection may hold for its indexes to be made at once, when declared. */
  readonly atOnceUpTo: number;
  /** The collection has builds pending: work on them soon. */
  schedule(collection: MemoryCollection<Doc>): void;
}

class MemoryCollection<T extends Doc> implements Collection<T> {
  private docs = new Map<string, AnyDoc>();
  /** A slot per document, for the bitmaps of hash and sorted indexes (bitsFor). */
  private slots = new Slots();
  private hash = new Map<string, HashIndex>();
  private text = new Map<string, TextIndex>();
  private sorted = new Map<string, SortedIndex>();
  /**
   * Indexes still being made. They are in `all` from their declaration, so every write keeps them up to date; the build
   * adds the documents it has not reached yet (a document written meanwhile may be added twice: harmless, see addTo). A
   * query that needs one finishes it first.
   */
  private pending: PendingBuild[] = [];
  /** Dropped: a pending build stops. */
  dropped = false;

  constructor(private readonly builder: IndexBuilder) {}

  /** Every index, kept as one list (ensureIndex adds to it): a write reads it without building it again. */
  private all: Array<HashIndex | TextIndex | SortedIndex> = [];
  /** Bumped by every write: a remembered selection is only as good as the documents it was made from. */
  private version = 0;
  /**
   * The last full selection (every match of a filter, no cursor): a page and its total count are asked together
   * (GET /api/internships), and the count takes the page's selection instead of making it again.
   */
  private lastSelected: { filter: Filter; version: number; docs: AnyDoc[] } | null = null;

  /** The index candidates of one condition, or null when no index narrows it. */
  private narrowOne(field: string, c: FieldCondition | readonly Filter[]): Candidates | null {
    if (field === '$or') {
      const branches = (c as readonly Filter[]).map((b) => this.narrowing(b));
      if (branches.length === 0 || !branches.every((b) => b.candidates.length > 0 && !b.candidates[0].run)) return null;
      // A branch answers exactly when all its conditions do and one set stands for them (a single condition).
      const exact = branches.every((b) => b.exact && b.candidates.length === 1);
      return candidatesOf(branches.flatMap((b) => b.candidates[0].sets), exact);
    }
    const cond = c as FieldCondition;
    const hash = this.made(this.hash.get(field));
    if (hash && (cond === null || typeof cond !== 'object')) return hash.lookup([cond]);
    if (hash && typeof cond === 'object' && cond !== null && '$in' in cond) return hash.lookup(cond.$in);
    if (typeof cond === 'object' && cond !== null && '$contains' in cond) return this.made(this.text.get(field))?.lookup(cond.$contains) ?? null;
    if (typeof cond === 'object' && cond !== null && !('$in' in cond) && !('$ne' in cond)) return this.rangeOf(field, cond);
    return null;
  }

  /**
   * The documents that may match `filter` as a bitmap over the slots, and what is left to check on each of them (`rest`,
   * null when the bits are exactly the matches). Equality and $in on a hash-indexed field and a range (bounds all numbers
   * or all strings) on the first field of a sorted index are answered exactly; a word of `$contains` on a text-indexed
   * field exactly, more words as a superset; `$or` as the union of its branches. Conditions no index answers are left to
   * check. Null when no condition has bits: the caller goes on through candidate sets. The last plan is kept until the
   * next write (a page and its count ask for the same filter object).
   */
  private bitsFor(filter: Filter): BitsPlan | null {
    const last = this.plannedFor(filter);
    if (last) return last.plan;
    const bits = new Bits(this.slots.size);
    const found = planInto(filter, bits, this.conditionInto, this.scratch);
    const plan = found.any ? this.bitsPlan(bits, found.rest) : null;
    this.lastBits = { filter, version: this.version, plan };
    return plan;
  }
  private lastBits: { filter: Filter; version: number; plan: BitsPlan | null } | null = null;
  /** The last plan, when it was made for this very filter object since the last write. */
  private plannedFor(filter: Filter) {
    const last = this.lastBits;
    return last && last.filter === filter && last.version === this.version ? last : null;
  }
  private readonly scratch = new ScratchBits(() => this.slots.size);
  private bitsPlan(bits: Bits, rest: Filter | null): BitsPlan {
    const verify = rest ? compileFilter(rest) : null;
    let candidates: number | undefined;
    let matches: number | undefined;
    return {
      bits,
      verify,
      candidates: () => (candidates ??= bits.count()),
      matches: () => {
        if (matches !== undefined) return matches;
        if (!verify) return (matches = (candidates ??= bits.count()));
        let n = 0;
        for (const slot of bits.slots()) if (verify(this.docs.get(this.slots.idAt(slot)!)!)) n++;
        return (matches = n);
      },
    };
  }
  /** Sets in `out` the documents that may meet one condition: whether exactly those; null (`out` untouched) when no index helps. */
  private readonly conditionInto: ConditionInto = (field, cond, out) => {
    const isObject = typeof cond === 'object' && cond !== null;
    if (!isObject || '$in' in cond) {
      const hash = this.made(this.hash.get(field));
      if (!hash) return null;
      hash.orInto(isObject ? (cond as { $in: Array<string | number | boolean> }).$in : [cond], out);
      return true;
    }
    if ('$contains' in cond) return this.made(this.text.get(field))?.orInto(cond.$contains, out, this.scratch) ?? null;
    if ('$ne' in cond) return null;
    const bounds = Object.values(cond).filter((v) => v !== undefined);
    const type = typeof bounds[0];
    if (bounds.length === 0 || (type !== 'number' && type !== 'string') || bounds.some((b) => typeof b !== type)) return null;
    for (const index of this.sorted.values())
      if (index.first === field) {
        index.rangeInto(cond, out);
        return true;
      }
    return null;
  };

  /**
   * A range through a sorted index whose order starts with the field: the run of it in the range (see runOf). Null when no
   * order starts with the field.
   */
  private rangeOf(field: string, range: { $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number }): Candidates | null {
    for (const index of this.sorted.values()) {
      if (index.first !== field) continue;
      return runOf(index.range(range));
    }
    return null;
  }

  /**
   * Candidate sets for the conditions that an index can narrow (each a superset of that condition's matches), smallest
   * first; `exact` when every condition of the filter is answered exactly by its set (nothing is left to verify).
   */
  private narrowing(filter: Filter): { candidates: Candidates[]; exact: boolean; fields: string[] } {
    const found: Array<{ field: string; candidates: Candidates }> = [];
    let exact = true;
    for (const [field, c] of Object.entries(filter)) {
      if (c === undefined) continue;
      const candidates = this.narrowOne(field, c);
      if (candidates) found.push({ field, candidates });
      exact &&= !!candidates?.exact;
    }
    found.sort((a, b) => a.candidates.size - b.candidates.size);
    return { candidates: found.map((f) => f.candidates), exact, fields: found.map((f) => f.field) };
  }

  /**
   * Matching documents, stopping once `enough` are found when they come in the order of `sorted` (`ordered`); with few
   * candidates they are collected in no particular order (every match: the caller sorts them).
   */
  private select(filter: Filter, sorted: { index: SortedIndex; direction: 1 | -1 } | null, enough = Infinity, after?: (d: AnyDoc) => boolean): { docs: AnyDoc[]; ordered: boolean } {
    const { candidates, fields } = this.narrowing(filter);
    const [smallest, ...others] = candidates;
    // Candidates that are every document (one exact set as large as the collection) test nothing.
    const tests = others.map((c) => (c.exact && c.sets.length === 1 && c.size === this.docs.size ? () => true : memberOf(c)));
    const checks = tests.filter((t): t is (id: string) => boolean => t !== null);
    // What the sets answer exactly is not checked again on the document; the rest (conditions no index narrows, inexact
    // candidates, and candidates spread over too many sets to test) is.
    // Walking the order pays when the candidates are many, or when the page is likely found after a short walk (the walk
    // meets a candidate every docs/candidates ids); fewer are cheaper to collect and sort.
    const walking = !!sorted && (!smallest || smallest.size > this.docs.size / 4 || (enough * this.docs.size) / smallest.size < smallest.size / 4);
    // (A walk does not test a run of a sorted index for membership: its range is checked on the document.)
    const answered = new Set(fields.filter((_, i) => candidates[i].exact && (i === 0 ? !(walking && smallest.run) : tests[i - 1] !== null)));
    const rest = Object.fromEntries(Object.entries(filter).filter(([field, c]) => c !== undefined && !answered.has(field)));
    const verify = Object.keys(rest).length > 0 ? compileFilter(rest) : null;
    const out: AnyDoc[] = [];
    const accept = (id: string) => {
      for (const check of checks) if (!check(id)) return;
      const doc = this.docs.get(id);
      if (!doc || (after && !after(doc)) || (verify && !verify(doc))) return;
      out.push(doc);
    };
    if (sorted && walking) {
      const inSmallest = smallest && !smallest.run ? (memberOf(smallest) ?? ((id: string) => inCandidates(smallest, id))) : null;
      for (const id of sorted.index.walk(sorted.direction)) {
        if (inSmallest && !inSmallest(id)) continue;
        accept(id);
        if (out.length >= enough) break;
      }
      return { docs: out, ordered: true };
    }
    for (const id of smallest ? idsOf(smallest) : this.docs.keys()) accept(id);
    if (!after) this.lastSelected = { filter, version: this.version, docs: out };
    return { docs: out, ordered: false };
  }


  /** The index, made whole first if its build is still pending. */
  private made<I extends HashIndex | TextIndex>(index: I | undefined): I | undefined {
    const at = index ? this.pending.findIndex((b) => b.index === index) : -1;
    if (at >= 0) {
      const [{ rest }] = this.pending.splice(at, 1);
      for (let r = rest.next(); !r.done; r = rest.next()) index!.add(r.value);
    }
    return index;
  }

  /** Adds documents to pending indexes until `deadline` (performance.now()); whether builds remain. */
  buildSome(deadline: number): boolean {
    while (this.pending.length > 0 && !this.dropped) {
      const build = this.pending[0];
      for (let n = 0; ; n++) {
        const r = build.rest.next();
        if (r.done) {
          this.pending.shift();
          break;
        }
        build.index.add(r.value);
        if ((n & 255) === 255 && performance.now() >= deadline) return true;
      }
    }
    return false;
  }

  private sortedIndexFor(sort: Record<string, 1 | -1> | undefined) {
    if (!sort) return null;
    for (const index of this.sorted.values()) {
      const direction = index.direction(sort);
      if (direction) return { index, direction };
    }
    return null;
  }

  async get(id: string) {
    return (this.docs.get(id) as T | undefined) ?? null;
  }
  async getMany(ids: readonly string[]) {
    const out: T[] = [];
    for (const id of ids) {
      const d = this.docs.get(id);
      if (d) out.push(d as T);
    }
    return out;
  }
  async find(filter: Filter = {}, options: FindOptions = {}) {
    const { sort, skip = 0, limit, after } = options;
    const compare = sort ? compareBy(sort) : null;
    const isAfter = after && compare ? (d: AnyDoc) => compare(d, after) > 0 : undefined;
    const sorted = this.sortedIndexFor(sort);
    // Conditions answered by bitmaps, in an order of a sorted index: walk it from the cursor, testing a bit per document
    // (and checking on the document what the bits answer only in part); or, when the matches are few beside the walk,
    // take them in order (SortedIndex.idsIn).
    const plan = sorted ? this.bitsFor(filter) : null;
    if (sorted && plan) {
      const { bits, verify } = plan;
      const want = limit === undefined ? Infinity : skip + limit;
      const out: AnyDoc[] = [];
      if (walkPays(plan.candidates(), want, this.docs.size, SORT_COST)) {
        if (want > 0)
          sorted.index.walkBits(sorted.direction, after, bits, (id) => {
            const doc = this.docs.get(id)!;
            if (!verify || verify(doc)) out.push(doc);
            return out.length >= want;
          });
      } else
        for (const id of sorted.index.idsIn(bits, sorted.direction, after)) {
          const doc = this.docs.get(id)!;
          if (verify && !verify(doc)) continue;
          out.push(doc);
          if (out.length >= want) break;
        }
      return (limit === undefined ? out.slice(skip) : out.slice(skip, skip + limit)) as T[];
    }
    const selected = this.select(filter, sorted, limit === undefined ? Infinity : skip + limit, isAfter);
    let out = selected.docs;
    if (compare && !selected.ordered) out = [...out].sort(compare);
    if (skip) out = out.slice(skip);
    if (limit !== undefined) out = out.slice(0, limit);
    return out as T[];
  }
  changeCount() {
    return this.version;
  }
  async count(filter: Filter = {}) {
    const fields = Object.keys(filter).filter((k) => filter[k] !== undefined);
    if (fields.length === 0) return this.docs.size;
    // One equality on a hash-indexed field: the index knows the answer.
    const only = filter[fields[0]];
    const hash = fields.length === 1 ? this.made(this.hash.get(fields[0])) : undefined;
    if (hash && (only === null || typeof only !== 'object')) return hash.lookup([only as FieldCondition & (string | number | boolean | null)]).size;
    // The plan a find just made for this very filter (a page, then its count): its count, made once.
    const planned = this.plannedFor(filter)?.plan;
    if (planned) return planned.matches();
    const last = this.lastSelected;
    if (last && last.version === this.version && sameFilter(last.filter, filter)) return last.docs.length;
    // Counts of the same filter while nothing is written are remembered (a search asked again, or paged on).
    if (this.counted.version !== this.version) this.counted = { version: this.version, counts: new Map() };
    const key = JSON.stringify(filter);
    const known = this.counted.counts.get(key);
    if (known !== undefined) return known;
    const n = this.bitsFor(filter)?.matches() ?? this.countByIndexes(filter) ?? this.select(filter, null).docs.length;
    if (this.counted.counts.size >= COUNTS_KEPT) this.counted.counts.delete(this.counted.counts.keys().next().value!);
    this.counted.counts.set(key, n);
    return n;
  }
  private counted: { version: number; counts: Map<string, number> } = { version: -1, counts: new Map() };

  /**
   * A count the indexes answer alone (every condition exact, each but the smallest testable by membership): the smallest
   * candidates' ids are tested against the others' sets, no document is read. Null when a document must be looked at.
   */
  private countByIndexes(filter: Filter): number | null {
    const { candidates, exact } = this.narrowing(filter);
    if (!exact || candidates.length === 0) return null;
    const runs = candidates.filter((c) => c.run);
    if (runs.length > 1) return null;
    const run = runs[0];
    const sets = candidates.filter((c) => !c.run && !(c.sets.length === 1 && c.size === this.docs.size));
    // The ids listed: the smallest candidates' (candidates are smallest first); a run among the others is made a Set to be
    // tested, unless listing the run and asking each set in turn costs less.
    const asked = sets.reduce((n, c) => n + c.sets.length, 0);
    const listRun = !!run && (sets.length === 0 || run.size * asked <= 4 * (run.size + sets[0].size));
    const smallest = listRun ? run : (sets[0] ?? candidates[0]);
    const tests: Array<(id: string) => boolean> = [];
    for (const c of [...sets, ...(run && !listRun ? [run] : [])]) {
      if (c === smallest) continue;
      const test = c.run ? ((all: Set<string>) => (id: string) => all.has(id))(new Set(c.run)) : (memberOf(c) ?? ((id: string) => inCandidates(c, id)));
      tests.push(test);
    }
    if (tests.length === 0 && (smallest.disjoint || smallest.sets.length <= 1)) return smallest.size;
    let n = 0;
    outer: for (const id of idsOf(smallest)) {
      for (const test of tests) if (!test(id)) continue outer;
      n++;
    }
    return n;
  }
  private put(doc: AnyDoc, resort: boolean) {
    this.version++;
    this.slots.take(doc.id);
    // Without indexes (a build, until it has caught up) the old document is not needed.
    if (this.all.length === 0) {
      this.docs.set(doc.id, doc);
      return;
    }
    const old = this.docs.get(doc.id);
    // Indexes whose fields changed: out with the old document (while it is still in `docs`), in with the new one.
    if (old) for (const index of this.all) if (!index.same(old, doc)) index.remove(old);
    this.docs.set(doc.id, doc);
    for (const index of this.all) {
      if (old && index.same(old, doc)) continue;
      if (resort && index instanceof SortedIndex) index.invalidate();
      index.add(doc);
    }
  }
  async upsert(doc: T) {
    this.put(frozenCopy(doc) as unknown as AnyDoc, false);
  }
  async update(id: string, patch: Partial<Omit<T, 'id'>>) {
    const old = this.docs.get(id);
    if (!old) return false;
    this.put(frozenCopy({ ...old, ...patch, id }) as AnyDoc, false);
    return true;
  }
  async delete(id: string) {
    return this.remove(id);
  }
  private remove(id: string) {
    const old = this.docs.get(id);
    if (!old) return false;
    this.version++;
    for (const index of this.all) index.remove(old);
    this.docs.delete(id);
    this.slots.release(id);
    return true;
  }
  /** A projection's batch applied in place (apply-batch.ts): no copy of the documents out, no bulk write back. */
  readonly live: LiveDocuments<T> = {
    doc: (id) => this.docs.get(id) as T | undefined,
    put: (doc, many) => this.put(adopted(doc) as unknown as AnyDoc, many),
    delete: (id) => void this.remove(id),
    reached: undefined,
  };
  async deleteMany(filter: Filter) {
    const doomed = await this.find(filter);
    for (const doc of doomed) await this.delete(doc.id);
    return doomed.length;
  }
  async bulkWrite(ops: readonly BulkOp<T>[]) {
    const resort = ops.length > BULK_RESORT;
    for (const op of ops)
      if ('upsert' in op) this.put(adopted(op.upsert) as unknown as AnyDoc, resort);
      else this.remove(op.delete);
  }
  async ensureIndex(spec: IndexSpec) {
    let index: HashIndex | TextIndex | SortedIndex;
    if (typeof spec === 'string') {
      if (this.hash.has(spec)) return;
      this.hash.set(spec, (index = new HashIndex(spec, this.slots)));
      this.all.push(index);
    } else if ('text' in spec) {
      if (this.text.has(spec.text)) return;
      this.text.set(spec.text, (index = new TextIndex(spec.text, this.slots)));
      this.all.push(index);
    } else if ('compound' in spec) {
      // (Its conditions' hash and sorted indexes answer such a filter here: see IndexSpec.)
      return;
    } else {
      const sorted = new SortedIndex(spec.sorted, this.docs, this.slots);
      if (this.sorted.has(sorted.key)) return;
      this.sorted.set(sorted.key, sorted);
      this.all.push(sorted);
      return;
    }
    if (this.docs.size <= this.builder.atOnceUpTo) {
      for (const doc of this.docs.values()) index.add(doc);
      return;
    }
    this.pending.push({ index, rest: this.docs.values() });
    this.builder.schedule(this as unknown as MemoryCollection<Doc>);
  }
}

/** How long a slice of index building may hold the thread before requests get their turn. */
const BUILD_SLICE_MS = 5;

/**
 * `indexesAtOnceUpTo`: a hash or word index declared on a collection of more documents than this is made after, a slice
 * at a time (IndexBuilder): on 1,000,000 events the indexes took 3.9 s once the replay had caught up, 1 s of it the
 * words of 90,000 descriptions. Until then a query that needs one finishes it first. `buildSliceMs`: how long a slice may
 * last (at least 256 documents are added at a time).
 */
export function createMemoryReadStore(options: { indexesAtOnceUpTo?: number; buildSliceMs?: number } = {}): ReadStore {
  const sliceMs = options.buildSliceMs ?? BUILD_SLICE_MS;
  const collections = new Map<string, MemoryCollection<Doc>>();
  const aliases = new Map<string, string>();
  const building = new Set<MemoryCollection<Doc>>();
  let idle: Array<() => void> = [];
  let slicing = false;
  const slice = () => {
    const deadline = performance.now() + sliceMs;
    for (const c of building) {
      if (c.buildSome(deadline)) break;
      building.delete(c);
    }
    if (building.size > 0) return void setImmediate(slice);
    slicing = false;
    for (const resolve of idle) resolve();
    idle = [];
  };
  const builder: IndexBuilder = {
    atOnceUpTo: options.indexesAtOnceUpTo ?? 10_000,
    schedule(collection) {
      building.add(collection);
      if (!slicing) {
        slicing = true;
        setImmediate(slice);
      }
    },
  };
  return {
    name: 'embedded (in memory)',
    durable: false,
    // Small batches: a batch's events live until every projection has applied them, and the fewer of them outlive a young
    // generation's collection, the less it copies (200,000 events: replay 14% faster than with batches of 2,000).
    batchSize: 500,
    collection<T extends Doc>(name: string) {
      const target = aliases.get(name) ?? name;
      let c = collections.get(target);
      if (!c) collections.set(target, (c = new MemoryCollection<Doc>(builder)));
      return c as unknown as Collection<T>;
    },
    alias(name, target) {
      aliases.set(name, target);
    },
    async drop(name) {
      const c = collections.get(name);
      if (c) c.dropped = true;
      collections.delete(name);
    },
    indexesMade() {
      return slicing ? new Promise<void>((resolve) => idle.push(resolve)) : Promise.resolve();
    },
    async close() {},
  };
}
