// Indexes of the on-disk read store, each a table beside its collection's: hash (field value → ids: equality, $in), text
// (the words of a field, with a vocabulary: $contains) and sorted (sort key → id: sorted finds that stop at their limit).
// Hash and text lookups are SQL that selects the ids of candidates; the caller verifies what they do not answer exactly.
// Index rows carry the document's row number (`n`), from which bitmaps of values, words and ranges are made.
import { isOneWord, sortDirection, wordsOf, wordsOfValue, type IndexSpec } from '../read-store';
import { Bits, KEEP_BITS_SHARE, type ScratchBits } from '../memory-bitmaps';
import { sortKey } from './sqlite-sort-key';

type AnyDoc = { id: string } & Record<string, unknown>;
/** SQL with its parameters. */
export interface Sql$ {
  sql: string;
  params: unknown[];
}
/**
 * Candidates of a condition: SQL selecting their `id`s, and SQL testing whether one id is among them (`has`, given the
 * SQL expression of that id: one index seek, so a small set of candidates is narrowed further by the other conditions
 * instead of every set being read whole and intersected); `exact` when every candidate matches the condition.
 */
export interface Narrowing extends Sql$ {
  exact: boolean;
  has(id: string): Sql$;
  /** At most how many candidates there are, when that is known without reading them (a text index's word counts). */
  bound?(): number;
}
/** Runs one statement (cached prepared statements). */
export interface Sql {
  run(sql: string, ...params: unknown[]): void;
  all<R>(sql: string, ...params: unknown[]): R[];
  /** The first column of every row (no object per row). */
  column<R>(sql: string, ...params: unknown[]): R[];
  /** The rows as arrays of their columns, read one at a time (no other statement may run until the caller stops). */
  iterateRows<R extends unknown[]>(sql: string, ...params: unknown[]): Iterable<R>;
}

/** The documents' slots (the collection's row numbers `n`) of a query's first column, as a bitmap. */
const bitsOfRows = (sql: Sql, text: string, params: unknown[], size: number): Bits => {
  const bits = new Bits(size);
  for (const n of sql.column<number>(text, ...params)) bits.set(n);
  return bits;
};

/** Needles' words whose vocabulary words are remembered, per text index. */
const WITHIN_KEPT = 1_024;

/** A scalar's key in a hash index (its JSON: "x", 1, true, null); other values are not indexed. */
const hashKey = (v: unknown): string | null => (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? JSON.stringify(v) : null);

/**
 * An index made over a filled collection: its pairs are gathered in a temporary table as they come (appended, in
 * document order), then put in the index's table in its own order, so that each lands at the end of the B-tree instead
 * of on a page its random id chooses (a build's indexes on 200,000 events: 10 s, most of it those scattered inserts).
 */
class Staged {
  private readonly stage: string;
  constructor(
    private readonly sql: Sql,
    private readonly table: string,
    private readonly keyColumn: 'k' | 'w' | 'key',
    /** The keys are bytes (sorted keys), given as hex. */
    private readonly hex = false,
    /** The pairs carry the document's row number too (a third element), for the index's `n` column. */
    private readonly slotted = false,
  ) {
    this.stage = `${table}_stage`;
    sql.run(`CREATE TEMP TABLE "${this.stage}" (${keyColumn}, id${slotted ? ', n' : ''})`);
  }
  /** Keys with their ids (and row numbers), in one statement (the pairs travel as one JSON array). */
  add(pairs: ReadonlyArray<readonly [string, string] | readonly [string, string, number]>) {
    if (pairs.length === 0) return;
    const key = this.hex ? `unhex(json_extract(value, '$[0]'))` : `json_extract(value, '$[0]')`;
    const n = this.slotted ? ', n' : '';
    const nValue = this.slotted ? `, json_extract(value, '$[2]')` : '';
    this.sql.run(`INSERT INTO temp."${this.stage}" (${this.keyColumn}, id${n}) SELECT ${key}, json_extract(value, '$[1]')${nValue} FROM json_each(?)`, JSON.stringify(pairs));
  }
  finish() {
    const k = this.keyColumn;
    const n = this.slotted ? ', n' : '';
    this.sql.run(`INSERT OR REPLACE INTO "${this.table}" (${k}, id${n}) SELECT ${k}, id${n} FROM temp."${this.stage}" ORDER BY ${k}, id`);
    this.sql.run(`DROP TABLE temp."${this.stage}"`);
  }
}

