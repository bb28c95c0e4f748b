// The server refuses to start on damaged or missing data with one clear line (naming the file and what to do), never a
// stack trace, never a silent re-seed over what was there.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import Database from 'better-sqlite3';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FileInUseError, holdExclusively } from '@backend/sqlite-exclusive';

const test = suite('start-up failures');
const FIXTURE = resolve('tests/fixtures/v1-events.sqlite');

/** Starts the real server process on `dataDir` and answers how it ended (it is stopped if it starts at all). */
function start(dataDir: string, env: Record<string, string> = {}, args: string[] = []) {
  const res = spawnSync(process.execPath, ['--import', 'tsx', 'backend/main.ts', ...args], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: '0', WEB_DIST: '', SEED_DEMO: 'false', ADMIN_PASSWORD: 'pw-for-tests', ...env },
    encoding: 'utf8',
    timeout: 90_000,
  });
  return { code: res.status, stderr: res.stderr.trim(), stdout: res.stdout, timedOut: res.error !== undefined };
}

/** A data directory that held a store (the fixture log, started once so the marker exists). */
function usedDataDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-startup-'));
  copyFileSync(FIXTURE, join(dir, 'events.sqlite'));
  writeFileSync(join(dir, 'store.json'), JSON.stringify({ createdAt: '2026-11-01T00:00:00.000Z' }));
  return dir;
}

const oneClearLine = (stderr: string, ...phrases: string[]) => {
  const lines = stderr.split('\n').filter((l) => !/npm warn/i.test(l) && l.trim());
  assert.is(lines.length, 1, `one line, got:\n${stderr}`);
  assert.match(lines[0], /^Cannot start: /);
  assert.not.match(stderr, /\n\s+at /, 'no stack trace');
  for (const p of phrases) assert.ok(lines[0].includes(p), `"${lines[0]}" should mention "${p}"`);
};

const cases: Array<[string, (dir: string) => void, string[]]> = [
  ['an emptied events.sqlite is not re-seeded over', (dir) => writeFileSync(join(dir, 'events.sqlite'), ''), ['events.sqlite is empty', 'npm run restore']],
  ['a missing events.sqlite is not re-seeded over', (dir) => rmSync(join(dir, 'events.sqlite')), ['events.sqlite is missing', 'npm run restore']],
  ['a file that is not a database', (dir) => writeFileSync(join(dir, 'events.sqlite'), 'x'.repeat(8192)), ['events.sqlite is damaged', 'npm run restore']],
  [
    'a truncated store',
    (dir) => {
      const file = join(dir, 'events.sqlite');
      truncateSync(file, Math.floor(statSync(file).size / 2));
    },
    ['events.sqlite is damaged'],
  ],
  [
    'one unreadable event',
    (dir) => {
      const db = new Database(join(dir, 'events.sqlite'));
      db.prepare("UPDATE events SET data = '{not json' WHERE position = 17").run();
      db.close();
    },
    ['position 0000000000000017', 'stream ', 'npm run check'],
  ],
  ['a session-keys.json without keys', (dir) => writeFileSync(join(dir, 'session-keys.json'), '[]'), ['session-keys.json holds no usable session key', 'SESSION_KEYS']],
];

for (const [name, damage, phrases] of cases)
  test(name, () => {
    const dir = usedDataDir();
    try {
      damage(dir);
      const before = readFileSync(join(dir, 'store.json'), 'utf8');
      const res = start(dir);
      assert.is(res.timedOut, false, 'it stopped by itself');
      assert.is(res.code, 1, res.stderr);
      oneClearLine(res.stderr, ...phrases);
      assert.is(readFileSync(join(dir, 'store.json'), 'utf8'), before);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

test('a DATA_DIR that cannot be written', () => {
  const parent = mkdtempSync(join(tmpdir(), 'ifh-startup-'));
  try {
    writeFileSync(join(parent, 'a-file'), '');
    const res = start(join(parent, 'a-file', 'data'));
    assert.is(res.code, 1);
    oneClearLine(res.stderr, 'Cannot write to DATA_DIR', 'set DATA_DIR');
  } finally {
    rmSync(parent, { recursive: true, force: true });
  }
});

test('DATABASE_URL where no PostgreSQL listens: one line naming the server (not its password) and what to do', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-startup-'));
  try {
    const res = start(dir, { DATABASE_URL: 'postgres://app:s3cret@127.0.0.1:1/internships' });
    assert.is(res.code, 1);
    oneClearLine(res.stderr, 'Cannot reach PostgreSQL at postgres://app:***@127.0.0.1:1/internships', 'ECONNREFUSED', 'DATABASE_URL');
    assert.not.match(res.stderr, /s3cret/);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a second server on a DATA_DIR in use: one line naming the sign-ins file, and the first one keeps it', () => {
  const dir = usedDataDir();
  // The first server's hold on its sign-ins, as it keeps it while it runs.
  const first = new Database(join(dir, 'sessions.sqlite'));
  try {
    holdExclusively(first, () => new FileInUseError('sessions.sqlite', 'held before the test began'));
    first.exec("CREATE TABLE kept (x); INSERT INTO kept VALUES ('first')");
    const res = start(dir);
    assert.is(res.timedOut, false, 'it stopped by itself');
    assert.is(res.code, 1, res.stderr);
    oneClearLine(res.stderr, 'sessions.sqlite is in use by another process', 'another server running on this DATA_DIR');
    assert.equal(first.prepare('SELECT x FROM kept').pluck().all(), ['first']);
  } finally {
    first.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a TRUST_PROXY that is not a number of proxies: one line saying what it takes, before anything is opened', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-startup-'));
  try {
    const res = start(join(dir, 'data'), { TRUST_PROXY: 'yes' });
    assert.is(res.code, 1);
    oneClearLine(res.stderr, 'TRUST_PROXY must be the number of proxies', '"yes"');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a new, empty DATA_DIR starts (and is marked as holding a store from then on)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-startup-'));
  try {
    mkdirSync(dir, { recursive: true });
    const res = start(dir, {}, ['--check-start']);
    assert.is(res.code, 0, res.stderr);
    assert.ok(statSync(join(dir, 'store.json')).size > 0);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
