// PostgreSQL adapter of the ReadStore port, chosen when DATABASE_URL is set: one table per collection (id, doc jsonb),
// expression indexes made from the declared ones (postgres-indexes.ts), typed columns of the declared fields with covering
// indexes that counts read alone (postgres-columns.ts), counts remembered until the collection changes, and transactions,
// so a projection's batch and its checkpoint commit together.
//
// A table per collection rather than one table with a collection column: dropping a read model (after a blue-green
// rebuild) is a DROP TABLE instead of a long DELETE, each read model has its own indexes and planner statistics, and no
// query or index needs a collection predicate. Tables are named `rm_<collection>` and created on first write.
//
// Read models are derived data: their transactions commit with synchronous_commit=off. A PostgreSQL crash may lose the
// last few read-model commits, never half of one, and since a batch commits with its checkpoint the projection simply
// re-applies those events. The event store keeps PostgreSQL's default (an acknowledged append is on disk).
import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import pg from 'pg';
import { LOCK_NAMESPACE, advisoryKey, inTransaction, isDatabaseError, isUndefinedTable, openPool } from '@backend/postgres/connection';
import { findStatement, hasWords, whereClause, type TextColumns } from './postgres-filter';
import { pagingClause, sortedPage, sortedPageOf } from './postgres-order';
import { formerTextIndex, indexPlan, trigramOps } from './postgres-indexes';
import { Params } from './postgres-keys';
import { FOUND_KEPT_MAX, KeptWhileUnchanged, ParsedByText, docKey } from './postgres-doc-cache';
import { prepared } from './postgres-prepared';
import { copyChunks, copyInto } from './postgres-bulk-load';
import { CHANGES_CHANNEL, createChangeFeed, type ChangeFeed } from './postgres-change-feed';
import { CountCache, VERSIONING_DDL, countExpression, countFilter, countStatement, versionTriggerDdl } from './postgres-counts';
import { columnDefinition, columnName, coveringIndex, declaredFields, irregularIndex, hasWordColumns, textColumnDefinitions, textFields, WORDS_STORAGE } from './postgres-columns';
import type { ColumnFilter } from './postgres-column-filter';
import type { IndexSpec } from '../read-store';
import type { BulkOp, Collection, Doc, Filter, FindOptions, ReadStore } from '../read-store';

export interface PostgresReadStore extends ReadStore {
  transaction<R>(work: () => Promise<R>): Promise<R>;
  /** Runs a statement inside the current `transaction` when there is one, else on a pooled connection. */
  query(text: string, values?: unknown[]): Promise<pg.QueryResult>;
  inTransaction(): boolean;
}

const created = new WeakSet<ReadStore>();
export const isPostgresReadStore = (store: ReadStore): store is PostgresReadStore => created.has(store);

/** A table name for a collection: readable when the name allows it, else a prefix and a hash (PostgreSQL allows 63 bytes). */
export function tableName(collection: string): string {
  if (/^[A-Za-z0-9_]{1,56}$/.test(collection)) return `rm_${collection}`;
  const hash = createHash('sha256').update(collection).digest('hex').slice(0, 16);
  return `rm_${collection.replace(/[^A-Za-z0-9_]/g, '_').slice(0, 40)}_${hash}`;
}
const indexName = (table: string, field: string) => tableName(`${table}__${field}`).replace(/^rm_/, 'ix_');

/** jsonb refuses U+0000 and lone surrogates, which JSON strings may hold: such characters are stored as U+FFFD. */
const UNSTORABLE = /\\u0000|\\ud[89a-f][0-9a-f]{2}/i;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;
export function toJsonb(doc: unknown): string {
  const text = JSON.stringify(doc);
  if (!UNSTORABLE.test(text)) return text;
  return JSON.stringify(doc, (_key, value: unknown) =>
    typeof value === 'string' ? value.replaceAll('\u0000', '\ufffd').replace(LONE_SURROGATE, '\ufffd') : value,
  );
}

/** Runs one statement: the pool, or the current transaction. */
interface Runner {
  query<R extends pg.QueryResultRow>(text: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult<R>>;
}

/** A transaction that begins with its first statement: work that reads and writes nothing costs no round trip. */
class LazyTransaction implements Runner {
  /** Tables this transaction created: known to exist once it commits. */
  readonly created = new Set<string>();
  /** Tables this transaction wrote: their counts of writes move once it commits (ChangeFeed.wrote). */
  readonly written = new Set<string>();
  private begun: Promise<pg.PoolClient> | null = null;
  constructor(private readonly pool: pg.Pool) {}

