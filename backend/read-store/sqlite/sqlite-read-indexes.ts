// Indexes of the on-disk read store, each a table beside its collection's: hash (field value → ids: equality, $in), text
// (the words of a field, with a vocabulary: $contains) and sorted (sort key → id: sorted finds that stop at their limit).
// Hash and text lookups are SQL that selects the ids of candidates; the caller verifies what they do not answer exactly.
import { sortDirection, wordsOf, wordsOfValue, type IndexSpec } from '../read-store';
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
}

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
  ) {
    this.stage = `${table}_stage`;
    sql.run(`CREATE TEMP TABLE "${this.stage}" (${keyColumn}, id)`);
  }
  /** Keys with their ids, in one statement (the pairs travel as one JSON array). */
  add(pairs: ReadonlyArray<readonly [string, string]>) {
    if (pairs.length === 0) return;
    const key = this.hex ? `unhex(json_extract(value, '$[0]'))` : `json_extract(value, '$[0]')`;
    this.sql.run(`INSERT INTO temp."${this.stage}" (${this.keyColumn}, id) SELECT ${key}, json_extract(value, '$[1]') FROM json_each(?)`, JSON.stringify(pairs));
  }
  finish() {
    const k = this.keyColumn;
    this.sql.run(`INSERT OR REPLACE INTO "${this.table}" (${k}, id) SELECT ${k}, id FROM temp."${this.stage}" ORDER BY ${k}, id`);
    this.sql.run(`DROP TABLE temp."${this.stage}"`);
  }
}

/** What an index made over a filled collection is given: the documents a page at a time, then the end. */
export interface IndexBuild {
  add(docs: readonly AnyDoc[]): void;
  finish(): void;
}

abstract class TableIndex {
  constructor(
    protected readonly sql: Sql,
    readonly table: string,
  ) {}
  abstract create(): void;
  abstract add(doc: AnyDoc): void;
  /** Makes the index over a filled collection (see Staged). */
  abstract build(): IndexBuild;
  abstract remove(doc: AnyDoc): void;
  /** Whether the indexed part of two versions of a document is the same (no index work to do). */
  abstract same(a: AnyDoc, b: AnyDoc): boolean;
  drop() {
    this.sql.run(`DROP TABLE IF EXISTS "${this.table}"`);
  }
}

export class SqliteHashIndex extends TableIndex {
  constructor(sql: Sql, table: string, readonly field: string) {
    super(sql, table);
  }
  create() {
    this.sql.run(`CREATE TABLE IF NOT EXISTS "${this.table}" (k TEXT NOT NULL, id TEXT NOT NULL, PRIMARY KEY (k, id)) WITHOUT ROWID`);
  }
  private keys(doc: AnyDoc): string[] {
    const v = doc[this.field];
    const values = Array.isArray(v) ? v : [v ?? null];
    return [...new Set(values.map(hashKey).filter((k): k is string => k !== null))];
  }
  add(doc: AnyDoc) {
    for (const k of this.keys(doc)) this.sql.run(`INSERT OR IGNORE INTO "${this.table}" (k, id) VALUES (?, ?)`, k, doc.id);
  }
  build(): IndexBuild {
    const staged = new Staged(this.sql, this.table, 'k');
    return { add: (docs) => staged.add(docs.flatMap((doc) => this.keys(doc).map((k) => [k, doc.id] as const))), finish: () => staged.finish() };
  }
  remove(doc: AnyDoc) {
    for (const k of this.keys(doc)) this.sql.run(`DELETE FROM "${this.table}" WHERE k = ? AND id = ?`, k, doc.id);
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
  private readonly vocabulary: string;
  constructor(sql: Sql, table: string, readonly field: string) {
    super(sql, table);
    this.vocabulary = `${table}_words`;
  }
  create() {
    this.sql.run(`CREATE TABLE IF NOT EXISTS "${this.table}" (w TEXT NOT NULL, id TEXT NOT NULL, PRIMARY KEY (w, id)) WITHOUT ROWID`);
    this.sql.run(`CREATE TABLE IF NOT EXISTS "${this.vocabulary}" (w TEXT PRIMARY KEY, n INTEGER NOT NULL) WITHOUT ROWID`);
  }
  override drop() {
    super.drop();
    this.sql.run(`DROP TABLE IF EXISTS "${this.vocabulary}"`);
  }
  private words(doc: AnyDoc): string[] {
    return [...new Set(wordsOfValue(doc[this.field]))];
  }
  add(doc: AnyDoc) {
    for (const w of this.words(doc)) {
      this.sql.run(`INSERT INTO "${this.table}" (w, id) VALUES (?, ?)`, w, doc.id);
      this.sql.run(`INSERT INTO "${this.vocabulary}" (w, n) VALUES (?, 1) ON CONFLICT (w) DO UPDATE SET n = n + 1`, w);
    }
  }
  build(): IndexBuild {
    const staged = new Staged(this.sql, this.table, 'w');
    // The vocabulary (each word once, with its count) is small beside the pairs: counted here, written once at the end.
    const counts = new Map<string, number>();
    return {
      add: (docs) => {
        const pairs: Array<[string, string]> = [];
        for (const doc of docs)
          for (const w of this.words(doc)) {
            pairs.push([w, doc.id]);
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
  remove(doc: AnyDoc) {
    for (const w of this.words(doc)) {
      this.sql.run(`DELETE FROM "${this.table}" WHERE w = ? AND id = ?`, w, doc.id);
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
    const exact = words.length === 1 && words[0] === needle.toLowerCase();
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
}

export class SqliteSortedIndex extends TableIndex {
  readonly spec: Record<string, 1 | -1>;
  constructor(sql: Sql, table: string, spec: Record<string, 1 | -1>) {
    super(sql, table);
    this.spec = 'id' in spec ? spec : { ...spec, id: 1 };
  }
  create() {
    this.sql.run(`CREATE TABLE IF NOT EXISTS "${this.table}" (key BLOB PRIMARY KEY, id TEXT NOT NULL) WITHOUT ROWID`);
  }
  add(doc: AnyDoc) {
    this.sql.run(`INSERT OR REPLACE INTO "${this.table}" (key, id) VALUES (?, ?)`, sortKey(this.spec, doc), doc.id);
  }
  build(): IndexBuild {
    const staged = new Staged(this.sql, this.table, 'key', true);
    return { add: (docs) => staged.add(docs.map((doc) => [sortKey(this.spec, doc).toString('hex'), doc.id] as const)), finish: () => staged.finish() };
  }
  remove(doc: AnyDoc) {
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
    const where = conditions.map(([op]) => `key ${op} ?`).join(' AND ');
    const params = conditions.map(([, key]) => key);
    const sql = `SELECT id FROM "${this.table}" WHERE ${where}`;
    // One id tested: the run is read once per statement into a temporary index (the run is chosen to drive when smaller).
    return { sql, params, exact: true, has: (id) => ({ sql: `${id} IN (${sql})`, params }) };
  }
}

export type SqliteIndex = SqliteHashIndex | SqliteTextIndex | SqliteSortedIndex;

/** The index of a spec, kept in `table`. */
export function indexFor(sql: Sql, table: string, spec: IndexSpec): SqliteIndex {
  if (typeof spec === 'string') return new SqliteHashIndex(sql, table, spec);
  return 'text' in spec ? new SqliteTextIndex(sql, table, spec.text) : new SqliteSortedIndex(sql, table, spec.sorted);
}
