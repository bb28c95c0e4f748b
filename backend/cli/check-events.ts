// `npm run check`: reads every stored event as the server would (JSON, then upcasting) and reports each one that cannot be
// read, with its position and stream; on the embedded store it also runs SQLite's integrity check. Exit code 1 on any problem.
import Database from 'better-sqlite3';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { upcastEvent } from '@domain/events';
import { configFromEnv } from '../config';
import { keepDataDirPrivateOrSay } from '../private-data-dir';
import type { RecordedEvent } from '../events/event-store';
import { openEventStore } from '../stores';

const config = configFromEnv();
// Opening the embedded stores may make files (-wal, -shm): 0600 (see private-data-dir.ts).
if (!config.databaseUrl && !config.eventStoreUrl) keepDataDirPrivateOrSay(config.dataDir);
let problems = 0;
const report = (line: string) => {
  problems += 1;
  console.log(`  ✗ ${line}`);
};

if (config.eventStoreUrl || config.databaseUrl) {
  // EventStoreDB or PostgreSQL: read through the adapter; the first unreadable event stops the read, so it is reported on its own.
  const events = await openEventStore(config);
  let after = '';
  let count = 0;
  try {
    for (;;) {
      const batch = await events.readAll(after, 1000);
      if (batch.length === 0) break;
      count += batch.length;
      after = batch[batch.length - 1].position;
    }
  } catch (error) {
    report((error as Error).message);
  }
  await events.close();
  console.log(`Checked ${count} events in ${events.name}.`);
} else {
  const file = join(config.dataDir, 'events.sqlite');
  if (!existsSync(file)) {
    console.log(`${file} does not exist: nothing to check.`);
    process.exit(0);
  }
  let db: Database.Database;
  try {
    db = new Database(file, { readonly: true, fileMustExist: true });
    const integrity = db.pragma('integrity_check') as Array<{ integrity_check: string }>;
    for (const row of integrity) if (row.integrity_check !== 'ok') report(`SQLite integrity: ${row.integrity_check}`);
  } catch (error) {
    report(`${file} cannot be opened as a database: ${(error as Error).message}`);
    process.exit(1);
  }
  let count = 0;
  const rows = db.prepare('SELECT position, stream, revision, id, type, data, metadata FROM events ORDER BY position').iterate() as Iterable<{
    position: number; stream: string; revision: number; id: string; type: string; data: string; metadata: string;
  }>;
  try {
    for (const r of rows) {
      count += 1;
      try {
        upcastEvent({ ...r, position: String(r.position), data: JSON.parse(r.data), metadata: JSON.parse(r.metadata) } as RecordedEvent);
      } catch (error) {
        report(`position ${r.position}, stream ${r.stream}@${r.revision}, ${r.type} (id ${r.id}): ${(error as Error).message}`);
      }
    }
  } catch (error) {
    report(`reading stopped after ${count} events: ${(error as Error).message}`);
  }
  db.close();
  console.log(`Checked ${count} events in ${file}.`);
}
console.log(problems === 0 ? 'Every event is readable.' : `${problems} problem(s). Restore a backup (npm run restore -- <file>) or repair the listed events.`);
process.exit(problems === 0 ? 0 : 1);
