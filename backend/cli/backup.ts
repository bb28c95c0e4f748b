// `npm run backup -- FILE` takes a consistent copy of the embedded event store while the app runs (SQLite's online backup),
// and of the key store beside it into FILE.keys (personal fields in the log are sealed with those keys);
// `npm run restore -- FILE` checks a copy and puts it in place of DATA_DIR/events.sqlite (the server must be stopped; the
// read models rebuild from it at the next start). The key store in place is kept when there is one — it is newer than any
// backup, and a key destroyed since (an erased person) must stay destroyed; FILE.keys is used only when there is none. Either
// way, everyone erased that the restore can see — in the erasure journals, the key store in place, the log in place — stays
// erased: their keys are destroyed in the restored key store, their events of before sealing are sealed in place, and the next
// start deletes their accounts again (docs/backups.md, Erasure). Backups are written 0600, like everything under DATA_DIR.
// With EventStoreDB and MongoDB use their own tools, with PostgreSQL pg_dump / pg_restore (both commands say so; see
// docs/backups.md).
import Database from 'better-sqlite3';
import { copyFileSync, cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PERSONAL_DATA } from '@domain/personal-data';
import { configFromEnv } from '../config';
import { createSqliteKeyStore } from '../events/sqlite/sqlite-key-store';
import { keepDataDirPrivateOrSay } from '../private-data-dir';
import { erasedSubjectsInPlace } from '../privacy/erased-in-place';
import { erasureJournalFiles, openErasureJournal } from '../privacy/erasure-journal';
import { sealPlainHistoryOf } from '../privacy/plain-history';
import { describeDatabaseUrl, markEmbeddedStore } from '../startup-checks';

const [command, target] = process.argv.slice(2);
const config = configFromEnv();
const store = join(config.dataDir, 'events.sqlite');
const keyStore = join(config.dataDir, 'keys.sqlite');
/** Students' PDF résumés (sealed with their data keys; backend/files/): copied to FILE.resumes beside the log. */
const resumes = join(config.dataDir, 'resumes');
const countFiles = (dir: string): number =>
  readdirSync(dir, { withFileTypes: true }).reduce((n, e) => n + (e.isDirectory() ? countFiles(join(dir, e.name)) : e.isFile() ? 1 : 0), 0);

const fail = (message: string): never => {
  console.error(message);
  process.exit(1);
};

/** Opens a copy read-only and checks that it is a whole event store; answers its number of events. */
function verify(file: string): number {
  try {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const check = (db.pragma('quick_check') as Array<{ quick_check: string }>)[0]?.quick_check;
      if (check !== 'ok') fail(`${file} is damaged (${check}).`);
      return (db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;
    } finally {
      db.close();
    }
  } catch (error) {
    return fail(`${file} is not a readable event store: ${(error as Error).message}`);
  }
}

/** The server writes its process id here while it runs (backend/main.ts). */
function serverRunning(): number | null {
  const pidFile = join(config.dataDir, 'server.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    process.kill(pid, 0);
    return pid;
  } catch {
    return null;
  }
}

if (config.eventStoreUrl) fail('This store is EventStoreDB: back it up with its own tools (docs/backups.md).');
if (config.databaseUrl)
  fail(
    [
      `This store is PostgreSQL (DATABASE_URL=${describeDatabaseUrl(config.databaseUrl)}): events, read models, sessions and`,
      'reactor checkpoints are all in that database, so back it up with PostgreSQL\'s own tools (docs/backups.md):',
      '  pg_dump --format=custom --file=FILE "$DATABASE_URL"              a consistent copy while the app runs',
      '  pg_restore --clean --if-exists --dbname="$DATABASE_URL" FILE     with every instance stopped',
      'or continuous archiving (WAL) for point-in-time recovery. npm run backup/restore only handle the embedded SQLite store.',
    ].join('\n'),
  );
if (!target || (command !== 'backup' && command !== 'restore')) fail('Usage: npm run backup -- FILE   |   npm run restore -- FILE');
const file = resolve(target);
// Backups, and everything this writes under DATA_DIR, are made 0600 (folders 0700).
keepDataDirPrivateOrSay(config.dataDir);

