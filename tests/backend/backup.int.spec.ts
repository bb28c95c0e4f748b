// Backups of the embedded event store: a copy taken while the app runs under writes is consistent, restores into a data
// directory the app then starts on with everything acknowledged before the copy; restore refuses under a running server.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer } from '../helpers/server';
import { client, studentBody } from '../helpers/http';

const test = suite('backup and restore');

const run = (script: 'backup' | 'restore', dataDir: string, file: string, env: Record<string, string> = {}) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'backend/backup.ts', script, file], { env: { ...process.env, DATA_DIR: dataDir, ...env }, encoding: 'utf8', timeout: 60_000 });

test('an online backup under load restores every sign-up acknowledged before it, and the app starts on it', async () => {
  const work = mkdtempSync(join(tmpdir(), 'ifh-backup-'));
  const live = join(work, 'live');
  const copy = join(work, 'copy.sqlite');
  const restored = join(work, 'restored');
  const srv = await startTestServer({ dataDir: live });
  try {
    const acknowledged: Array<{ email: string; password: string; at: number }> = [];
    let writing = true;
    const writers = Array.from({ length: 6 }, async () => {
      while (writing) {
        const body = studentBody();
        if ((await client(srv.url).post('/api/register', body)).status === 201) acknowledged.push({ email: body.email, password: body.password, at: performance.now() });
      }
    });
    // Take the copy once some sign-ups are in (however slow the machine), while the writers go on.
    for (let waited = 0; acknowledged.length < 8 && waited < 60_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    const backupStarted = performance.now();
    const backup = run('backup', live, copy);
    await new Promise((r) => setTimeout(r, 500));
    writing = false;
    await Promise.all(writers);
    assert.is(backup.status, 0, backup.stderr);
    assert.match(backup.stdout, /Backed up \d+ events/);
    const before = acknowledged.filter((a) => a.at < backupStarted);
    assert.ok(before.length >= 8, `${before.length} sign-ups before the backup`);
    console.log(`backup under load: ${backup.stdout.trim()} (${acknowledged.length} sign-ups during the run, ${before.length} before the copy)`);

    const restore = run('restore', restored, copy);
    assert.is(restore.status, 0, restore.stderr);
    const again = await startTestServer({ dataDir: restored });
    try {
      for (const a of before) assert.is((await client(again.url).post('/api/login', { username: a.email, password: a.password })).status, 200, a.email);
    } finally {
      await again.close();
    }
  } finally {
    await srv.close();
    rmSync(work, { recursive: true, force: true });
  }
});

test('restore refuses while a server runs on the data directory, and refuses a file that is not a store', () => {
  const work = mkdtempSync(join(tmpdir(), 'ifh-restore-'));
  try {
    writeFileSync(join(work, 'server.pid'), String(process.pid));
    writeFileSync(join(work, 'copy.sqlite'), 'not a database');
    const running = run('restore', work, join(work, 'copy.sqlite'));
    assert.is(running.status, 1);
    assert.match(running.stderr, /The server is running/);
    rmSync(join(work, 'server.pid'));
    const junk = run('restore', work, join(work, 'copy.sqlite'));
    assert.is(junk.status, 1);
    assert.match(junk.stderr, /not a readable event store/);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test('with DATABASE_URL, backup and restore touch nothing and point to pg_dump / pg_restore (no password shown)', () => {
  const work = mkdtempSync(join(tmpdir(), 'ifh-backup-pg-'));
  try {
    for (const script of ['backup', 'restore'] as const) {
      const res = run(script, work, join(work, 'copy'), { DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/internships' });
      assert.is(res.status, 1);
      assert.match(res.stderr, /This store is PostgreSQL/);
      assert.match(res.stderr, /pg_dump/);
      assert.match(res.stderr, /pg_restore/);
      assert.not.match(res.stderr, /s3cret/);
      assert.not.ok(existsSync(join(work, 'copy')));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test.run();
