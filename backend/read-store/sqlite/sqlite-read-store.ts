// Embedded on-disk ReadStore adapter (READ_MODELS=disk): documents as JSON in a SQLite file under DATA_DIR, with hash, text
// and sorted indexes as tables beside them (sqlite-read-indexes.ts), one collection per table (sqlite-collection.ts). The read models outlive the process, so a start goes
// on from each projection's checkpoint instead of replaying the whole log, and memory holds SQLite's page cache, bitmaps of
// frequent values and words, and at most 4 million characters of parsed documents per collection (sqlite-collection.ts).
//
// Filters keep the read store's one meaning (read-store.ts `compileFilter`, `compareBy`): SQL narrows a find to candidate
// ids through the indexes (or walks a sorted index), and each candidate is checked on its document unless the index
// answered exactly. Transactions: a projection's batch and its checkpoint commit together (one at a time; a write outside
// one waits for it). secure_delete: a deleted document (an erased person's) is overwritten in the file, not just unlinked.
// One instance per DATA_DIR writes its live collections, so each counts its writes (changeCount) as the in-memory one does.
import { AsyncLocalStorage } from 'node:async_hooks';
import Database from 'better-sqlite3';
import { FileInUseError, holdExclusively } from '@backend/sqlite-exclusive';
import type { Doc, IndexSpec, ReadStore } from '../read-store';
import { SqliteCollection, type Internals, type Meta } from './sqlite-collection';
import { indexFor, type Sql, type SqliteIndex } from './sqlite-read-indexes';

/** How long after the last write the WAL is emptied, and how long at most while writes go on (see scrubSoon). */
const SCRUB_AFTER_MS = 1_000;
const SCRUB_AT_MOST_MS = 10_000;

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

export class ReadModelsInUseError extends FileInUseError {
  constructor(file: string) {
    super(file, 'is another server (or npm run replay) running on this DATA_DIR?');
    this.name = 'ReadModelsInUseError';
  }
}

export function createSqliteReadStore(file: string): ReadStore {
  const db = new Database(file);
  // One process at a time (the lock is taken by the first write below and held until close): another server, or npm run
  // replay, on the same DATA_DIR is refused instead of running the projections a second time into the same tables.
  holdExclusively(db, () => new ReadModelsInUseError(file));
  // Derived data: a power cut may lose the last commits, never half of one; a batch commits with its checkpoint.
  db.pragma('synchronous = NORMAL');
  db.pragma('secure_delete = ON');
  // SQLite's own checkpoint comes every 4,000 pages (16 MB) instead of 1,000: a rebuild syncs the file less often, and
  // one checkpoint inside a commit stays short (scrubSoon empties the WAL on its own time besides).
  db.pragma('wal_autocheckpoint = 4000');
  db.exec(`CREATE TABLE IF NOT EXISTS collections (name TEXT PRIMARY KEY, n INTEGER NOT NULL UNIQUE);
    CREATE TABLE IF NOT EXISTS indexes (collection TEXT NOT NULL, spec TEXT NOT NULL, tbl TEXT NOT NULL, PRIMARY KEY (collection, spec));`);

  const statements = new Map<string, Database.Statement>();
  const statement = (text: string) => {
    let st = statements.get(text);
    if (!st) statements.set(text, (st = db.prepare(text)));
    return st;
  };
  /** Statements that answer plain values (pluck) or arrays (raw), prepared once each apart from the others. */
  const shaped = new Map<string, Database.Statement>();
  const shapedStatement = (mode: 'pluck' | 'raw', text: string) => {
    let st = shaped.get(`${mode}:${text}`);
    if (!st) shaped.set(`${mode}:${text}`, (st = mode === 'pluck' ? db.prepare(text).pluck() : db.prepare(text).raw()));
    return st;
  };
  const sql: Sql = {
    run: (text, ...params) => void statement(text).run(...params),
    all: <R>(text: string, ...params: unknown[]) => statement(text).all(...params) as R[],
    column: <R>(text: string, ...params: unknown[]) => shapedStatement('pluck', text).all(...params) as R[],
    iterateRows: <R extends unknown[]>(text: string, ...params: unknown[]) => shapedStatement('raw', text).iterate(...params) as Iterable<R>,
  };

  const metas = new Map<string, Meta>();
  /** The index a stored spec key (specKey) names. */
  const indexOf = (spec: string, table: string): SqliteIndex => {
    const parsed = JSON.parse(spec) as string | Array<[string, unknown]>;
    return indexFor(sql, table, typeof parsed === 'string' ? parsed : (Object.fromEntries(parsed) as IndexSpec));
  };
  reload();

  const transactions = new AsyncLocalStorage<true>();
  const turns = new Turns();
  /**
   * Earlier versions of changed pages stay in the WAL until it is emptied: a second after the last write (ten at most while
   * writes go on), it is copied into the file and cut to nothing, so that what a projection removed (an erased person's
   * documents) is gone from both files.
   */
  let scrub: NodeJS.Timeout | null = null;
  let firstUnscrubbed = 0;
  /** Set when the WAL is to be emptied but a transaction was open: the next commit does it. */
  let scrubDue = false;
  const scrubNow = () => {
    scrubDue = false;
    if (db.open) db.pragma('wal_checkpoint(TRUNCATE)');
  };
  const scrubSoon = () => {
    // A second after the last write, or every SCRUB_AT_MOST_MS under writes that keep coming (a rebuild, steady load).
    const now = Date.now();
    if (!scrub) firstUnscrubbed = now;
    else if (now - firstUnscrubbed < SCRUB_AT_MOST_MS) clearTimeout(scrub);
    else return;
    scrub = setTimeout(() => {
      scrub = null;
      if (db.inTransaction) scrubDue = true;
      else scrubNow();
    }, SCRUB_AFTER_MS);
    scrub.unref();
  };
  /** After each commit: empty the WAL when it was due during the transaction, else plan it. */
  const committed = () => {
    if (scrubDue && !db.inTransaction) scrubNow();
    else scrubSoon();
  };
  const internals: Internals = {
    sql,
    metas,
    statement,
    ensure(name) {
      let m = metas.get(name);
      if (m) return m;
      const n = (sql.all<{ n: number | null }>('SELECT max(n) AS n FROM collections')[0].n ?? 0) + 1;
      m = { table: `c${n}`, indexes: new Map() };
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
          const result = db.transaction(work)();
          committed();
          return result;
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
    // A rebuild of 200,000 events: 2,000 per batch 37.9 and 38.4 s, 8,000 per batch 28.5 and 30.0 s (alternated runs).
    batchSize: 8_000,
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
          committed();
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

  /** Reads the registry of collections and their indexes (at open, and after a rollback), keeping index objects still valid. */
  function reload() {
    const known = new Map(metas);
    metas.clear();
    for (const { name, n } of sql.all<{ name: string; n: number }>('SELECT name, n FROM collections'))
      metas.set(name, { table: `c${n}`, indexes: new Map() });
    for (const { collection, spec, tbl } of sql.all<{ collection: string; spec: string; tbl: string }>('SELECT collection, spec, tbl FROM indexes')) {
      const kept = known.get(collection)?.indexes.get(spec);
      const meta = metas.get(collection);
      if (!meta) continue;
      const index = kept && kept.table === tbl ? kept : indexOf(spec, tbl);
      // A file of before the indexes held row numbers: they are added once, at its first open by this version.
      if (index !== kept && !db.inTransaction) db.transaction(() => index.upgrade(meta.table))();
      meta.indexes.set(spec, index);
    }
  }
}
