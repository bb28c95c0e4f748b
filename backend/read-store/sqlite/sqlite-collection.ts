// A collection of the on-disk read store (sqlite-read-store.ts): documents as JSON in one table, index tables kept up to
// date with every write; a find narrows through the indexes (sqlite-narrowing.ts), reads the candidates, checks each with
// the shared filter semantics and sorts them, or walks a sorted index until its page is full. Conditions that hash, text
// and sorted indexes answer are bitmaps of row numbers (planFor, bits-plan.ts): an exact plan is counted without reading
// a document and paged by walking the sorted index's row numbers from the cursor, reading only the page's documents; a
// plan with something left to check reads its few candidates. Documents read by row number are kept parsed and frozen
// (a bounded number), so that a page asked again, or another page holding them, reads and parses nothing.
import type Database from 'better-sqlite3';
import { compareBy, compileFilter, type BulkOp, type Collection, type Doc, type Filter, type FindOptions, type IndexSpec } from '../read-store';
import { deepFreeze } from '@domain/shared/deep-freeze';
import { Bits, ScratchBits, walkPays } from '../memory-bitmaps';
import { planInto, type ConditionInto } from '../bits-plan';
import { KeptBySize } from '../kept-by-size';
import { idsOf, narrowFilter, specKey } from './sqlite-narrowing';
import { indexFor, SqliteHashIndex, SqliteSortedIndex, SqliteTextIndex, type IndexBuild, type Sql, type SqliteIndex } from './sqlite-read-indexes';
import { sortKey } from './sqlite-sort-key';

type AnyDoc = Doc & Record<string, unknown>;

/** A sorted, limited find walks its sorted index unless the other indexes narrow it to at most this many candidates. */
const WALK_ABOVE = 2_000;
/** A find's matches are remembered for the count that follows up to this many (more are not held in memory). */
const REMEMBER_AT_MOST = 5_000;
/** What reading, parsing and comparing a match costs against one step of a walk along a sorted index (see walkPays). */
const SORT_COST = 4;
/** Bitmaps of ranges kept (and changed by every write), at most this many per collection (12.5 kB each per 100,000 rows). */
const RANGES_KEPT = 64;
/** Parsed documents kept per collection (docsAt), up to this many characters of their JSON: a few thousand postings. */
const KEPT_CHARS = 4_000_000;

/** A filter answered through bitmaps (bits-plan.ts): the row numbers that may match and what is left to check on them. */
interface Plan {
  bits: Bits;
  /** The conditions the bits answer only in part or not at all (null: the bits are exactly the matches). */
  verify: ((doc: AnyDoc) => boolean) | null;
  candidates: number;
  /** The matches, once read (a plan with something to check, read for its page and then its count). */
  matches?: AnyDoc[];
}

type Range = { $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number };
/** Whether a value lies in a range as a sorted index's run has it (see SqliteSortedIndex.range): of the bounds' type only. */
function inRange(value: unknown, range: Range): boolean {
  const bound = Object.values(range).find((v) => v !== undefined);
  if (typeof value !== typeof bound) return false;
  const v = value as string | number;
  return (range.$gt === undefined || v > range.$gt) && (range.$gte === undefined || v >= range.$gte) && (range.$lt === undefined || v < range.$lt) && (range.$lte === undefined || v <= range.$lte);
}

/** Where a collection lives: its table and its indexes (by specKey). */
export interface Meta {
  table: string;
  indexes: Map<string, SqliteIndex>;
}

/** What the store gives its collections. */
export interface Internals {
  sql: Sql;
  metas: Map<string, Meta>;
  statement(sql: string): Database.Statement;
  /** The collection's tables, created on first write. */
  ensure(name: string): Meta;
  /** Runs synchronous writes in one transaction: the current one, or its own once no other is open. */
  write<R>(work: () => R): Promise<R>;
}

export class SqliteCollection<T extends Doc> implements Collection<T> {
  /** Writes through this object; this process is the only writer of a live collection (one instance per DATA_DIR). */
  private writes = 0;
  constructor(
    private readonly s: Internals,
    private readonly name: string,
  ) {}

  changeCount() {
    return this.writes;
  }
  /** Counts a change (before a write and once it is done, and when a transaction rolls back what was read meanwhile). */
  touch() {
    this.writes++;
    // What a rolled-back transaction wrote may be in the bitmaps the indexes keep, and in those of ranges.
    for (const index of this.meta()?.indexes.values() ?? []) index.forget();
    this.ranges.clear();
    this.kept.clear();
    this.rows = null;
  }
  /** A write, counted as a change before it starts and once it has ended (committed or not). */
  private async writing<R>(work: () => R): Promise<R> {
    this.writes++;
    try {
      return await this.s.write(work);
    } finally {
      this.writes++;
    }
  }

