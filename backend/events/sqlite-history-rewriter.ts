// Rewrites history in the embedded event store, for erasure only: the plain events of one person (written before personal
// data was encrypted) are sealed in place, and streams whose names carry their address are renamed. A connection of its own
// with secure_delete on overwrites the old bytes, and the WAL is checkpointed and truncated afterwards, so the person's data
// is left nowhere in events.sqlite or events.sqlite-wal.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { forgetRemembered } from './sqlite-event-store';

export interface HistoryRewrite {
  /** Only rows whose data contains this string are looked at (the subject's id). */
  containing: string;
  /** The new data of one row (parsed), or null to leave it. */
  transform(row: { id: string; type: string; data: unknown }): object | null;
  /** Streams to rename: [from, to]. */
  renames: ReadonlyArray<readonly [string, string]>;
}

export function rewriteSqliteHistory(file: string, rewrite: HistoryRewrite): { rewritten: number; renamed: number } {
  if (!existsSync(file)) return { rewritten: 0, renamed: 0 };
  const db = new Database(file);
  try {
    db.pragma('busy_timeout = 10000');
    db.pragma('secure_delete = ON');
    const rows = db.prepare<[string], { position: number; id: string; type: string; data: string }>('SELECT position, id, type, data FROM events WHERE instr(data, ?) > 0');
    const update = db.prepare('UPDATE events SET data = ? WHERE position = ?');
    const rename = db.prepare('UPDATE events SET stream = ? WHERE stream = ?');
    const result = db.transaction(() => {
      let rewritten = 0;
      let renamed = 0;
      for (const row of rows.all(rewrite.containing)) {
        const next = rewrite.transform({ id: row.id, type: row.type, data: JSON.parse(row.data) });
        if (next) rewritten += update.run(JSON.stringify(next), row.position).changes;
      }
      for (const [from, to] of rewrite.renames) renamed += rename.run(to, from).changes;
      return { rewritten, renamed };
    }).immediate();
    if (result.rewritten + result.renamed > 0) {
      // The stores of this process notice another connection's commit, but not while their own group is being written.
      forgetRemembered(file);
      db.pragma('wal_checkpoint(TRUNCATE)');
    }
    return result;
  } finally {
    db.close();
  }
}