  private client() {
    this.begun ??= this.pool.connect().then(async (client) => {
      try {
        await client.query('BEGIN; SET LOCAL synchronous_commit = off');
        return client;
      } catch (error) {
        client.release(true);
        throw error;
      }
    });
    return this.begun;
  }
  async query<R extends pg.QueryResultRow>(text: string | pg.QueryConfig, values?: unknown[]) {
    return (await this.client()).query<R>(text as string, values);
  }
  /** The transaction's connection, for statements `query` cannot run (COPY). */
  connection() {
    return this.client();
  }
  async end(outcome: 'COMMIT' | 'ROLLBACK') {
    const client = await this.begun?.catch(() => null);
    if (!client) return;
    try {
      await client.query(outcome);
      client.release();
    } catch (error) {
      // A connection whose transaction could not end cleanly is not handed out again.
      client.release(true);
      if (outcome === 'COMMIT') throw error;
    }
  }
}

const DDL_LOCK = advisoryKey('read-store-ddl');
/** A row of a find: the document's id and its JSON text (findStatement). */
type TextRow = { id: string; doc: string };
/** The key of a find's answer kept in memory (Internals.found): its table, statement and values. */
const foundKey = (table: string, text: string, values: unknown[]) => `${table}\u0000${text}\u0000${JSON.stringify(values)}`;
/**
 * No statistics of the whole documents: no condition is on `doc` itself (filters are on its fields, whose expression
 * indexes and columns have statistics of their own), and sampling every document's jsonb was a third of an ANALYZE.
 */
const NO_DOC_STATISTICS = (table: string) => `ALTER TABLE ${table} ALTER COLUMN doc SET STATISTICS 0;`;
/** A table's schema changes take the lock of this prefix and its name. */
const DDL_LOCK_PREFIX = 'read-store-ddl:';
/**
 * The log's batches kept for processors that fall behind the others (ReadStore.batchesKept). Replaying a 200,000-event
 * log in process, with one kept each processor that fell a batch behind read and parsed the log again: 2,310 events/s,
 * the process's CPU 74 s, at most 416 MB; 16 kept: 3,384/s, 49 s, 420 MB; 32: 5,078/s, 26 s, 472 MB; 64: 5,163/s, 718 MB.
 */
const BATCHES_KEPT = 32;
/** Documents finds read are kept parsed up to this many characters of their JSON (a few thousand postings). */
const PARSED_CHARS = 8_000_000;

class PostgresCollection<T extends Doc> implements Collection<T> {
  private readonly t: string;
  constructor(
    private readonly s: Internals,
    readonly table: string,
  ) {
    this.t = pg.escapeIdentifier(table);
  }

  /** Rows of a read; a collection that does not exist (never written, or dropped meanwhile) reads as empty, as in MongoDB. */
  private async rows<R extends pg.QueryResultRow>(text: string, values: unknown[]): Promise<R[]> {
    if (!(await this.s.exists(this.table))) return [];
    try {
      return (await this.s.query<R>(prepared(text, values))).rows;
    } catch (error) {
      if (!isUndefinedTable(error) || this.s.inTransaction()) throw error;
      this.s.forget(this.table);
      return [];
    }
  }

  notifiedChangeCount() {
    return this.s.changes.countOf(this.table);
  }

