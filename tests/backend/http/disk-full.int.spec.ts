// API test on a real full disk (a small tmpfs as DATA_DIR; needs root): writes answer 503 with a clear message and save
// nothing, reads keep working, and writes work again once space is freed. Skipped (and said so) where tmpfs cannot be mounted.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, testStore } from '../../helpers/server';
import { client, studentBody } from '../../helpers/http';
import { DISK_FULL } from '@backend/http/middleware/error-handler';

function mountTmpfs(dir: string): boolean {
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', 'size=6m', 'tmpfs', dir], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

/** Fills the file system with one file until no byte is left; answers the file (delete it to free the space). */
function fill(dir: string): string {
  const filler = join(dir, 'filler');
  const chunk = Buffer.alloc(64 * 1024, 1);
  let data = Buffer.alloc(0);
  try {
    for (;;) {
      data = Buffer.concat([data, chunk]);
      writeFileSync(filler, data);
    }
  } catch {
    // ENOSPC: the disk is full
  }
  return filler;
}

test('a full disk: 503 on writes with nothing saved, reads still work, writes work again once space is freed', async () => {
  if (testStore === 'postgres') {
    // The events live in PostgreSQL then, not on the DATA_DIR this test fills (PostgreSQL's own full disk is its business).
    console.log('disk-full test: skipped with TEST_STORE=postgres (it fills DATA_DIR, which then holds no store)');
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'ifh-full-'));
  if (!mountTmpfs(dir)) {
    console.log('disk-full test: skipped (cannot mount a tmpfs here; run as root to include it)');
    rmSync(dir, { recursive: true, force: true });
    return;
  }
  const srv = await startTestServer({ dataDir: join(dir, 'data') });
  try {
    const head = await srv.backend.deps.events.headPosition();
    const filler = fill(dir);
    const body = studentBody();
    const refused = await client(srv.url).post('/api/register', body);
    assert.is(refused.status, 503, refused.text);
    assert.equal(refused.body, { message: DISK_FULL });
    assert.is(await srv.backend.deps.events.headPosition(), head, 'nothing was written');
    assert.is((await client(srv.url).get('/api/internships')).status, 200, 'reads keep working');
    // Signing in writes a session: refused the same clear way, never a 500.
    const login = await client(srv.url).post('/api/login', { username: 'admin1', password: 'admin-password-for-tests' });
    assert.equal([login.status, login.body], [503, { message: DISK_FULL }]);
    rmSync(filler);
    const again = await client(srv.url).post('/api/register', body);
    assert.is(again.status, 201, again.text);
  } finally {
    await srv.close();
    execFileSync('umount', ['-l', dir]);
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
