// Backups carry the résumé files: `npm run backup` copies DATA_DIR/resumes (sealed) to FILE.resumes, and `npm run restore`
// into an empty DATA_DIR brings them back, so a restored student still downloads their PDF.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { client, studentBody, ADULT_STUDENT_BORN } from '../../helpers/http';
import { filesHolding } from '../../helpers/privacy';
import { startTestServer, testStore } from '../../helpers/server';
import { tinyPdf } from './pdf-fixture';

const test = suite('résumé files in backups');

const run = (script: 'backup' | 'restore', dataDir: string, file: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'backend/cli/backup.ts', script, file], { env: { ...process.env, DATA_DIR: dataDir }, encoding: 'utf8', timeout: 60_000 });

test('given a student with a résumé, when backed up and restored into an empty DATA_DIR, then the same PDF downloads', async () => {
  if (testStore === 'postgres') return console.log('résumé backup check: skipped with TEST_STORE=postgres (pg_dump carries the resume_files table)');
  const work = mkdtempSync(join(tmpdir(), 'ifh-resume-backup-'));
  try {
    const live = join(work, 'live');
    const restored = join(work, 'restored');
    mkdirSync(live);
    const body = { ...studentBody(), dateOfBirth: ADULT_STUDENT_BORN };
    const pdf = tinyPdf('Backed-up resume of Ottoline Brackenridge');
    let srv = await startTestServer({ dataDir: live });
    try {
      const student = client(srv.url);
      assert.is((await student.post('/api/register', body)).status, 201);
      const put = await fetch(`${srv.url}/api/user/resume`, { method: 'PUT', headers: { 'content-type': 'application/pdf', cookie: student.cookieHeader() }, body: new Uint8Array(pdf) });
      assert.is(put.status, 200, await put.text());
    } finally {
      await srv.close();
    }
    const copy = join(work, 'backups', 'events.sqlite');
    mkdirSync(join(work, 'backups'));
    const backup = run('backup', live, copy);
    assert.is(backup.status, 0, backup.stderr);
    assert.match(backup.stdout, /Backed up 1 résumé file\(s\)/);
    assert.ok(existsSync(`${copy}.resumes`));
    assert.equal(filesHolding(`${copy}.resumes`, ['Ottoline', 'Brackenridge', '%PDF-']), [], 'the copy holds sealed bytes only');
    mkdirSync(restored);
    const restore = run('restore', restored, copy);
    assert.is(restore.status, 0, restore.stderr);
    srv = await startTestServer({ dataDir: restored });
    try {
      const student = client(srv.url);
      assert.is((await student.post('/api/login', { username: body.email, password: body.password })).status, 200);
      const got = await fetch(`${srv.url}/api/user/resume`, { headers: { cookie: student.cookieHeader() } });
      assert.is(got.status, 200);
      assert.ok(Buffer.from(await got.arrayBuffer()).equals(pdf));
    } finally {
      await srv.close();
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});

test.run();