/** What an index made over a filled collection is given: the documents a page at a time, then the end. */
export interface IndexBuild {
  /** Documents with their row numbers (`ns[i]` is `docs[i]`'s). */
  add(docs: readonly AnyDoc[], ns: readonly number[]): void;
  finish(): void;
}

abstract class TableIndex {
  constructor(
    protected readonly sql: Sql,
    readonly table: string,
  ) {}
  abstract create(): void;
  /** `n`: the document's row number in its collection's table (its slot in bitmaps). */
  abstract add(doc: AnyDoc, n: number): void;
  /** Makes the index over a filled collection (see Staged). */
  abstract build(): IndexBuild;
  abstract remove(doc: AnyDoc, n: number): void;
  /** Bitmaps kept in memory are no longer true (a transaction rolled back): drop them. */
  forget() {}
  /**
   * Tables of hash and sorted indexes made before they held each document's row number (`n`): the column is added and
   * filled from the collection's table, once. Whether it did anything.
   */
  upgrade(collectionTable: string): boolean {
    if (!this.slotted) return false;
    const columns = this.sql.all<{ name: string }>(`SELECT name FROM pragma_table_info('${this.table}')`);
    if (columns.length === 0 || columns.some((c) => c.name === 'n')) return false;
    this.sql.run(`ALTER TABLE "${this.table}" ADD COLUMN n INTEGER`);
    this.sql.run(`UPDATE "${this.table}" SET n = (SELECT c.n FROM "${collectionTable}" c WHERE c.id = "${this.table}".id)`);
    return true;
  }
  /** Whether the table has the row numbers of its documents (hash and sorted indexes). */
  protected readonly slotted: boolean = false;
  /** Whether the indexed part of two versions of a document is the same (no index work to do). */
  abstract same(a: AnyDoc, b: AnyDoc): boolean;
  drop() {
    this.sql.run(`DROP TABLE IF EXISTS "${this.table}"`);
  }
}

