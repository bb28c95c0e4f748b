// Rewrites history in the embedded event store, for erasure only: the plain events of one person (written before personal
// data was encrypted) — or of everyone erased, at a restore — are sealed in place, and streams whose names carry their
// address are renamed. A connection of its own with secure_delete on overwrites the old bytes, the file is rebuilt (VACUUM:
// free space may hold older copies of the rows), and the WAL is checkpointed and truncated afterwards, so the person's data
// is left nowhere in events.sqlite or events.sqlite-wal.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { forgetRemembered } from './sqlite-event-store';

export interface HistoryRow {
  id: string;
  type: string;
  stream: string;
  data: unknown;
}

export interface HistoryRewrite {
  /** Only rows whose data contains this string are looked at (the subject's id); without it, every row with no sealed part. */
  containing?: string;
  /**
   * The new data of one row (parsed), or null to leave it. `via` is set for a row of a followed stream: the row that named it.
   */
  transform(row: HistoryRow, via?: HistoryRow): object | null;
  /** A stream whose every row is looked at too (e.g. a company's posting, whose early edits do not name the company), or null. */
  follow?(row: HistoryRow): string | null;
  /** Streams to rename: [from, to] (or a function asked once the rows are rewritten, for renames found on the way). */
  renames: ReadonlyArray<readonly [string, string]> | (() => ReadonlyArray<readonly [string, string]>);
}

type Row = { position: number; id: string; type: string; stream: string; data: string };

export function rewriteSqliteHistory(file: string, rewrite: HistoryRewrite): { rewritten: number; renamed: number } {
  if (!existsSync(file)) return { rewritten: 0, renamed: 0 };
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 10000');
    db.pragma('secure_delete = ON');
    const containing = db.prepare<[string], Row>('SELECT position, id, type, stream, data FROM events WHERE instr(data, ?) > 0');
    const plain = db.prepare<[], Row>(`SELECT position, id, type, stream, data FROM events WHERE instr(data, '"$pii"') = 0`);
    const rows = () => (rewrite.containing !== undefined ? containing.all(rewrite.containing) : plain.all());
    const streamRows = db.prepare<[string], Row>('SELECT position, id, type, stream, data FROM events WHERE stream = ? ORDER BY position');
    const update = db.prepare('UPDATE events SET data = ? WHERE position = ?');
    const rename = db.prepare('UPDATE events SET stream = ? WHERE stream = ?');
    const parsed = (row: Row): HistoryRow => ({ id: row.id, type: row.type, stream: row.stream, data: JSON.parse(row.data) });
    const result = db.transaction(() => {
      let rewritten = 0;
      let renamed = 0;
      const seen = new Set<number>();
      const followed = new Map<string, HistoryRow>();
      for (const row of rows()) {
        seen.add(row.position);
        const history = parsed(row);
        const stream = rewrite.follow?.(history);
        if (stream && !followed.has(stream)) followed.set(stream, history);
        const next = rewrite.transform(history);
        if (next) rewritten += update.run(JSON.stringify(next), row.position).changes;
      }
      for (const [stream, via] of followed)
        for (const row of streamRows.all(stream)) {
          if (seen.has(row.position)) continue;
          const next = rewrite.transform(parsed(row), via);
          if (next) rewritten += update.run(JSON.stringify(next), row.position).changes;
        }
      for (const [from, to] of typeof rewrite.renames === 'function' ? rewrite.renames() : rewrite.renames) renamed += rename.run(to, from).changes;
      return { rewritten, renamed };
    }).immediate();
    if (result.rewritten + result.renamed > 0) {
      // The stores of this process notice another connection's commit, but not while their own group is being written.
      forgetRemembered(file);
      // Pages split while the rows were plain may keep stale copies of them in their free space (secure_delete only wipes
      // what is deleted from now on): the file is rebuilt, so that no copy is left. Rare — only logs written in the clear
      // have such rows — and writes wait meanwhile (about a second per 100 MB).
      db.exec('VACUUM');
      db.pragma('wal_checkpoint(TRUNCATE)');
    }
    return result;
  } finally {
    db.close();
  }
}
