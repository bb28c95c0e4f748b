// kill -9 of the server during a burst of sign-ups loses no acknowledged account (embedded SQLite store, WAL, synchronous=FULL).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer } from 'node:net';
import { client, studentBody, uniqueEmail } from '../../helpers/http';

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

async function startServerProcess(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts'], {
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), ADMIN_PASSWORD: 'admin-pass', SEED_DEMO: 'false', RATE_LIMIT_PER_MINUTE: '100000', WEB_DIST: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('server did not start')), 30_000);
    child.stdout!.on('data', (d: Buffer) => {
      if (d.toString().includes('http://localhost')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return child;
}

test('no acknowledged sign-up is lost when the server is killed with SIGKILL mid-burst', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ifh-crash-'));
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let server = await startServerProcess(dataDir, port);
  const acknowledged: string[] = [];
  let stop = false;
  // Eight concurrent clients sign up in a loop until the server dies under them.
  const workers = Array.from({ length: 8 }, async () => {
    while (!stop) {
      const body = studentBody(uniqueEmail('crash'));
      try {
        const res = await client(url).post('/api/register', body);
        if (res.status === 201) acknowledged.push(body.email);
      } catch {
        return; // connection refused or reset: the server is gone
      }
    }
  });
  await new Promise((r) => setTimeout(r, 1500));
  server.kill('SIGKILL');
  stop = true;
  await Promise.all(workers);
  assert.ok(acknowledged.length >= 5, `only ${acknowledged.length} sign-ups were acknowledged before the kill`);

  server = await startServerProcess(dataDir, port);
  try {
    const lost: string[] = [];
    for (const email of acknowledged) {
      const res = await client(url).post('/api/login', { username: email, password: 'secret123' });
      if (res.status !== 200) lost.push(`${email} (${res.status})`);
    }
    console.log(`  crash test: ${acknowledged.length} sign-ups acknowledged before SIGKILL, ${acknowledged.length - lost.length} found after restart`);
    assert.equal(lost, [], `lost ${lost.length} of ${acknowledged.length} acknowledged accounts`);
  } finally {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