export class SqliteHashIndex extends TableIndex {
  protected override readonly slotted = true;
  /** Bitmaps of the keys with many documents, made when first asked (bitsOf) and kept up to date by every write since. */
  private readonly bits = new Map<string, Bits>();
  constructor(sql: Sql, table: string, readonly field: string) {
    super(sql, table);
  }
  create() {
    this.sql.run(`CREATE TABLE IF NOT EXISTS "${this.table}" (k TEXT NOT NULL, id TEXT NOT NULL, n INTEGER, PRIMARY KEY (k, id)) WITHOUT ROWID`);
  }
  override forget() {
    this.bits.clear();
  }
  /** Sets in `out` the row numbers of the documents holding any of `values` (exactly); `size`: about how many rows there are. */
  orInto(values: readonly unknown[], out: Bits, size: number) {
    for (const k of new Set(values.map(hashKey).filter((k): k is string => k !== null))) {
      let bits = this.bits.get(k);
      if (!bits) {
        bits = bitsOfRows(this.sql, `SELECT n FROM "${this.table}" WHERE k = ?`, [k], size);
        if (bits.count() >= size * KEEP_BITS_SHARE) this.bits.set(k, bits);
      }
      out.or(bits);
    }
  }
  private keys(doc: AnyDoc): string[] {
    const v = doc[this.field];
    const values = Array.isArray(v) ? v : [v ?? null];
    return [...new Set(values.map(hashKey).filter((k): k is string => k !== null))];
  }
  add(doc: AnyDoc, n: number) {
    for (const k of this.keys(doc)) {
      this.sql.run(`INSERT OR IGNORE INTO "${this.table}" (k, id, n) VALUES (?, ?, ?)`, k, doc.id, n);
      this.bits.get(k)?.set(n);
    }
  }
  build(): IndexBuild {
    const staged = new Staged(this.sql, this.table, 'k', false, true);
    return { add: (docs, ns) => staged.add(docs.flatMap((doc, i) => this.keys(doc).map((k) => [k, doc.id, ns[i]] as const))), finish: () => staged.finish() };
  }
  remove(doc: AnyDoc, n: number) {
    for (const k of this.keys(doc)) {
      this.sql.run(`DELETE FROM "${this.table}" WHERE k = ? AND id = ?`, k, doc.id);
      this.bits.get(k)?.clear(n);
    }
  }
  same(a: AnyDoc, b: AnyDoc) {
    return JSON.stringify(a[this.field]) === JSON.stringify(b[this.field]);
  }
  lookup(values: readonly unknown[]): Narrowing {
    const keys = values.map(hashKey).filter((k): k is string => k !== null);
    if (keys.length === 0) return { sql: `SELECT id FROM "${this.table}" WHERE 0`, params: [], exact: true, has: () => ({ sql: '0', params: [] }) };
    const inKeys = `k IN (${keys.map(() => '?').join(', ')})`;
    return {
      // An id is under several of the keys when its array holds several of them: each id once.
      sql: `SELECT ${keys.length > 1 ? 'DISTINCT ' : ''}id FROM "${this.table}" WHERE ${inKeys}`,
      params: keys,
      exact: true,
      // Many keys (a range of weeks or hours as $in): their ids are read once per statement into a temporary index, instead
      // of a seek per key for every id tested.
      has: (id) =>
        keys.length > 3
          ? { sql: `${id} IN (SELECT id FROM "${this.table}" WHERE ${inKeys})`, params: keys }
          : { sql: `EXISTS (SELECT 1 FROM "${this.table}" WHERE ${inKeys} AND id = ${id})`, params: keys },
    };
  }
}