  /** Outside a transaction, from memory while the table has not changed since it was read (postgres-doc-cache.ts). */
  async get(id: string) {
    const count = this.s.inTransaction() ? undefined : this.s.changes.countOf(this.table);
    if (count !== undefined) {
      const kept = this.s.docs.get(docKey(this.table, id), count) as T | null | undefined;
      if (kept !== undefined) return kept;
    }
    const [row] = await this.rows<{ doc: T }>(`SELECT doc FROM ${this.t} WHERE id = $1`, [id]);
    const doc = row?.doc ?? null;
    if (count !== undefined) this.s.docs.keep(docKey(this.table, id), count, doc);
    return doc;
  }
  /** As `get`: those kept from memory, the others in one query. */
  async getMany(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const count = this.s.inTransaction() ? undefined : this.s.changes.countOf(this.table);
    const byId = new Map<string, T | null>();
    if (count !== undefined)
      for (const id of ids) {
        const kept = this.s.docs.get(docKey(this.table, id), count) as T | null | undefined;
        if (kept !== undefined) byId.set(id, kept);
      }
    const missing = byId.size ? ids.filter((id) => !byId.has(id)) : ids;
    if (missing.length) {
      const rows = await this.rows<{ doc: T }>(`SELECT doc FROM ${this.t} WHERE id = ANY($1::text[])`, [missing]);
      const read = new Map(rows.map((r) => [r.doc.id, r.doc]));
      for (const id of missing) {
        const doc = read.get(id) ?? null;
        if (count !== undefined) this.s.docs.keep(docKey(this.table, id), count, doc);
        byId.set(id, doc);
      }
    }
    return ids.map((id) => byId.get(id)).filter((d): d is T => !!d);
  }
  /**
   * The documents of a find's rows: outside a transaction the frozen ones parsed before from the same text (ParsedByText);
   * inside one, parsed afresh (a transaction's reader may see its own writes, which may yet roll back).
   */
  private docsOf(rows: readonly TextRow[]): T[] {
    if (this.s.inTransaction()) return rows.map((r) => JSON.parse(r.doc) as T);
    return rows.map((r) => this.s.parsed.docOf(docKey(this.table, r.id), r.doc) as T);
  }
  /**
   * A read written on the table's columns of words where it has them (`words`): looked up again and read once more when
   * the table turns out to be without one (dropped and made anew by another instance meanwhile).
   */
  private async withWords<R>(read: (words: TextColumns) => Promise<R>): Promise<R> {
    const words = async () => {
      const generated = await this.s.generated(this.table);
      return (field: string) => hasWordColumns(generated, field);
    };
    try {
      return await read(await words());
    } catch (error) {
      if (!isDatabaseError(error) || error.code !== '42703') throw error;
      this.s.forgetGenerated(this.table);
      return read(await words());
    }
  }
  /** As `get`: an answer of up to FOUND_KEPT_MAX documents is kept while the table has not changed. */
  async find(filter: Filter = {}, options: FindOptions = {}) {
    return hasWords(filter) ? this.withWords((words) => this.found(filter, options, words)) : this.found(filter, options);
  }
  private async found(filter: Filter, options: FindOptions, words?: TextColumns): Promise<T[]> {
    const { text, values } = findStatement(this.t, filter, options, words);
    const count = this.s.inTransaction() ? undefined : this.s.changes.countOf(this.table);
    if (count === undefined) return this.docsOf(await this.rows<TextRow>(text, values));
    const key = foundKey(this.table, text, values);
    const kept = this.s.found.get(key, count) as readonly T[] | undefined;
    if (kept) return kept.slice();
    const docs = this.docsOf(await this.rows<TextRow>(text, values));
    if (docs.length <= FOUND_KEPT_MAX) this.s.found.keep(key, count, docs);
    return docs.slice();
  }
  /**
   * A page and the filter's count in one statement (`count(*) OVER ()`, with the collection's version in the same
   * snapshot), when the count would read the matching rows anyway and is not known at the current version: a first page of
   * a filter with words (`$contains`), which neither the columns nor an index answer exactly, so that the page's and the
   * count's statements each read and checked the same rows. Other pages, filters, transactions: `find` and `count`.
   */
  async findWithCount(filter: Filter, options: FindOptions): Promise<{ docs: T[]; total: number }> {
    const both = async () => {
      const [docs, total] = await Promise.all([this.find(filter, options), this.count(filter)]);
      return { docs, total };
    };
    if (options.after || options.limit === undefined || !hasWords(filter) || this.s.inTransaction()) return both();
    return this.withWords((words) => this.pageAndCount(filter, options, words, both));
  }
  private async pageAndCount(filter: Filter, options: FindOptions, words: TextColumns, both: () => Promise<{ docs: T[]; total: number }>) {
    const countKey = this.s.counts.key(this.table, filter);
    const count = this.s.changes.countOf(this.table);
    const page = findStatement(this.t, filter, options, words);
    const kept = foundKey(this.table, page.text, page.values);
    if (this.s.counts.get(countKey) || (count !== undefined && this.s.found.get(kept, count))) return both();
    const p = new Params();
    const version = `(SELECT version FROM read_store_versions WHERE name = ${p.add(this.table)})::text AS version`;
    const where = whereClause(filter, p, {}, words);
    const sorted = sortedPageOf(options);
    const text = sorted
      ? sortedPage(this.t, where, `${version}, count(*) OVER ()::int AS total, id, doc`, 'version, total, id, doc::text AS doc', sorted, p)
      : `SELECT ${version}, count(*) OVER ()::int AS total, id, doc::text AS doc FROM ${this.t} ${where}${pagingClause(options, p)}`;
    const rows = await this.rows<TextRow & { version: string | null; total: number }>(text, p.values);
    const docs = this.docsOf(rows);
    const total = rows[0]?.total ?? 0;
    if (rows[0]?.version) this.s.counts.set(countKey, { version: rows[0].version, n: total });
    if (count !== undefined && docs.length <= FOUND_KEPT_MAX) this.s.found.keep(kept, count, docs);
    return { docs: docs.slice(), total };
  }
  /**
   * Counted once per filter until the collection changes (its version, which a trigger moves on every write: also
   * another instance's): one statement answers the version and, only when it moved, the count.
   */
  async count(filter: Filter = {}): Promise<number> {
    const generated = await this.s.generated(this.table);
    const words = (field: string) => hasWordColumns(generated, field);
    const { p, where, columns } = countFilter(filter, (field) => generated.has(columnName(field)), words);
    try {
      return await this.counted(filter, where, columns, p);
    } catch (error) {
      // The table was dropped and made again (by another instance) without the columns: looked up anew.
      if ((!columns && !hasWords(filter)) || !isDatabaseError(error) || error.code !== '42703') throw error;
      this.s.forgetGenerated(this.table);
      return this.count(filter);
    }
  }
  private async counted(filter: Filter, where: string, columns: ColumnFilter | null, p: Params) {
    // Inside a transaction the count may see writes that never commit: not remembered.
    if (this.s.inTransaction()) {
      const [row] = await this.rows<{ n: number }>(`SELECT ${countExpression(this.t, where, columns)} AS n`, p.values);
      return row?.n ?? 0;
    }
    const key = this.s.counts.key(this.table, filter);
    const known = this.s.counts.get(key);
    const [row] = await this.rows<{ version: string | null; n: number | null }>(countStatement(this.t, this.table, where, known, p, columns), p.values);
    if (!row) return 0;
    if (row.n === null && known && row.version === known.version) return known.n;
    if (row.version !== null && row.n !== null) this.s.counts.set(key, { version: row.version, n: row.n });
    return row.n ?? 0;
  }
  async upsert(doc: T) {
    await this.s.ensureTable(this.table);
    await this.s.query(`INSERT INTO ${this.t} (id, doc) VALUES ($1, $2::jsonb) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`, [
      doc.id,
      toJsonb(doc),
    ]);
    this.s.wrote(this.table);
  }
  async update(id: string, patch: Partial<Omit<T, 'id'>>) {
    const { id: _ignored, ...fields } = patch as Record<string, unknown>;
    const [row] = await this.rows<{ id: string }>(`UPDATE ${this.t} SET doc = doc || $2::jsonb WHERE id = $1 RETURNING id`, [
      id,
      toJsonb(fields),
    ]);
    if (row) this.s.wrote(this.table);
    return !!row;
  }
  async delete(id: string) {
    const [row] = await this.rows<{ id: string }>(`DELETE FROM ${this.t} WHERE id = $1 RETURNING id`, [id]);
    if (row) this.s.wrote(this.table);
    return !!row;
  }
  async deleteMany(filter: Filter) {
    const p = new Params();
    const [row] = await this.rows<{ n: number }>(
      `WITH gone AS (DELETE FROM ${this.t} ${whereClause(filter, p)} RETURNING 1) SELECT count(*)::int AS n FROM gone`,
      p.values,
    );
    if (row?.n) this.s.wrote(this.table);
    return row?.n ?? 0;
  }
  async bulkWrite(ops: readonly BulkOp<T>[]) {
    if (ops.length === 0) return;
    // In order, the last operation on an id decides: one DELETE and one upserting INSERT, in one statement.
    const last = new Map<string, BulkOp<T>>();
    for (const op of ops) {
      const id = 'upsert' in op ? op.upsert.id : op.delete;
      last.delete(id);
      last.set(id, op);
    }
    const deletes: string[] = [];
    const upserts: T[] = [];
    for (const op of last.values())
      if ('upsert' in op) upserts.push(op.upsert);
      else deletes.push(op.delete);
    await this.s.ensureTable(this.table);
    await this.s.query(
      `WITH gone AS (DELETE FROM ${this.t} WHERE id = ANY($1::text[]))
       INSERT INTO ${this.t} (id, doc) SELECT u.id, u.doc::jsonb FROM unnest($2::text[], $3::text[]) AS u (id, doc)
       ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`,
      [deletes, upserts.map((d) => d.id), upserts.map(toJsonb)],
    );
    this.s.wrote(this.table);
  }
  /** Makes the declared index (postgres-indexes.ts) unless it is there; then the planner's statistics of the table. */
  async ensureIndex(spec: IndexSpec) {
    await this.makeIndexes([spec], []);
  }
  /**
   * Makes the declared indexes and, since they are all known at once, their fields' columns with the count indexes over
   * them (postgres-columns.ts); then the planner's statistics of the table and, outside a transaction, its visibility map
   * (VACUUM), without which an Index Only Scan reads the rows all the same (after a build, every page is new).
   */
  async ensureIndexes(specs: readonly IndexSpec[]) {
    await this.makeIndexes(specs, declaredFields(specs));
  }
  /** The indexes of `specs`, and the columns of `fields` with their indexes. */
  private async makeIndexes(specs: readonly IndexSpec[], fields: readonly string[]) {
    await this.s.ensureTable(this.table);
    // VACUUM (which also makes the statistics) cannot run in a transaction; it is for the columns' count indexes.
    const vacuum = fields.length > 0 && !this.s.inTransaction() && !this.s.loaded.has(this.table);
    this.s.loaded.delete(this.table);
    let made = false;
    await this.s.ddl(this.table, async (run) => {
      const present = await generatedColumns(run, this.table);
      const texts = textFields(specs);
      const missing = [
        ...fields.filter((field) => !present.has(columnName(field))).map(columnDefinition),
        ...texts.filter((field) => !hasWordColumns(present, field)).flatMap(textColumnDefinitions),
      ];
      // One ALTER: the rows are rewritten once, with all the columns (and only when one is missing: it locks the table).
      if (missing.length) {
        if (texts.length) await run(`ALTER TABLE ${this.t} SET (${WORDS_STORAGE})`);
        await run(`ALTER TABLE ${this.t} ${missing.map((d) => `ADD COLUMN IF NOT EXISTS ${d}`).join(', ')}`);
        made = true;
      }
      // A text field's index on its lower-cased text, from before its column of words, is of no more use.
      if (texts.length) await run(`DROP INDEX IF EXISTS ${texts.map((field) => pg.escapeIdentifier(indexName(this.table, formerTextIndex(field)))).join(', ')}`);
      let ops: string | null | undefined;
      const make = async (suffix: string, definition: () => Promise<string | null>) => {
        const name = pg.escapeIdentifier(indexName(this.table, suffix));
        if ((await run(`SELECT to_regclass(${pg.escapeLiteral(name)}) IS NOT NULL AS there`)).rows[0].there) return;
        const sql = await definition();
        if (!sql) return;
        await run(`CREATE INDEX IF NOT EXISTS ${name} ON ${this.t} ${sql}`);
        made = true;
      };
      for (const spec of specs) {
        if (typeof spec !== 'object' || !('compound' in spec)) {
          const plan = indexPlan(spec);
          await make(plan.suffix, async () => {
            if (typeof spec === 'object' && 'text' in spec && ops === undefined) ops = await trigramOps(run);
            return plan.definition(ops ?? null);
          });
        }
        if (fields.length && typeof spec === 'object' && ('sorted' in spec || 'compound' in spec)) {
          const covering = coveringIndex(spec, fields);
          await make(covering.suffix, async () => covering.definition);
        }
      }
      for (const field of fields) {
        const index = irregularIndex(field);
        await make(index.suffix, async () => index.definition);
      }
      // Expression indexes have statistics of their own, which the planner needs to choose them (a new table has none).
      if (made && !vacuum) await run(`ANALYZE ${this.t}`);
    });
    this.s.forgetGenerated(this.table);
    if (made && vacuum) await this.s.query(`VACUUM (ANALYZE) ${this.t}`);
  }
}

/** The names of a table's generated columns. */
async function generatedColumns(run: (sql: string) => Promise<pg.QueryResult>, table: string): Promise<Set<string>> {
  const { rows } = await run(
    `SELECT attname FROM pg_attribute WHERE attrelid = to_regclass(${pg.escapeLiteral(pg.escapeIdentifier(table))}) AND attgenerated = 's' AND NOT attisdropped`,
  );
  return new Set(rows.map((r: { attname: string }) => r.attname));
}

interface Internals {
  /** The names of a table's generated columns (the declared fields'), remembered once the table is known to exist. */
  generated(table: string): Promise<Set<string>>;
  forgetGenerated(table: string): void;
  query<R extends pg.QueryResultRow>(text: string | pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult<R>>;
  inTransaction(): boolean;
  exists(table: string): Promise<boolean>;
  forget(table: string): void;
  ensureTable(table: string): Promise<void>;
  /** Schema changes of one table (its indexes, columns, trigger): a statement, or work that runs its statements through `run`. */
  ddl(table: string, work: string | ((run: (sql: string) => Promise<pg.QueryResult>) => Promise<void>)): Promise<void>;
  readonly counts: CountCache;
  /** Documents read by id, while their table is unchanged. */
  readonly docs: KeptWhileUnchanged<Doc | null>;
  /** Finds' answers, while their table is unchanged. */
  readonly found: KeptWhileUnchanged<Doc[]>;
  /** Documents finds read, parsed once per JSON text (see ParsedByText). */
  readonly parsed: ParsedByText;
  /** Writes of each table heard of, by any instance (visitors' cached answers). */
  readonly changes: ChangeFeed;
  /** This process wrote `table`: its count moves at once (at the commit, in a transaction), before any notification. */
  wrote(table: string): void;
  /** Tables filled by a bulk load with their pages marked visible to all: their indexes need no VACUUM afterwards. */
  readonly loaded: Set<string>;
}

export async function createPostgresReadStore(url: string, options: { log?: (line: string) => void } = {}): Promise<PostgresReadStore> {
  // No JIT: it compiles for queries the planner thinks large (a count of most rows) and costs more than it saves here.
  const pool = openPool(url, { max: 16, log: options.log, settings: { jit: 'off' } });
  // What counts need (postgres-counts.ts): made or brought up to date once, as each instance starts.
  await inTransaction(pool, async (client) => {
    await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE.schema, DDL_LOCK]);
    await client.query(VERSIONING_DDL);
  }).catch(async (error) => {
    await pool.end();
    throw error;
  });
  const transactions = new AsyncLocalStorage<LazyTransaction>();
  const aliases = new Map<string, string>();
  /** Tables known to exist (created or seen by this process); a drop elsewhere is noticed when a read fails. */
  const known = new Set<string>();
  const db = (): Runner => transactions.getStore() ?? pool;
  const generated = new Map<string, Set<string>>();
  const collections = new Map<string, PostgresCollection<Doc>>();

