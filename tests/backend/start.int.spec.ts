// `npm start` runs the server bundled by backend/start.mjs: the bundle is made when missing or older than the sources,
// kept otherwise, and the bundled server serves, signs in (a native module) and appends (the writer thread beside it).
import { mkdtempSync, rmSync, statSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { client, studentBody } from '../helpers/http';
import { startServerProcess } from '../helpers/server-process';

const dir = mkdtempSync(join(tmpdir(), 'ifh-start-'));
// Inside the repository, as .build/server is: the bundle finds its packages in node_modules from where it lies.
const bundleDir = resolve(`.build/start-test-${process.pid}`);
const env = { DATA_DIR: join(dir, 'data'), SERVER_BUNDLE_DIR: bundleDir, ADMIN_PASSWORD: 'start-test-admin-password' };

test.after(() => {
  rmSync(dir, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
});

test('the first start bundles the server; the bundled server serves the API, signs in and writes', async () => {
  const server = await startServerProcess(env, 90_000, 'start');
  try {
    assert.ok(existsSync(join(bundleDir, 'main.mjs')), 'the bundle was made');
    assert.ok(existsSync(join(bundleDir, 'sqlite-writer-thread.mjs')), "the writer thread's module is beside it");
    const list = await fetch(`${server.url}/api/internships`);
    assert.is(list.status, 200);
    assert.ok(((await list.json()) as unknown[]).length > 0, 'demo internships are listed');
    const admin = client(server.url);
    const signedIn = await admin.post('/api/login', { username: 'admin1', password: 'start-test-admin-password' });
    assert.is(signedIn.status, 200, signedIn.text);
    const student = client(server.url);
    const registered = await student.post('/api/register', studentBody());
    assert.is(registered.status, 201, registered.text);
  } finally {
    await server.stop();
  }
});

test('a later start keeps the bundle while the sources are older', async () => {
  const made = statSync(join(bundleDir, 'main.mjs')).mtimeMs;
  const server = await startServerProcess(env, 90_000, 'start');
  try {
    assert.is((await fetch(`${server.url}/api/internships`)).status, 200);
    assert.is(statSync(join(bundleDir, 'main.mjs')).mtimeMs, made);
  } finally {
    await server.stop();
  }
});

test.run();