export class SqliteTextIndex extends TableIndex {
  protected override readonly slotted = true;
  private readonly vocabulary: string;
  /** Bitmaps of the words with many documents, made when first asked (orInto) and kept up to date by every write since. */
  private readonly bits = new Map<string, Bits>();
  /** The vocabulary with each word's count, read when first asked (orInto) and kept up to date by every write since. */
  private vocabularyKept: Map<string, number> | null = null;
  /** Per word of a needle, the words of the vocabulary containing it (forgotten when a word comes or goes). */
  private readonly within = new Map<string, string[]>();
  constructor(sql: Sql, table: string, readonly field: string) {
    super(sql, table);
    this.vocabulary = `${table}_words`;
  }
  create() {
    this.sql.run(`CREATE TABLE IF NOT EXISTS "${this.table}" (w TEXT NOT NULL, id TEXT NOT NULL, n INTEGER, PRIMARY KEY (w, id)) WITHOUT ROWID`);
    this.sql.run(`CREATE TABLE IF NOT EXISTS "${this.vocabulary}" (w TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID`);
  }
  override forget() {
    this.bits.clear();
    this.vocabularyKept = null;
    this.within.clear();
  }
  override drop() {
    super.drop();
    this.sql.run(`DROP TABLE IF EXISTS "${this.vocabulary}"`);
  }
  private words(doc: AnyDoc): string[] {
    return [...new Set(wordsOfValue(doc[this.field]))];
  }
  add(doc: AnyDoc, n: number) {
    for (const w of this.words(doc)) {
      this.sql.run(`INSERT INTO "${this.table}" (w, id, n) VALUES (?, ?, ?)`, w, doc.id, n);
      this.bits.get(w)?.set(n);
      this.counted(w, 1);
      this.sql.run(`INSERT INTO "${this.vocabulary}" (w, n) VALUES (?, 1) ON CONFLICT (w) DO UPDATE SET n = n + 1`, w);
    }
  }
  build(): IndexBuild {
    const staged = new Staged(this.sql, this.table, 'w', false, true);
    // The vocabulary (each word once, with its count) is small beside the pairs: counted here, written once at the end.
    const counts = new Map<string, number>();
    return {
      add: (docs, ns) => {
        const pairs: Array<[string, string, number]> = [];
        for (const [i, doc] of docs.entries())
          for (const w of this.words(doc)) {
            pairs.push([w, doc.id, ns[i]]);
            counts.set(w, (counts.get(w) ?? 0) + 1);
          }
        staged.add(pairs);
      },
      finish: () => {
        staged.finish();
        this.sql.run(
          `INSERT INTO "${this.vocabulary}" (w, n) SELECT json_extract(value, '$[0]') AS w, json_extract(value, '$[1]') FROM json_each(?) WHERE 1 ORDER BY w
           ON CONFLICT (w) DO UPDATE SET n = n + excluded.n`,
          JSON.stringify([...counts]),
        );
      },
    };
  }
  remove(doc: AnyDoc, n: number) {
    for (const w of this.words(doc)) {
      this.sql.run(`DELETE FROM "${this.table}" WHERE w = ? AND id = ?`, w, doc.id);
      this.bits.get(w)?.clear(n);
      this.counted(w, -1);
      this.sql.run(`UPDATE "${this.vocabulary}" SET n = n - 1 WHERE w = ?`, w);
      this.sql.run(`DELETE FROM "${this.vocabulary}" WHERE w = ? AND n <= 0`, w);
    }
  }
  same(a: AnyDoc, b: AnyDoc) {
    return JSON.stringify(a[this.field]) === JSON.stringify(b[this.field]);
  }
  /**
   * Documents that may contain `needle`: every word of the needle lies inside some word of the text. Exact when the needle
   * is one word and nothing else. Null when the needle has no word (every document may match).
   */
  lookup(needle: string): Narrowing | null {
    const words = [...new Set(wordsOf(needle))];
    if (words.length === 0) return null;
    const exact = isOneWord(needle, words);
    const inWords = `w IN (SELECT w FROM "${this.vocabulary}" WHERE instr(w, ?) > 0)`;
    // Several words of one text may contain the needle's word: each id once.
    const one = `SELECT DISTINCT id FROM "${this.table}" WHERE ${inWords}`;
    return {
      sql: words.map(() => one).join(' INTERSECT '),
      params: words,
      exact,
      has: (id) => ({ sql: words.map(() => `EXISTS (SELECT 1 FROM "${this.table}" WHERE ${inWords} AND id = ${id})`).join(' AND '), params: words }),
      // Documents holding a word inside which the needle's word lies are at most the sum of those words' counts.
      bound: () =>
        Math.min(...words.map((w) => this.sql.all<{ n: number | null }>(`SELECT sum(n) AS n FROM "${this.vocabulary}" WHERE instr(w, ?) > 0`, w)[0]?.n ?? 0)),
    };
  }
  /**
   * As lookup, into a bitmap: sets in `out` the row numbers of the documents that have, for each word of `needle`, a text
   * word containing it. Whether that is exactly the needle's matches; null (`out` untouched) when the needle has no word.
   */
  orInto(needle: string, out: Bits, scratch: ScratchBits, size: number): boolean | null {
    const words = [...new Set(wordsOf(needle))];
    if (words.length === 0) return null;
    words.forEach((word, i) => {
      const into = i === 0 ? out : scratch.take();
      const vocabulary = (this.vocabularyKept ??= new Map(this.sql.all<{ w: string; n: number }>(`SELECT w, n FROM "${this.vocabulary}"`).map((r) => [r.w, r.n])));
      let within = this.within.get(word);
      if (!within) {
        within = [];
        for (const w of vocabulary.keys()) if (w.includes(word)) within.push(w);
        if (this.within.size >= WITHIN_KEPT) this.within.clear();
        this.within.set(word, within);
      }
      for (const w of within) this.wordInto(w, vocabulary.get(w)!, into, size);
      if (into === out) return;
      out.and(into);
      scratch.give(into);
    });
    return isOneWord(needle, words);
  }
  /** The vocabulary in memory, if read, follows a word's count; a word that comes or goes changes what needles are within. */
  private counted(w: string, by: 1 | -1) {
    const vocabulary = this.vocabularyKept;
    if (!vocabulary) return;
    const n = (vocabulary.get(w) ?? 0) + by;
    if (n > 0 && vocabulary.has(w)) return void vocabulary.set(w, n);
    if (n > 0) vocabulary.set(w, n);
    else vocabulary.delete(w);
    this.within.clear();
  }
  /** Sets in `into` the documents holding the text word `w` (of `count` documents): from its kept bitmap, kept when many. */
  private wordInto(w: string, count: number, into: Bits, size: number) {
    let bits = this.bits.get(w);
    if (!bits && count >= size * KEEP_BITS_SHARE) this.bits.set(w, (bits = bitsOfRows(this.sql, `SELECT n FROM "${this.table}" WHERE w = ?`, [w], size)));
    if (bits) return into.or(bits);
    for (const n of this.sql.column<number>(`SELECT n FROM "${this.table}" WHERE w = ?`, w)) into.set(n);
  }
}

