// Embedded on-disk ReadStore adapter (READ_MODELS=disk): documents as JSON in a SQLite file under DATA_DIR, with hash, text
// and sorted indexes as tables beside them (sqlite-read-indexes.ts). The read models outlive the process, so a start goes
// on from each projection's checkpoint instead of replaying the whole log, and memory holds only SQLite's page cache.
//
// Filters keep the read store's one meaning (read-store.ts `compileFilter`, `compareBy`): SQL narrows a find to candidate
// ids through the indexes (or walks a sorted index), and each candidate is checked on its document unless the index
// answered exactly. Transactions: a projection's batch and its checkpoint commit together (one at a time; a write outside
// one waits for it). secure_delete: a deleted document (an erased person's) is overwritten in the file, not just unlinked.
// One instance per DATA_DIR writes its live collections, so each counts its writes (changeCount) as the in-memory one does.
import { AsyncLocalStorage } from 'node:async_hooks';
import Database from 'better-sqlite3';
import { compareBy, compileFilter, type BulkOp, type Collection, type Doc, type FieldCondition, type Filter, type FindOptions, type IndexSpec, type ReadStore } from './read-store';
import { SqliteHashIndex, SqliteSortedIndex, SqliteTextIndex, type Narrowing, type Sql, type SqliteIndex } from './sqlite-read-indexes';
import { sortKey } from './sqlite-sort-key';

type AnyDoc = Doc & Record<string, unknown>;

/** A sorted, limited find walks its sorted index unless the other indexes narrow it to at most this many candidates. */
const WALK_ABOVE = 2_000;
/** Candidates of a condition are counted up to this many when choosing which condition's candidates to read first. */
const SIZE_CAP = 20_000;
/** How long after the last write the WAL is emptied, and how long at most while writes go on (see scrubSoon). */
const SCRUB_AFTER_MS = 1_000;
const SCRUB_AT_MOST_MS = 10_000;

interface Meta {
  n: number;
  table: string;
  indexes: Map<string, SqliteIndex>;
}

/**
 * Which conditions are likely to narrow most, to count their candidates first: ids, then words and alternatives (a
 * search), then $in, then plain equality (often a flag such as isActive, true of most documents).
 */
function rankOf(field: string, c: FieldCondition | readonly Filter[]): number {
  if (field === 'id') return 0;
  if (field === '$or' || (c !== null && typeof c === 'object' && '$contains' in c)) return 1;
  return c !== null && typeof c === 'object' ? 2 : 3;
}

const specKey = (spec: IndexSpec) => JSON.stringify(typeof spec === 'string' ? spec : Object.entries(spec));

/** Runs exclusive work one at a time, in the order asked. */
class Turns {
  private tail: Promise<unknown> = Promise.resolve();
  busy = 0;
  run<R>(work: () => Promise<R> | R): Promise<R> {
    this.busy++;
    const result = this.tail.then(work).finally(() => this.busy--);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

class SqliteCollection<T extends Doc> implements Collection<T> {
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
    const m = this.meta();
    const row = m && this.s.sql.all<{ doc: string }>(`SELECT doc FROM "${m.table}" WHERE id = ?`, id)[0];
    return row ? (this.parse(row) as unknown as T) : null;
  }
  async getMany(ids: readonly string[]) {
    const m = this.meta();
    if (!m || ids.length === 0) return [];
    const rows = this.s.sql.all<{ id: string; doc: string }>(`SELECT id, doc FROM "${m.table}" WHERE id IN (SELECT value FROM json_each(?))`, JSON.stringify(ids));
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => (byId.has(id) ? [this.parse(byId.get(id)!) as unknown as T] : []));
  }