  const internals: Internals = {
    query: <R extends pg.QueryResultRow>(text: string | pg.QueryConfig, values?: unknown[]) => db().query<R>(text, values),
    inTransaction: () => transactions.getStore() !== undefined,
    async exists(table) {
      if (known.has(table)) return true;
      const { rows } = await db().query<{ t: string | null }>('SELECT to_regclass($1)::text AS t', [pg.escapeIdentifier(table)]);
      if (rows[0].t !== null && !internals.inTransaction()) known.add(table);
      return rows[0].t !== null;
    },
    forget: (table) => known.delete(table),
    loaded: new Set(),
    async generated(table) {
      const remembered = generated.get(table);
      if (remembered) return remembered;
      const names = await generatedColumns((sql) => db().query(sql), table);
      if (known.has(table) && !internals.inTransaction()) generated.set(table, names);
      return names;
    },
    forgetGenerated: (table) => generated.delete(table),
    counts: new CountCache(),
    docs: new KeptWhileUnchanged<Doc | null>(5_000),
    found: new KeptWhileUnchanged<Doc[]>(1_000),
    parsed: new ParsedByText(PARSED_CHARS),
    changes: createChangeFeed({ url, log: options.log }),
    wrote(table) {
      const tx = transactions.getStore();
      if (tx) tx.written.add(table);
      else internals.changes.wrote(table);
    },
    async ensureTable(table) {
      if (known.has(table) || transactions.getStore()?.created.has(table)) return;
      const t = pg.escapeIdentifier(table);
      await internals.ddl(table, `CREATE TABLE IF NOT EXISTS ${t} (id text PRIMARY KEY, doc jsonb NOT NULL); ${NO_DOC_STATISTICS(t)} ${versionTriggerDdl(t)}`);
      const tx = transactions.getStore();
      if (tx) tx.created.add(table);
      else known.add(table);
    },
    /**
     * A table's schema changes one at a time across instances (concurrent CREATE ... IF NOT EXISTS of one object can fail),
     * in the current transaction if any. Other tables' go on meanwhile: with one lock for all, the builds of a replay made
     * their tables and indexes one after another (and a load held it for its whole COPY).
     */
    async ddl(table, work) {
      const run = async (client: Runner) => {
        await client.query('SELECT pg_advisory_xact_lock($1, $2)', [LOCK_NAMESPACE.schema, advisoryKey(`${DDL_LOCK_PREFIX}${table}`)]);
        if (typeof work === 'string') await client.query(work);
        else await work((sql) => client.query(sql));
      };
      const tx = transactions.getStore();
      await (tx ? run(tx) : inTransaction(pool, run));
    },
  };