  private meta(): Meta | undefined {
    return this.s.metas.get(this.name);
  }
  private parse = (row: { doc: string }) => JSON.parse(row.doc) as AnyDoc;

  async get(id: string) {
    return this.read(id) as unknown as T | null;
  }
  async getMany(ids: readonly string[]) {
    const m = this.meta();
    if (!m || ids.length === 0) return [];
    const rows = this.s.sql.all<{ id: string; doc: string }>(`SELECT id, doc FROM "${m.table}" WHERE id IN (SELECT value FROM json_each(?))`, JSON.stringify(ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => (byId.has(id) ? [this.parse(byId.get(id)!) as unknown as T] : []));
  }

  /**
   * Documents of the candidates (or all), each checked against the filter unless the indexes answered it exactly; `ids`:
   * the candidates' ids already read. Remembered until the next write: a page and its total count ask the same filter.
   */
  private matching(m: Meta, filter: Filter, read?: { ids: readonly string[]; covered: boolean }): AnyDoc[] {
    const key = JSON.stringify(filter);
    const known = this.remembered(m, key);
    if (known) return known;
    const ids = read?.ids;
    const { narrowing, covered } = read ? { narrowing: null, covered: read.covered } : narrowFilter(this.s.sql, m.indexes, filter);
    const rows = ids
      ? this.s.sql.all<{ doc: string }>(`SELECT doc FROM "${m.table}" WHERE id IN (SELECT value FROM json_each(?))`, JSON.stringify(ids))
      : narrowing
        ? this.s.sql.all<{ doc: string }>(`SELECT doc FROM "${m.table}" WHERE id IN (${narrowing.sql})`, ...narrowing.params)
        : this.s.sql.all<{ doc: string }>(`SELECT doc FROM "${m.table}"`);
    let docs = rows.map(this.parse);
    if (!covered) docs = docs.filter(compileFilter(filter));
    this.last = docs.length <= REMEMBER_AT_MOST ? { key, writes: this.writes, table: m.table, docs } : null;
    return docs;
  }
  private last: { key: string; writes: number; table: string; docs: AnyDoc[] } | null = null;
  /** The matches of the filter (by its JSON) remembered since the last write, if any. */
  private remembered(m: Meta, key: string): AnyDoc[] | null {
    const last = this.last;
    return last && last.key === key && last.writes === this.writes && last.table === m.table ? last.docs : null;
  }

  /**
   * The documents that may match `filter` as a bitmap of their row numbers, and what is left to check on them: equality
   * and $in on a hash-indexed field and a range (bounds all numbers or all strings) on the first field of a sorted index
   * exactly, a word of `$contains` on a text-indexed field exactly (more words as a superset), `$or` as the union of its
   * branches. Null when no condition has bits. The last filter's plan is kept until the next write (a page and its count
   * ask the same).
   */
  private planFor(m: Meta, filter: Filter): Plan | null {
    const key = `${m.table}|${JSON.stringify(filter)}`;
    const last = this.lastPlan;
    if (last && last.key === key && last.writes === this.writes) return last.plan;
    this.size = this.sizeOf(m);
    const bits = new Bits(this.size);
    const found = planInto(filter, bits, this.conditionInto(m), this.scratch);
    const plan = found.any ? { bits, verify: found.rest ? compileFilter(found.rest) : null, candidates: bits.count() } : null;
    this.lastPlan = { key, writes: this.writes, plan };
    return plan;
  }
  private lastPlan: { key: string; writes: number; plan: Plan | null } | null = null;
  /** One more than the highest row number, when the last plan was made (the bitmaps' size). */
  private size = 0;
  /** One more than the highest row number of the table (null: to be read), kept up by put. */
  private rows: { table: string; size: number } | null = null;
  private sizeOf(m: Meta): number {
    if (this.rows?.table !== m.table) this.rows = { table: m.table, size: (this.s.sql.all<{ n: number | null }>(`SELECT max(n) AS n FROM "${m.table}"`)[0]?.n ?? 0) + 1 };
    return this.rows.size;
  }
  private readonly scratch = new ScratchBits(() => this.size);
  /** Sets in `out` the documents that may meet one condition: whether exactly those; null when no index helps. */
  private conditionInto(m: Meta): ConditionInto {
    return (field, cond, out) => {
      const isObject = typeof cond === 'object' && cond !== null;
      if (!isObject || '$in' in cond) {
        const hash = m.indexes.get(specKey(field));
        if (!(hash instanceof SqliteHashIndex)) return null;
        hash.orInto(isObject ? (cond as { $in: unknown[] }).$in : [cond], out, this.size);
        return true;
      }
      if ('$contains' in cond) {
        const text = m.indexes.get(specKey({ text: field }));
        return text instanceof SqliteTextIndex ? text.orInto(cond.$contains, out, this.scratch, this.size) : null;
      }
      if ('$ne' in cond) return null;
      const range = this.rangeBits(m, field, cond as Range);
      if (!range) return null;
      out.or(range);
      return true;
    };
  }
  /** The bitmap of a range on the first field of a sorted index (kept, see ranges); null when no order starts with it. */
  private rangeBits(m: Meta, field: string, cond: Range): Bits | null {
    for (const index of m.indexes.values()) {
      if (!(index instanceof SqliteSortedIndex) || index.first !== field) continue;
      const key = `${index.table}|${JSON.stringify(cond)}`;
      const known = this.ranges.get(key);
      if (known) {
        // The most recently used last: the first is dropped when there are too many.
        this.ranges.delete(key);
        this.ranges.set(key, known);
        return known.bits;
      }
      const bits = index.rangeBits(cond, this.size);
      if (!bits) return null;
      if (this.ranges.size >= RANGES_KEPT) this.ranges.delete(this.ranges.keys().next().value!);
      this.ranges.set(key, { table: m.table, field, range: cond, bits });
      return bits;
    }
    return null;
  }
  /** Bitmaps of ranges asked (by index table and range), with what each is of: every write sets or clears its row's bit. */
  private ranges = new Map<string, { table: string; field: string; range: Range; bits: Bits }>();
  /** Keeps the ranges' bitmaps true of a row written (`doc`) or deleted (null). */
  private rangesWritten(m: Meta, n: number, doc: AnyDoc | null) {
    for (const r of this.ranges.values()) {
      if (r.table !== m.table) continue;
      if (doc && inRange(doc[r.field], r.range)) r.bits.set(n);
      else r.bits.clear(n);
    }
  }

  /**
   * A sorted find through a plan: with nothing left to check, the sorted index's row numbers in order from the cursor, each
   * tested against the bitmap, until the page is full (then its documents only are read), or, when the matches are few
   * beside that walk, the matches read and sorted; with something left to check, the candidates read, checked and sorted.
   */
  private pageOf(m: Meta, index: SqliteSortedIndex, direction: 1 | -1, plan: Plan, options: FindOptions): AnyDoc[] {
    const want = options.limit === undefined ? Infinity : (options.skip ?? 0) + options.limit;
    const start = options.skip ?? 0;
    if (plan.verify || !walkPays(plan.candidates, want, this.size, SORT_COST)) {
      const compare = compareBy(options.sort!);
      const after = options.after;
      const docs = this.matchesOf(m, plan).filter((d) => !after || compare(d, after) > 0);
      docs.sort(compare);
      return options.limit === undefined ? docs.slice(start) : docs.slice(start, start + options.limit);
    }
    const ns: number[] = [];
    if (want > 0)
      for (const [n] of index.walk(direction, options.after ? sortKey(index.spec, options.after) : null)) {
        if (!plan.bits.has(n)) continue;
        ns.push(n);
        if (ns.length >= want) break;
      }
    return this.docsAt(m, ns.slice(start));
  }
  /** The plan's matches: its candidates read, each checked unless the bits are exact (remembered with the plan). */
  private matchesOf(m: Meta, plan: Plan): AnyDoc[] {
    if (!plan.matches) {
      const ns: number[] = [];
      plan.bits.forEachSlot((n) => ns.push(n));
      const docs = this.docsAt(m, ns);
      plan.matches = plan.verify ? docs.filter(plan.verify) : docs;
    }
    return [...plan.matches];
  }

  /** Parsed documents kept by row number (of the table `keptTable`), up to KEPT_CHARS characters of their JSON. */
  private readonly kept = new KeptBySize<number, AnyDoc>(KEPT_CHARS);
  private keptTable = '';
  /** The documents at these row numbers (those that exist), in that order: kept ones from memory, the others read at once. */
  private docsAt(m: Meta, ns: readonly number[]): AnyDoc[] {
    if (this.keptTable !== m.table) {
      this.kept.clear();
      this.keptTable = m.table;
    }
    const out: Array<AnyDoc | undefined> = new Array(ns.length);
    const missing = new Map<number, number>();
    for (let i = 0; i < ns.length; i++) {
      const kept = this.kept.get(ns[i]);
      if (kept) out[i] = kept;
      else missing.set(ns[i], i);
    }
    if (missing.size) {
      const rows = this.s.sql.all<{ n: number; doc: string }>(`SELECT n, doc FROM "${m.table}" WHERE n IN (SELECT value FROM json_each(?))`, JSON.stringify([...missing.keys()]));
      for (const row of rows) {
        const doc = deepFreeze(this.parse(row));
        out[missing.get(row.n)!] = doc;
        this.kept.set(row.n, doc, row.doc.length);
      }
      return out.filter((d): d is AnyDoc => d !== undefined);
    }
    return out as AnyDoc[];
  }

  /** A sorted, limited find along a sorted index: reads documents in order, checks each, stops at its page. */
  private walk(m: Meta, index: SqliteSortedIndex, direction: 1 | -1, filter: Filter, options: FindOptions): AnyDoc[] {
    const check = compileFilter(filter);
    const want = (options.skip ?? 0) + options.limit!;
    const after = options.after ? sortKey(index.spec, options.after) : null;
    const where = after ? `WHERE s.key ${direction === 1 ? '>' : '<'} ?` : '';
    const statement = this.s.statement(
      `SELECT c.doc FROM "${index.table}" s JOIN "${m.table}" c ON c.id = s.id ${where} ORDER BY s.key ${direction === 1 ? 'ASC' : 'DESC'}`,
    );
    const out: AnyDoc[] = [];
    for (const row of statement.iterate(...(after ? [after] : [])) as Iterable<{ doc: string }>) {
      const doc = this.parse(row);
      if (check(doc)) out.push(doc);
      if (out.length >= want) break;
    }
    return out.slice(options.skip ?? 0);
  }

  async find(filter: Filter = {}, options: FindOptions = {}) {
    const m = this.meta();
    if (!m) return [];
    const { sort, limit, after } = options;
    if (sort)
      for (const index of m.indexes.values()) {
        if (!(index instanceof SqliteSortedIndex) || index.direction(sort) === 0) continue;
        const plan = this.planFor(m, filter);
        // Many candidates to check one by one: walked in order below instead, until the page is full.
        if (plan && (!plan.verify || plan.candidates <= WALK_ABOVE)) return this.pageOf(m, index, index.direction(sort) as 1 | -1, plan, options) as unknown as T[];
        break;
      }
    let read: { ids: string[]; covered: boolean } | undefined;
    if (sort && limit !== undefined) {
      for (const index of m.indexes.values()) {
        if (!(index instanceof SqliteSortedIndex)) continue;
        const direction = index.direction(sort);
        if (direction === 0) continue;
        const { narrowing, covered } = narrowFilter(this.s.sql, m.indexes, filter);
        // Few candidates are read and sorted here; many, walked in order until the page is full.
        const ids = narrowing ? idsOf(this.s.sql, narrowing, WALK_ABOVE + 1) : undefined;
        if (!ids || ids.length > WALK_ABOVE) return this.walk(m, index, direction, filter, options) as unknown as T[];
        read = { ids, covered };
        break;
      }
    }
    let docs = this.matching(m, filter, read);
    if (sort) {
      const compare = compareBy(sort);
      docs = after ? docs.filter((d) => compare(d, after) > 0) : [...docs];
      docs.sort(compare);
    }
    const start = options.skip ?? 0;
    return (limit === undefined ? docs.slice(start) : docs.slice(start, start + limit)) as unknown as T[];
  }

  async count(filter: Filter = {}) {
    const m = this.meta();
    if (!m) return 0;
    if (Object.values(filter).every((c) => c === undefined))
      return this.s.sql.all<{ n: number }>(`SELECT count(*) AS n FROM "${m.table}"`)[0]?.n ?? 0;
    const known = this.remembered(m, JSON.stringify(filter));
    if (known) return known.length;
    const plan = this.planFor(m, filter);
    if (plan && !plan.verify) return plan.candidates;
    if (plan && plan.candidates <= WALK_ABOVE) return this.matchesOf(m, plan).length;
    const { narrowing, covered } = narrowFilter(this.s.sql, m.indexes, filter);
    if (narrowing && covered) return this.s.sql.all<{ n: number }>(`SELECT count(*) AS n FROM (${narrowing.sql})`, ...narrowing.params)[0]?.n ?? 0;
    return this.matching(m, filter).length;
  }

  async upsert(doc: T) {
    await this.bulkWrite([{ upsert: doc }]);
  }
  async update(id: string, patch: Partial<Omit<T, 'id'>>) {
    return this.writing(() => {
      const old = this.read(id);
      if (!old) return false;
      const { id: _ignored, ...fields } = patch as Record<string, unknown>;
      this.put(this.s.ensure(this.name), { ...old, ...fields }, old);
      return true;
    });
  }
  async delete(id: string) {
    return this.writing(() => this.remove(id));
  }
  async deleteMany(filter: Filter) {
    const m = this.meta();
    if (!m) return 0;
    return this.writing(() => {
      const gone = this.matching(m, filter);
      for (const doc of gone) this.remove(doc.id);
      return gone.length;
    });
  }
  async bulkWrite(ops: readonly BulkOp<T>[]) {
    if (ops.length === 0) return;
    await this.writing(() => {
      const m = this.s.ensure(this.name);
      for (const op of ops)
        if ('upsert' in op) this.put(m, op.upsert as unknown as AnyDoc, m.indexes.size ? this.read(op.upsert.id) : null);
        else this.remove(op.delete);
    });
  }

  private read(id: string): AnyDoc | null {
    return this.readRow(id)?.doc ?? null;
  }
  /** The document with its row number. */
  private readRow(id: string): { n: number; doc: AnyDoc } | null {
    const m = this.meta();
    const row = m && this.s.sql.all<{ n: number; doc: string }>(`SELECT n, doc FROM "${m.table}" WHERE id = ?`, id)[0];
    return row ? { n: row.n, doc: this.parse(row) } : null;
  }
  private put(m: Meta, doc: AnyDoc, old: AnyDoc | null) {
    // The row first: the indexes take its number (an update keeps it).
    const [{ n }] = this.s.sql.all<{ n: number }>(
      `INSERT INTO "${m.table}" (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc RETURNING n`,
      doc.id,
      JSON.stringify(doc),
    );
    // A row written: its kept document, if any, is no longer it.
    this.kept.delete(n);
    if (this.rows?.table === m.table && n >= this.rows.size) this.rows.size = n + 1;
    for (const index of m.indexes.values()) {
      if (old && index.same(old, doc)) continue;
      if (old) index.remove(old, n);
      index.add(doc, n);
    }
    if (this.ranges.size > 0) this.rangesWritten(m, n, doc);
  }
  private remove(id: string): boolean {
    const m = this.meta();
    const old = m && this.readRow(id);
    if (!m || !old) return false;
    for (const index of m.indexes.values()) index.remove(old.doc, old.n);
    if (this.ranges.size > 0) this.rangesWritten(m, old.n, null);
    this.kept.delete(old.n);
    this.s.sql.run(`DELETE FROM "${m.table}" WHERE id = ?`, id);
    return true;
  }

  async ensureIndex(spec: IndexSpec) {
    await this.ensureIndexes([spec]);
  }
  /** Makes the new ones of several indexes in one pass over the documents already there (each parsed once for all). */
  async ensureIndexes(specs: readonly IndexSpec[]) {
    await this.s.write(() => {
      const m = this.s.ensure(this.name);
      const made: Array<{ key: string; index: SqliteIndex; build: IndexBuild }> = [];
      for (const spec of specs) {
        const key = specKey(spec);
        // (A compound index is for stores whose counts read one: see IndexSpec.)
        if (spec === 'id' || (typeof spec === 'object' && 'compound' in spec) || m.indexes.has(key) || made.some((x) => x.key === key)) continue;
        const table = `${m.table}_i${m.indexes.size + made.length + 1}_${Date.now().toString(36)}`;
        const index = indexFor(this.s.sql, table, spec);
        index.create();
        made.push({ key, index, build: index.build() });
      }
      if (made.length === 0) return;
      // A page at a time (no statement runs while another is being read).
      for (let last = 0, rows: Array<{ n: number; doc: string }>; ; last = rows[rows.length - 1].n) {
        rows = this.s.sql.all(`SELECT n, doc FROM "${m.table}" WHERE n > ? ORDER BY n LIMIT 2000`, last);
        if (rows.length === 0) break;
        const docs = rows.map(this.parse);
        const ns = rows.map((r) => r.n);
        for (const { build } of made) build.add(docs, ns);
      }
      for (const { key, index, build } of made) {
        build.finish();
        this.s.sql.run('INSERT INTO indexes (collection, spec, tbl) VALUES (?, ?, ?)', this.name, key, index.table);
        m.indexes.set(key, index);
      }
    });
  }
}