export class SqliteSortedIndex extends TableIndex {
  protected override readonly slotted = true;
  readonly spec: Record<string, 1 | -1>;
  constructor(sql: Sql, table: string, spec: Record<string, 1 | -1>) {
    super(sql, table);
    this.spec = 'id' in spec ? spec : { ...spec, id: 1 };
  }
  create() {
    this.sql.run(`CREATE TABLE IF NOT EXISTS "${this.table}" (key BLOB PRIMARY KEY, id TEXT NOT NULL, n INTEGER) WITHOUT ROWID`);
  }
  add(doc: AnyDoc, n: number) {
    this.sql.run(`INSERT OR REPLACE INTO "${this.table}" (key, id, n) VALUES (?, ?, ?)`, sortKey(this.spec, doc), doc.id, n);
  }
  build(): IndexBuild {
    const staged = new Staged(this.sql, this.table, 'key', true, true);
    return { add: (docs, ns) => staged.add(docs.map((doc, i) => [sortKey(this.spec, doc).toString('hex'), doc.id, ns[i]] as const)), finish: () => staged.finish() };
  }
  remove(doc: AnyDoc, _n: number) {
    this.sql.run(`DELETE FROM "${this.table}" WHERE key = ?`, sortKey(this.spec, doc));
  }
  same(a: AnyDoc, b: AnyDoc) {
    return Object.keys(this.spec).every((f) => JSON.stringify(a[f]) === JSON.stringify(b[f]));
  }
  /** Whether `sort` is this order (1) or its reverse (-1); 0 otherwise. */
  direction(sort: Record<string, 1 | -1>): 1 | -1 | 0 {
    return sortDirection(this.spec, sort);
  }
  /** The first field of the order: a range on it is a run of the index's keys (range). */
  get first(): string {
    return Object.keys(this.spec)[0];
  }
  /**
   * The documents whose first field lies in `range`, as a run of keys: the bounds are the first field's bytes (sortKey) of
   * each bound, with 0xFF after them to pass every key of that value (an id's bytes start below it). Ranges compare numbers
   * with numbers and strings with strings (the keys' type byte bounds the run); null when the bounds mix types.
   */
  range(range: { $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number }): Narrowing | null {
    const run = this.runOf(range);
    if (!run) return null;
    const sql = `SELECT id FROM "${this.table}" WHERE ${run.where}`;
    const { params } = run;
    // One id tested: the run is read once per statement into a temporary index (the run is chosen to drive when smaller).
    return { sql, params, exact: true, has: (id) => ({ sql: `${id} IN (${sql})`, params }) };
  }
  /** The documents whose first field lies in `range` (see range) as a bitmap of their row numbers; null when range is. */
  rangeBits(range: { $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number }, size: number): Bits | null {
    const run = this.runOf(range);
    return run ? bitsOfRows(this.sql, `SELECT n FROM "${this.table}" WHERE ${run.where}`, run.params, size) : null;
  }
  /**
   * The row numbers and ids of the documents in this order (1) or its reverse (-1), from just past the key `after`: read
   * in order, as the caller goes on.
   */
  walk(direction: 1 | -1, after: Buffer | null): Iterable<[number, string]> {
    const where = after ? `WHERE key ${direction === 1 ? '>' : '<'} ?` : '';
    return this.sql.iterateRows<[number, string]>(`SELECT n, id FROM "${this.table}" ${where} ORDER BY key ${direction === 1 ? 'ASC' : 'DESC'}`, ...(after ? [after] : []));
  }
  /** The SQL condition on `key` of a range's run (see range). */
  private runOf(range: { $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number }): { where: string; params: Buffer[] } | null {
    const bounds = Object.values(range).filter((v) => v !== undefined);
    const type = typeof bounds[0];
    if (bounds.length === 0 || bounds.some((b) => typeof b !== type) || (type !== 'number' && type !== 'string')) return null;
    const field = this.first;
    const dir = this.spec[field];
    const prefix = (v: string | number) => sortKey({ [field]: dir }, { [field]: v });
    const past = (v: string | number) => Buffer.concat([prefix(v), Buffer.from([0xff])]);
    // The keys of this type: its type byte (inverted when descending), up to the next.
    const tag = type === 'number' ? 0x01 : 0x02;
    const conditions: Array<[string, Buffer]> = dir === 1 ? [['>=', Buffer.from([tag])], ['<', Buffer.from([tag + 1])]] : [['>=', Buffer.from([0xff ^ tag])], ['<', Buffer.from([(0xff ^ tag) + 1])]];
    const { $gt, $gte, $lt, $lte } = range;
    if (dir === 1) {
      if ($gte !== undefined) conditions.push(['>=', prefix($gte)]);
      if ($gt !== undefined) conditions.push(['>=', past($gt)]);
      if ($lt !== undefined) conditions.push(['<', prefix($lt)]);
      if ($lte !== undefined) conditions.push(['<', past($lte)]);
    } else {
      // Descending: greater values have smaller keys.
      if ($gte !== undefined) conditions.push(['<', past($gte)]);
      if ($gt !== undefined) conditions.push(['<', prefix($gt)]);
      if ($lt !== undefined) conditions.push(['>=', past($lt)]);
      if ($lte !== undefined) conditions.push(['>=', prefix($lte)]);
    }
    return { where: conditions.map(([op]) => `key ${op} ?`).join(' AND '), params: conditions.map(([, key]) => key) };
  }
}

export type SqliteIndex = SqliteHashIndex | SqliteTextIndex | SqliteSortedIndex;

/** The index of a spec, kept in `table`. */
export function indexFor(sql: Sql, table: string, spec: IndexSpec): SqliteIndex {
  if (typeof spec === 'string') return new SqliteHashIndex(sql, table, spec);
  if ('text' in spec) return new SqliteTextIndex(sql, table, spec.text);
  if ('sorted' in spec) return new SqliteSortedIndex(sql, table, spec.sorted);
  throw new Error('A compound index is not kept on disk (see IndexSpec)');
}
