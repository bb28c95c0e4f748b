// DATA_DIR is the server's alone: every file it writes there (SQLite files and their -wal/-shm, keys, sessions, session keys,
// mail, checkpoints, server.pid) is made without group or other permissions, every folder too, and so are the backups
// `npm run backup` writes; what an earlier version left open is closed at the next start.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { client, studentBody, uniqueEmail } from '../helpers/http';
import { waitForMail } from '../helpers/privacy';
import { startServerProcess } from '../helpers/server-process';

const test = suite('DATA_DIR permissions');

/** Every file and folder under `dir` (itself included) with group or other permission bits, as `path (mode)`. */
function tooOpen(dir: string): string[] {
  const found: string[] = [];
  const visit = (path: string) => {
    const stat = lstatSync(path);
    if ((stat.mode & 0o077) !== 0) found.push(`${path} (${(stat.mode & 0o777).toString(8)})`);
    if (stat.isDirectory()) for (const name of readdirSync(path)) visit(join(path, name));
  };
  visit(dir);
  return found;
}

const entries = (dir: string) => {
  const names: string[] = [];
  const visit = (path: string, rel: string) => {
    for (const name of readdirSync(path)) {
      names.push(join(rel, name));
      if (lstatSync(join(path, name)).isDirectory()) visit(join(path, name), join(rel, name));
    }
  };
  visit(dir, '');
  return names.sort();
};

/** The child processes inherit the test's umask: a permissive one, so that only the server's own care keeps things private. */
function withOpenUmask<T>(run: () => Promise<T>): Promise<T> {
  const before = process.umask(0o022);
  return run().finally(() => process.umask(before));
}

test('a server on a fresh DATA_DIR, after a sign-up (sessions, mail) and a backup: no file or folder open to group or others', () =>
  withOpenUmask(async () => {
    if (process.env.TEST_STORE === 'postgres') console.log('(this test runs the embedded store whatever TEST_STORE says: it inspects DATA_DIR)');
    const work = mkdtempSync(join(tmpdir(), 'ifh-perms-'));
    const dataDir = join(work, 'data');
    const backup = join(work, 'backups', 'events.sqlite');
    try {
      const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false', ADMIN_PASSWORD: 'admin-password-for-tests' });
      try {
        const student = client(server.url);
        const guardian = uniqueEmail('guardian');
        const signUp = await student.post('/api/register', { ...studentBody(), dateOfBirth: '2010-05-05', guardianEmail: guardian });
        assert.is(signUp.status, 201, signUp.text);
        assert.is((await student.get('/api/user')).status, 200);
        await waitForMail(dataDir, (m) => m.to === guardian);
        mkdirSync(join(work, 'backups'), { mode: 0o755 });
        const copy = spawnSync(process.execPath, ['--import', 'tsx', 'backend/cli/backup.ts', 'backup', backup], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8', timeout: 60_000 });
        assert.is(copy.status, 0, copy.stderr);
        // While it runs (server.pid, the -wal and -shm files are there) …
        assert.equal(tooOpen(dataDir), [], 'while the server runs');
      } finally {
        await server.stop();
      }
      // … and after it stopped.
      const written = entries(dataDir);
      for (const expected of ['events.sqlite', 'keys.sqlite', 'sessions.sqlite', 'session-keys.json', 'checkpoints.sqlite', 'mail'])
        assert.ok(written.includes(expected), `${expected} among ${written.join(', ')}`);
      assert.equal(tooOpen(dataDir), []);
      for (const file of [backup, `${backup}.keys`]) assert.is(lstatSync(file).mode & 0o077, 0, `${file} is ${(lstatSync(file).mode & 0o777).toString(8)}`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }));

test('a DATA_DIR an earlier version left readable by others is closed at the next start', () =>
  withOpenUmask(async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'ifh-perms-old-'));
    try {
      chmodSync(dataDir, 0o755);
      copyFileSync(resolve('tests/fixtures/v1-events.sqlite'), join(dataDir, 'events.sqlite'));
      chmodSync(join(dataDir, 'events.sqlite'), 0o644);
      writeFileSync(join(dataDir, 'session-keys.json'), JSON.stringify(['an-old-key-of-before']), { mode: 0o644 });
      mkdirSync(join(dataDir, 'mail'), { mode: 0o755 });
      writeFileSync(join(dataDir, 'mail', 'old-message.json'), '{}', { mode: 0o664 });
      assert.ok(tooOpen(dataDir).length >= 4);
      const start = spawnSync(process.execPath, ['--import', 'tsx', 'backend/main.ts', '--check-start'], {
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', WEB_DIST: '', ADMIN_PASSWORD: 'fixture-admin-pw' },
        encoding: 'utf8',
        timeout: 120_000,
      });
      assert.is(start.status, 0, start.stderr + start.stdout);
      assert.equal(tooOpen(dataDir), []);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }));

test.run();