  /** The index narrowing of one condition, or null when none narrows it. */
  private narrowOne(m: Meta, field: string, c: FieldCondition | readonly Filter[]): Narrowing | null {
    if (field === '$or') {
      const branches = (c as readonly Filter[]).map((b) => this.narrowing(m, b));
      if (branches.length === 0 || branches.some((b) => !b.narrowing)) return null;
      const narrowings = branches.map((b) => b.narrowing!);
      return {
        sql: narrowings.map((n) => `SELECT id FROM (${n.sql})`).join(' UNION '),
        params: narrowings.flatMap((n) => n.params),
        exact: branches.every((b) => b.narrowing!.exact && b.covered),
        has: (id) => {
          const tests = narrowings.map((n) => n.has(id));
          return { sql: `(${tests.map((t) => `(${t.sql})`).join(' OR ')})`, params: tests.flatMap((t) => t.params) };
        },
      };
    }
    const cond = c as FieldCondition;
    if (field === 'id') {
      const ids = typeof cond === 'string' ? [cond] : cond !== null && typeof cond === 'object' && '$in' in cond ? cond.$in.filter((x) => typeof x === 'string') : null;
      if (!ids) return null;
      const list = JSON.stringify(ids);
      return { sql: 'SELECT value AS id FROM json_each(?)', params: [list], exact: true, has: (id) => ({ sql: `${id} IN (SELECT value FROM json_each(?))`, params: [list] }) };
    }
    if (cond !== null && typeof cond === 'object' && '$contains' in cond) {
      const text = m.indexes.get(specKey({ text: field })) as SqliteTextIndex | undefined;
      return text?.lookup(cond.$contains) ?? null;
    }
    const hash = m.indexes.get(specKey(field)) as SqliteHashIndex | undefined;
    if (!hash) return null;
    if (cond === null || typeof cond !== 'object') return hash.lookup([cond]);
    return '$in' in cond ? hash.lookup(cond.$in) : null;
  }

  /** The ids a narrowing selects, up to `limit` of them. */
  private idsOf(n: Narrowing, limit: number): string[] {
    return this.s.sql.all<{ id: string }>(`SELECT id FROM (${n.sql}) LIMIT ${limit}`, ...n.params).map((r) => r.id);
  }

  /** How many ids a narrowing selects, counted up to `cap` (beyond it, `cap`). */
  private sizeOf(n: Narrowing, cap: number): number {
    return this.s.sql.all<{ n: number }>(`SELECT count(*) AS n FROM (SELECT 1 FROM (${n.sql}) LIMIT ${cap})`, ...n.params)[0]?.n ?? 0;
  }

  /**
   * The candidates of a filter (null: every document), and whether the index answers covered every condition. With
   * several narrowing conditions the one with the fewest candidates is read and the others test each of them (`has`).
   */
  private narrowing(m: Meta, filter: Filter): { narrowing: (Narrowing & { size?: number }) | null; covered: boolean } {
    const parts: Narrowing[] = [];
    const ranks: number[] = [];
    let covered = true;
    for (const [field, c] of Object.entries(filter)) {
      if (c === undefined) continue;
      const n = this.narrowOne(m, field, c);
      if (n) {
        parts.push(n);
        ranks.push(rankOf(field, c));
      }
      if (!n?.exact) covered = false;
    }
    if (parts.length === 0) return { narrowing: null, covered: false };
    if (parts.length === 1) return { narrowing: parts[0], covered };
    // Each is counted only up to the fewest so far, likely narrowest first (see rankOf).
    const order = parts.map((_, i) => i).sort((a, b) => ranks[a] - ranks[b]);
    const sizes: number[] = parts.map(() => Infinity);
    let first = order[0];
    for (const i of order) {
      sizes[i] = this.sizeOf(parts[i], Math.min(SIZE_CAP, sizes[first] === Infinity ? SIZE_CAP : sizes[first]));
      if (sizes[i] < sizes[first]) first = i;
    }
    const others = parts.filter((_, i) => i !== first).map((p) => p.has('s.id'));
    const driver = parts[first];
    return {
      narrowing: {
        sql: `SELECT s.id AS id FROM (${driver.sql}) AS s WHERE ${others.map((o) => `(${o.sql})`).join(' AND ')}`,
        params: [...driver.params, ...others.flatMap((o) => o.params)],
        exact: parts.every((p) => p.exact),
        size: sizes[first],
        has: (id) => {
          const tests = parts.map((p) => p.has(id));
          return { sql: tests.map((t) => `(${t.sql})`).join(' AND '), params: tests.flatMap((t) => t.params) };
        },
      },
      covered,
    };
  }

