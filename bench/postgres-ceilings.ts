// Raw PostgreSQL ceilings for `npm run bench:postgres`, from Node with `pg` as the app uses it: a one-row INSERT per
// transaction at 64 at once (applying's ceiling), and a read of the whole log in position order with every row's JSON
// parsed, and a COPY of the read models' documents into plain tables (together, replay's ceiling). Also the bench's own
// loading of a generated SQLite log into a PostgreSQL event store.
import Database from 'better-sqlite3';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { createPostgresEventStore } from '../backend/events/postgres/postgres-event-store';
import { copyInto, copyText } from '../backend/read-store/postgres/postgres-bulk-load';

const sampleData = JSON.stringify({ applicationId: randomUUID(), studentId: randomUUID(), internshipId: randomUUID(), companyId: null, coverLetter: 'x'.repeat(200), resume: '', status: 'pending', appliedAt: new Date().toISOString() });
const sampleMeta = JSON.stringify({ actorId: randomUUID(), actorRole: 'student', correlationId: randomUUID(), causationId: null, at: new Date().toISOString(), schemaVersion: 2 });

/** One-row INSERTs, each its own transaction (autocommit), from `connections` clients for `seconds`: rows per second. */
export async function rawInsertOnePerTransaction(url: string, connections = 64, seconds = 4): Promise<number> {
  const pool = new pg.Pool({ connectionString: url, max: connections });
  try {
    await pool.query('CREATE TABLE raw_events (position bigserial PRIMARY KEY, stream text NOT NULL, revision integer NOT NULL, id text NOT NULL UNIQUE, type text NOT NULL, data json NOT NULL, metadata json NOT NULL, UNIQUE (stream, revision))');
    let rows = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() - started < seconds * 1000) {
          await pool.query('INSERT INTO raw_events (stream, revision, id, type, data, metadata) VALUES ($1, 0, $2, $3, $4, $5)', [`application-${randomUUID()}`, randomUUID(), 'ApplicationSubmitted', sampleData, sampleMeta]);
          rows += 1;
        }
      }),
    );
    return Math.round(rows / ((performance.now() - started) / 1000));
  } finally {
    await pool.query('DROP TABLE IF EXISTS raw_events').catch(() => undefined);
    await pool.end();
  }
}

/** The event log read in position order, 1000 rows at a time, data and metadata parsed (pg parses json columns): events per second. */
export async function rawRead(url: string): Promise<{ events: number; perSecond: number }> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    let after = '0';
    let count = 0;
    const started = performance.now();
    for (;;) {
      const { rows } = await client.query<{ position: string }>('SELECT position::text AS position, stream, revision, id, type, data, metadata FROM event_log WHERE event_log.position > $1 ORDER BY event_log.position LIMIT 1000', [after]);
      if (rows.length === 0) break;
      count += rows.length;
      after = rows[rows.length - 1].position;
    }
    return { events: count, perSecond: Math.round(count / ((performance.now() - started) / 1000)) };
  } finally {
    await client.end();
  }
}

/** Copies the generated SQLite log into a fresh PostgreSQL event store at `url` (positions kept), 5,000 rows a statement. */
export async function loadLogInto(sqliteFile: string, url: string): Promise<number> {
  // The adapter makes its schema; the rows then go in directly, as a restore would put them.
  await (await createPostgresEventStore(url)).close();
  const db = new Database(sqliteFile, { readonly: true });
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    type Row = { position: number; stream: string; revision: number; id: string; type: string; data: string; metadata: string };
    const page = db.prepare<[number], Row>('SELECT position, stream, revision, id, type, data, metadata FROM events WHERE position > ? ORDER BY position LIMIT 5000');
    let after = 0;
    let count = 0;
    for (let rows = page.all(after); rows.length > 0; rows = page.all(after)) {
      const column = <K extends keyof Row>(k: K) => rows.map((r) => r[k]);
      await client.query(
        'INSERT INTO event_log (position, stream, revision, id, type, data, metadata) SELECT * FROM unnest($1::bigint[], $2::text[], $3::int[], $4::text[], $5::text[], $6::json[], $7::json[])',
        [column('position'), column('stream'), column('revision'), column('id'), column('type'), column('data'), column('metadata')],
      );
      count += rows.length;
      after = rows[rows.length - 1].position;
    }
    await client.query('UPDATE event_log_head SET position = $1', [after]);
    await client.query('ANALYZE event_log');
    return count;
  } finally {
    db.close();
    await client.end();
  }
}

/**
 * The documents of every read-model table at `url` (a replay's result, read first, untimed), written again by COPY into
 * fresh plain tables (id text PRIMARY KEY, doc jsonb), one transaction per table, with `streams` connections at once: the
 * least a replay must write, without its columns, indexes or statistics.
 */
export async function rawCopy(url: string, streams: number): Promise<{ documents: number; seconds: number }> {
  const pool = new pg.Pool({ connectionString: url, max: streams });
  try {
    const tables = (await pool.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = current_schema() AND tablename LIKE 'rm\\_%'`)).rows.map((r) => r.t);
    const lines: string[][] = [];
    let documents = 0;
    for (const t of tables) {
      const { rows } = await pool.query<{ id: string; doc: string }>(`SELECT id, doc::text AS doc FROM ${pg.escapeIdentifier(t)}`);
      const table: string[] = [];
      documents += rows.length;
      for (let i = 0; i < rows.length; i += 1000)
        table.push(rows.slice(i, i + 1000).map((r) => `${copyText(r.id)}\t${copyText(r.doc)}\n`).join(''));
      lines.push(table);
    }
    const queue = lines.map((chunks, i) => ({ chunks, name: `raw_copy_${streams}_${i}` }));
    const started = performance.now();
    await Promise.all(
      Array.from({ length: streams }, async () => {
        const client = await pool.connect();
        try {
          for (let next = queue.shift(); next; next = queue.shift()) {
            await client.query(`BEGIN; CREATE TABLE ${next.name} (id text PRIMARY KEY, doc jsonb NOT NULL)`);
            await copyInto(client, next.name, next.chunks, { freeze: false });
            await client.query('COMMIT');
          }
        } finally {
          client.release();
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    for (let i = 0; i < lines.length; i++) await pool.query(`DROP TABLE IF EXISTS raw_copy_${streams}_${i}`);
    return { documents, seconds };
  } finally {
    await pool.end();
  }
}