  const store: PostgresReadStore = {
    name: 'PostgreSQL',
    durable: true,
    batchesKept: BATCHES_KEPT,
    collection<T extends Doc>(name: string) {
      // One object per table: an answer made from it stays cached while it is the same collection, unchanged (answer-cache.ts).
      const table = tableName(aliases.get(name) ?? name);
      let collection = collections.get(table);
      if (!collection) collections.set(table, (collection = new PostgresCollection(internals, table)));
      return collection as PostgresCollection<T>;
    },
    alias(name, target) {
      aliases.set(name, target);
    },
    /**
     * The table made (or emptied) in the transaction that fills it, with the columns of the declared fields, so that COPY
     * computes them as it writes each row (an ALTER afterwards rewrote the table) and, FREEZE, marks its pages visible to
     * all (without which an Index Only Scan reads the rows: a VACUUM of each table afterwards took as long as the COPY).
     */
    async bulkLoad(name, docs, fields, indexes) {
      const table = tableName(name);
      const t = pg.escapeIdentifier(table);
      await store.transaction(async () => {
        let made = false;
        await internals.ddl(table, async (run) => {
          const { rows } = await run(`SELECT to_regclass(${pg.escapeLiteral(t)}) IS NOT NULL AS there`);
          if (rows[0].there) return void (await run(`TRUNCATE ${t}`));
          const columns = [...declaredFields(indexes).map(columnDefinition), ...textFields(indexes).flatMap(textColumnDefinitions)].map((d) => `, ${d}`);
          const storage = textFields(indexes).length ? ` WITH (${WORDS_STORAGE})` : '';
          await run(`CREATE TABLE ${t} (id text NOT NULL, doc jsonb NOT NULL${columns.join('')})${storage}; ${NO_DOC_STATISTICS(t)} ${versionTriggerDdl(t)}`);
          made = true;
        });
        const tx = transactions.getStore()!;
        tx.created.add(table);
        await copyInto(await tx.connection(), t, copyChunks(docs, fields, toJsonb));
        // The key's index made from the rows at once (a quarter of the COPY's time when it was kept up row by row).
        if (made) await internals.query(`ALTER TABLE ${t} ADD PRIMARY KEY (id)`);
        internals.wrote(table);
      });
      internals.forgetGenerated(table);
      internals.loaded.add(table);
    },
    async drop(name) {
      const table = tableName(name);
      // A drop fires no trigger: its notice is sent here, so that no instance keeps answering from the dropped rows.
      await internals.ddl(
        table,
        `DROP TABLE IF EXISTS ${pg.escapeIdentifier(table)}; DELETE FROM read_store_versions WHERE name = ${pg.escapeLiteral(table)}; SELECT pg_notify('${CHANGES_CHANNEL}', ${pg.escapeLiteral(table)})`,
      );
      internals.wrote(table);
      known.delete(table);
      generated.delete(table);
      collections.delete(table);
    },
    async transaction<R>(work: () => Promise<R>): Promise<R> {
      // A transaction inside a transaction joins the outer one.
      if (transactions.getStore()) return work();
      const tx = new LazyTransaction(pool);
      let result: R;
      try {
        result = await transactions.run(tx, work);
      } catch (error) {
        await tx.end('ROLLBACK');
        throw error;
      }
      await tx.end('COMMIT');
      for (const table of tx.created) known.add(table);
      for (const table of tx.written) internals.changes.wrote(table);
      return result;
    },
    query: (text, values) => db().query(text, values),
    inTransaction: internals.inTransaction,
    async close() {
      await internals.changes.close();
      await pool.end();
    },
  };
  created.add(store);
  return store;
}