  /**
   * Documents of the candidates (or all), each checked against the filter unless the indexes answered it exactly; `ids`:
   * the candidates' ids already read. Remembered until the next write: a page and its total count ask the same filter.
   */
  private matching(m: Meta, filter: Filter, read?: { ids: readonly string[]; covered: boolean }): AnyDoc[] {
    const key = JSON.stringify(filter);
    if (this.last && this.last.key === key && this.last.writes === this.writes && this.last.table === m.table) return this.last.docs;
    const ids = read?.ids;
    const { narrowing, covered } = read ? { narrowing: null, covered: read.covered } : this.narrowing(m, filter);
    const rows = ids
      ? this.s.sql.all<{ doc: string }>(`SELECT doc FROM "${m.table}" WHERE id IN (SELECT value FROM json_each(?))`, JSON.stringify(ids))
      : narrowing
        ? this.s.sql.all<{ doc: string }>(`SELECT doc FROM "${m.table}" WHERE id IN (${narrowing.sql})`, ...narrowing.params)
        : this.s.sql.all<{ doc: string }>(`SELECT doc FROM "${m.table}"`);
    let docs = rows.map(this.parse);
    if (!covered) docs = docs.filter(compileFilter(filter));
    this.last = { key, writes: this.writes, table: m.table, docs };
    return docs;
  }
  private last: { key: string; writes: number; table: string; docs: AnyDoc[] } | null = null;

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
    let read: { ids: string[]; covered: boolean } | undefined;
    if (sort && limit !== undefined) {
      for (const index of m.indexes.values()) {
        if (!(index instanceof SqliteSortedIndex)) continue;
        const direction = index.direction(sort);
        if (direction === 0) continue;
        const { narrowing, covered } = this.narrowing(m, filter);
        // Few candidates are read and sorted here; many, walked in order until the page is full.
        const ids = narrowing?.size !== undefined && narrowing.size > WALK_ABOVE ? undefined : narrowing ? this.idsOf(narrowing, WALK_ABOVE + 1) : undefined;
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
    if (this.last && this.last.key === JSON.stringify(filter) && this.last.writes === this.writes && this.last.table === m.table) return this.last.docs.length;
    const { narrowing, covered } = this.narrowing(m, filter);
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
    const m = this.meta();
    const row = m && this.s.sql.all<{ doc: string }>(`SELECT doc FROM "${m.table}" WHERE id = ?`, id)[0];
    return row ? this.parse(row) : null;
  }
  private put(m: Meta, doc: AnyDoc, old: AnyDoc | null) {
    for (const index of m.indexes.values()) {
      if (old && index.same(old, doc)) continue;
      if (old) index.remove(old);
      index.add(doc);
    }
    this.s.sql.run(`INSERT INTO "${m.table}" (id, doc) VALUES (?, ?) ON CONFLICT (id) DO UPDATE SET doc = excluded.doc`, doc.id, JSON.stringify(doc));
  }
  private remove(id: string): boolean {
    const m = this.meta();
    const old = m && this.read(id);
    if (!m || !old) return false;
    for (const index of m.indexes.values()) index.remove(old);
    this.s.sql.run(`DELETE FROM "${m.table}" WHERE id = ?`, id);
    return true;
  }

  async ensureIndex(spec: IndexSpec) {
    if (spec === 'id') return;
    await this.s.write(() => {
      const m = this.s.ensure(this.name);
      const key = specKey(spec);
      if (m.indexes.has(key)) return;
      const table = `${m.table}_i${m.indexes.size + 1}_${Date.now().toString(36)}`;
      const index =
        typeof spec === 'string'
          ? new SqliteHashIndex(this.s.sql, table, spec)
          : 'text' in spec
            ? new SqliteTextIndex(this.s.sql, table, spec.text)
            : new SqliteSortedIndex(this.s.sql, table, spec.sorted);
      index.create();
      // One pass over the documents already there, a page at a time (no statement runs while another is being read).
      for (let last = 0, rows: Array<{ n: number; doc: string }>; ; last = rows[rows.length - 1].n) {
        rows = this.s.sql.all(`SELECT n, doc FROM "${m.table}" WHERE n > ? ORDER BY n LIMIT 2000`, last);
        if (rows.length === 0) break;
        index.addMany(rows.map(this.parse));
      }
      this.s.sql.run('INSERT INTO indexes (collection, spec, tbl) VALUES (?, ?, ?)', this.name, key, table);
      m.indexes.set(key, index);
    });
  }
}

interface Internals {
  sql: Sql;
  metas: Map<string, Meta>;
  statement(sql: string): Database.Statement;
  /** The collection's tables, created on first write. */
  ensure(name: string): Meta;
  /** Runs synchronous writes in one transaction: the current one, or its own once no other is open. */
  write<R>(work: () => R): Promise<R>;
}

export class ReadModelsInUseError extends Error {
  constructor(file: string) {
    super(`${file} is in use by another process: is another server (or npm run replay) running on this DATA_DIR?`);
    this.name = 'ReadModelsInUseError';
  }
}

export function createSqliteReadStore(file: string): ReadStore {
  const db = new Database(file);
  // One process at a time (the lock is taken by the first write below and held until close): another server, or npm run
  // replay, on the same DATA_DIR is refused instead of running the projections a second time into the same tables.
  try {
    db.pragma('locking_mode = EXCLUSIVE');
    db.pragma('busy_timeout = 2000');
    db.pragma('journal_mode = WAL');
    db.exec('BEGIN IMMEDIATE; COMMIT');
  } catch (error) {
    db.close();
    if ((error as { code?: string }).code !== 'SQLITE_BUSY') throw error;
    throw new ReadModelsInUseError(file);
  }
  // Derived data: a power cut may lose the last commits, never half of one; a batch commits with its checkpoint.
  db.pragma('synchronous = NORMAL');
  db.pragma('secure_delete = ON');
  // SQLite's own checkpoint (every 1,000 pages by default) would copy and sync the file inside many commits of a rebuild;
  // scrubSoon empties the WAL a second after writes instead, and this one only bounds the WAL of a long burst.
  db.pragma('wal_autocheckpoint = 50000');
  db.exec(`CREATE TABLE IF NOT EXISTS collections (name TEXT PRIMARY KEY, n INTEGER NOT NULL UNIQUE);
    CREATE TABLE IF NOT EXISTS indexes (collection TEXT NOT NULL, spec TEXT NOT NULL, tbl TEXT NOT NULL, PRIMARY KEY (collection, spec));`);

  const statements = new Map<string, Database.Statement>();
  const statement = (text: string) => {
    let st = statements.get(text);
    if (!st) statements.set(text, (st = db.prepare(text)));
    return st;
  };
  const sql: Sql = {
    db,
    run: (text, ...params) => void statement(text).run(...params),
    all: <R>(text: string, ...params: unknown[]) => statement(text).all(...params) as R[],
  };

  const metas = new Map<string, Meta>();
  const indexOf = (spec: string, table: string): SqliteIndex => {
    const parsed = JSON.parse(spec) as string | Array<[string, unknown]>;
    if (typeof parsed === 'string') return new SqliteHashIndex(sql, table, parsed);
    const [[kind, value]] = parsed;
    return kind === 'text' ? new SqliteTextIndex(sql, table, value as string) : new SqliteSortedIndex(sql, table, value as Record<string, 1 | -1>);
  };
  for (const { name, n } of sql.all<{ name: string; n: number }>('SELECT name, n FROM collections'))
    metas.set(name, { n, table: `c${n}`, indexes: new Map() });
  for (const { collection, spec, tbl } of sql.all<{ collection: string; spec: string; tbl: string }>('SELECT collection, spec, tbl FROM indexes'))
    metas.get(collection)?.indexes.set(spec, indexOf(spec, tbl));

  const transactions = new AsyncLocalStorage<true>();
  const turns = new Turns();
  /**
   * Earlier versions of changed pages stay in the WAL until it is emptied: a second after the last write (ten at most while
   * writes go on), it is copied into the file and cut to nothing, so that what a projection removed (an erased person's
   * documents) is gone from both files.
   */
  let scrub: NodeJS.Timeout | null = null;
  let firstUnscrubbed = 0;
  const scrubSoon = () => {
    // A second after the last write, or every SCRUB_AT_MOST_MS under writes that keep coming (a rebuild).
    const now = Date.now();
    if (!scrub) firstUnscrubbed = now;
    else if (now - firstUnscrubbed < SCRUB_AT_MOST_MS) clearTimeout(scrub);
    else return;
    scrub = setTimeout(() => {
      scrub = null;
      if (!db.open) return;
      if (db.inTransaction) return scrubSoon();
      db.pragma('wal_checkpoint(TRUNCATE)');
    }, SCRUB_AFTER_MS);
    scrub.unref();
  };
  const internals: Internals = {
    sql,
    metas,
    statement,
    ensure(name) {
      let m = metas.get(name);
      if (m) return m;
      const n = (sql.all<{ n: number | null }>('SELECT max(n) AS n FROM collections')[0].n ?? 0) + 1;
      m = { n, table: `c${n}`, indexes: new Map() };
      // Rows in the order they were first written, found by id through its index: a rebuild appends documents to the end
      // of the table instead of scattering them over its pages by their random ids (and rewriting those pages at each commit).
      sql.run(`CREATE TABLE IF NOT EXISTS "${m.table}" (n INTEGER PRIMARY KEY, id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL)`);
      sql.run('INSERT INTO collections (name, n) VALUES (?, ?)', name, n);
      metas.set(name, m);
      return m;
    },
    write<R>(work: () => R): Promise<R> {
      if (transactions.getStore()) return Promise.resolve(work());
      const once = () => {
        try {
          scrubSoon();
          return db.transaction(work)();
        } catch (error) {
          reload();
          throw error;
        }
      };
      return turns.busy === 0 ? Promise.resolve(once()) : turns.run(once);
    },
  };

  const aliases = new Map<string, string>();
  /** One object per collection, so that its change count vouches for answers made from it (answer-cache.ts). */
  const objects = new Map<string, SqliteCollection<Doc>>();
  return {
    name: 'embedded (SQLite)',
    durable: true,
    collection<T extends Doc>(name: string) {
      const resolved = aliases.get(name) ?? name;
      let c = objects.get(resolved);
      if (!c) objects.set(resolved, (c = new SqliteCollection<Doc>(internals, resolved)));
      return c as unknown as SqliteCollection<T>;
    },
    alias(name, target) {
      aliases.set(name, target);
    },
    async drop(name) {
      objects.delete(name);
      await internals.write(() => {
        const m = metas.get(name);
        if (!m) return;
        for (const index of m.indexes.values()) index.drop();
        sql.run(`DROP TABLE IF EXISTS "${m.table}"`);
        sql.run('DELETE FROM indexes WHERE collection = ?', name);
        sql.run('DELETE FROM collections WHERE name = ?', name);
        metas.delete(name);
      });
    },
    async transaction<R>(work: () => Promise<R>): Promise<R> {
      if (transactions.getStore()) return work();
      return turns.run(async () => {
        db.exec('BEGIN');
        try {
          const result = await transactions.run(true, work);
          db.exec('COMMIT');
          scrubSoon();
          return result;
        } catch (error) {
          if (db.inTransaction) db.exec('ROLLBACK');
          // Tables made or dropped in the rolled-back transaction: read the registry again. What was read meanwhile (the
          // uncommitted writes) is no longer true: every collection counts a change.
          reload();
          for (const c of objects.values()) c.touch();
          throw error;
        }
      });
    },
    async close() {
      await turns.run(() => undefined);
      if (scrub) clearTimeout(scrub);
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };

  function reload() {
    const known = new Map(metas);
    metas.clear();
    for (const { name, n } of sql.all<{ name: string; n: number }>('SELECT name, n FROM collections'))
      metas.set(name, { n, table: `c${n}`, indexes: new Map() });
    for (const { collection, spec, tbl } of sql.all<{ collection: string; spec: string; tbl: string }>('SELECT collection, spec, tbl FROM indexes')) {
      const kept = known.get(collection)?.indexes.get(spec);
      metas.get(collection)?.indexes.set(spec, kept && kept.table === tbl ? kept : indexOf(spec, tbl));
    }
  }
}
