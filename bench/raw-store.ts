// Ceilings of the store itself, beside the app's figures: raw SQLite appends (WAL, synchronous=FULL) one per transaction
// and 100 per transaction, and a raw read of the log with JSON.parse of every row.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SCHEMA = `CREATE TABLE events (position INTEGER PRIMARY KEY AUTOINCREMENT, stream TEXT NOT NULL, revision INTEGER NOT NULL,
  id TEXT NOT NULL UNIQUE, type TEXT NOT NULL, data TEXT NOT NULL, metadata TEXT NOT NULL, UNIQUE (stream, revision))`;

const sampleData = JSON.stringify({ applicationId: randomUUID(), studentId: randomUUID(), internshipId: randomUUID(), companyId: null, coverLetter: 'x'.repeat(200), resume: '', status: 'pending', appliedAt: new Date().toISOString() });
const sampleMeta = JSON.stringify({ actorId: randomUUID(), actorRole: 'student', correlationId: randomUUID(), causationId: null, at: new Date().toISOString(), schemaVersion: 2 });

/** Appends (with a revision check, as the adapter does) for `seconds`, `perTx` rows per transaction; rows per second. */
export function rawAppends(perTx: number, seconds = 3): number {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-raw-'));
  const db = new Database(join(dir, 'events.sqlite'));
  try {
    db.pragma('journal_mode = WAL');
    db.pragma('synchronous = FULL');
    db.exec(SCHEMA);
    const last = db.prepare<[string], { r: number | null }>('SELECT MAX(revision) AS r FROM events WHERE stream = ?');
    const insert = db.prepare('INSERT INTO events (stream, revision, id, type, data, metadata) VALUES (?, ?, ?, ?, ?, ?)');
    const tx = db.transaction((n: number) => {
      for (let i = 0; i < n; i++) {
        const stream = `application-${randomUUID()}`;
        const r = last.get(stream)?.r ?? -1;
        insert.run(stream, r + 1, randomUUID(), 'ApplicationSubmitted', sampleData, sampleMeta);
      }
    });
    let rows = 0;
    const started = performance.now();
    while (performance.now() - started < seconds * 1000) {
      tx.immediate(perTx);
      rows += perTx;
    }
    return Math.round(rows / ((performance.now() - started) / 1000));
  } finally {
    db.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Reads the whole log in position order, 1000 rows at a time, parsing data and metadata: events per second. */
export function rawRead(file: string, max = Infinity): { events: number; perSecond: number } {
  const db = new Database(file, { readonly: true });
  try {
    const page = db.prepare<[number], { position: number; data: string; metadata: string }>('SELECT position, stream, revision, id, type, data, metadata FROM events WHERE position > ? ORDER BY position LIMIT 1000');
    let after = 0;
    let count = 0;
    const started = performance.now();
    while (count < max) {
      const rows = page.all(after);
      if (rows.length === 0) break;
      for (const r of rows) {
        JSON.parse(r.data);
        JSON.parse(r.metadata);
      }
      count += rows.length;
      after = rows[rows.length - 1].position;
    }
    return { events: count, perSecond: Math.round(count / ((performance.now() - started) / 1000)) };
  } finally {
    db.close();
  }
}