/** Everyone erased stays erased in the restored data: keys destroyed, plain events sealed, the journals complete. */
async function keepErased(erased: ReadonlyMap<string, string>, keysFrom: 'in place' | 'backup' | 'none'): Promise<void> {
  if (erased.size === 0) {
    if (keysFrom === 'backup')
      console.log(
        'No erasure journal, key store or log was found in place: anyone erased after this backup was taken is back with their data (their key is in the copy). Delete them again (docs/backups.md, Erasure).',
      );
    return;
  }
  let destroyed = 0;
  if (existsSync(keyStore)) {
    const keys = createSqliteKeyStore(keyStore);
    try {
      for (const subject of erased.keys()) if (await keys.destroy(subject)) destroyed += 1;
    } finally {
      await keys.close();
    }
  }
  const sealed = sealPlainHistoryOf(store, PERSONAL_DATA, new Set(erased.keys()));
  const journal = openErasureJournal(erasureJournalFiles(config), (line) => console.error(line));
  try {
    for (const [subject, at] of erased) journal.record(subject, at || undefined);
  } catch (error) {
    console.error(`The erasure journal could not be completed (${(error as Error).message}); the keys and the log are. Make its folder reachable and restore again.`);
  }
  console.log(
    `${erased.size} erased ${erased.size === 1 ? 'person stays' : 'people stay'} erased: ${destroyed} data key(s) from the copy destroyed, ` +
      `${sealed.rewritten} event(s) of before sealing sealed in place; the next start deletes again any of their accounts the copy still holds.`,
  );
}

if (command === 'backup') {
  if (!existsSync(store)) fail(`${store} does not exist: nothing to back up.`);
  if (existsSync(file)) fail(`${file} exists already: choose a new file name.`);
  const started = performance.now();
  const db = new Database(store, { readonly: true, fileMustExist: true });
  await db.backup(file);
  db.close();
  const events = verify(file);
  console.log(`Backed up ${events} events to ${file} (${(statSync(file).size / 1024).toFixed(0)} KiB) in ${Math.round(performance.now() - started)} ms.`);
  if (existsSync(keyStore)) {
    // After the events: a key made during the event copy is in the key copy too.
    const keys = new Database(keyStore, { readonly: true, fileMustExist: true });
    await keys.backup(`${file}.keys`);
    keys.close();
    console.log(`Backed up the data keys to ${file}.keys: keep it apart from the event copies, for a shorter time (docs/backups.md, Erasure).`);
  }
  if (existsSync(resumes)) {
    // After the events: every file an event of the copy names was written before its event, so it is in the copy.
    cpSync(resumes, `${file}.resumes`, { recursive: true, errorOnExist: true, force: false });
    console.log(`Backed up ${countFiles(`${file}.resumes`)} résumé file(s) (sealed with the data keys) to ${file}.resumes.`);
  }
} else {
  const pid = serverRunning();
  if (pid) fail(`The server is running (process ${pid}) on ${config.dataDir}: stop it first, then restore.`);
  const events = verify(file);
  // Before anything is replaced: who was erased, by every record this machine still has.
  const erased = erasedSubjectsInPlace(config, (line) => console.log(line));
  if (existsSync(store)) {
    const kept = `${store}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
    renameSync(store, kept);
    console.log(`The current store is kept as ${kept}.`);
  }
  for (const side of ['-wal', '-shm']) rmSync(`${store}${side}`, { force: true });
  mkdirSync(config.dataDir, { recursive: true });
  copyFileSync(file, store);
  let keysFrom: 'in place' | 'backup' | 'none' = 'none';
  if (!existsSync(keyStore) && existsSync(`${file}.keys`)) {
    for (const side of ['-wal', '-shm']) rmSync(`${keyStore}${side}`, { force: true });
    copyFileSync(`${file}.keys`, keyStore);
    keysFrom = 'backup';
    console.log(`Restored the data keys from ${file}.keys.`);
  } else if (existsSync(keyStore)) {
    keysFrom = 'in place';
    console.log(`Kept the data keys in ${keyStore} (newer than any backup: erased people stay erased).`);
  } else console.log(`No data keys (${file}.keys is missing): personal fields sealed in the restored events will read as erased.`);
  await keepErased(erased, keysFrom);
  if (existsSync(`${file}.resumes`)) {
    // Added beside the files in place (ids are unique; newer files stay): an erased student's are unreadable (their key is
    // destroyed above) and the next start's erasure removes them; files no restored event names go at the student's next upload.
    cpSync(`${file}.resumes`, resumes, { recursive: true, force: false, errorOnExist: false });
    console.log(`Restored the résumé files of ${file}.resumes beside those in ${resumes}.`);
  }
  // Reactor checkpoints point into the old log: they start again (reactions are idempotent; the erasure reactor erases again
  // everyone whose deletion is in the restored log). Snapshots of aggregates are a cache of the old log: they go too (each is
  // checked against its event anyway), and are written again as commands run.
  // Read models kept on disk (READ_MODELS=disk) were made from the old log: they are built again from the restored one.
  for (const base of ['checkpoints.sqlite', 'snapshots.sqlite', 'read-models.sqlite'])
    for (const side of ['', '-wal', '-shm']) rmSync(join(config.dataDir, base + side), { force: true });
  markEmbeddedStore(config.dataDir);
  console.log(`Restored ${events} events into ${store}. Start the server: the read models rebuild from them.`);
}
