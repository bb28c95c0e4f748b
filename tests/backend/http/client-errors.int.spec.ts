// Requests Node refuses before the app sees them: each slow request still gets Node's 408, but the log has one line for
// them a minute, not one per request; other parser errors keep Node's own answers.
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBackend } from '@backend/http/app';
import { configFromEnv } from '@backend/config';
import { applyServerLimits, defaultServerLimits } from '@backend/http/middleware/server-limits';
import { answerClientErrors } from '@backend/http/middleware/client-errors';
import { logOncePerMinute } from '@backend/log-once-per-minute';

/** Sends `bytes` on a fresh connection and answers everything the server sent back until it closed. */
const exchange = (port: number, bytes: string) =>
  new Promise<string>((resolve) => {
    let got = '';
    const socket = connect({ host: '127.0.0.1', port }, () => socket.write(bytes));
    socket.on('data', (d) => (got += d.toString('latin1')));
    socket.on('error', () => undefined);
    socket.on('close', () => resolve(got));
  });

async function listening(): Promise<{ server: Server; port: number; lines: string[] }> {
  const lines: string[] = [];
  const server = createServer({ connectionsCheckingInterval: 100 }, (_req, res) => res.end('ok'));
  server.headersTimeout = 500;
  server.requestTimeout = 1000;
  answerClientErrors(server, logOncePerMinute((line) => lines.push(line)));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { server, port: (server.address() as AddressInfo).port, lines };
}

test('ten requests whose headers never finish: each gets 408, the log one line', async () => {
  const { server, port, lines } = await listening();
  try {
    const answers = await Promise.all(Array.from({ length: 10 }, () => exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\n')));
    for (const answer of answers) assert.match(answer, /^HTTP\/1\.1 408 Request Timeout\r\n/);
    assert.is(lines.length, 1, lines.join('\n'));
    assert.match(lines[0], /did not arrive in time/);
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

test('other refusals keep Node\'s answers: a malformed request 400, headers too large 431', async () => {
  const { server, port, lines } = await listening();
  try {
    assert.match(await exchange(port, 'GET / HTTP/1.1\r\nHost x\r\n\r\n'), /^HTTP\/1\.1 400 Bad Request\r\n/);
    assert.match(await exchange(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`), /^HTTP\/1\.1 431 /);
    assert.match(await exchange(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'), /^HTTP\/1\.1 200 OK/, 'good requests are untouched');
    assert.equal(lines, []);
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

test('five requests whose bodies never finish, through the whole app: each gets 408, the log one line for them', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ifh-slow-'));
  const lines: string[] = [];
  const backend = await createBackend({ ...configFromEnv({}), dataDir, seedDemo: false, webDist: null, adminPassword: 'admin-password-for-tests' }, (line) => lines.push(line));
  const server = createServer({ connectionsCheckingInterval: 100 }, backend.handle);
  applyServerLimits(server, { ...defaultServerLimits(0), headersTimeoutMs: 500, requestTimeoutMs: 1000 });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  const { port } = server.address() as AddressInfo;
  try {
    const slowBody = 'POST /api/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"user';
    const answers = await Promise.all(Array.from({ length: 5 }, () => exchange(port, slowBody)));
    for (const answer of answers) assert.match(answer, /^HTTP\/1\.1 408 Request Timeout\r\n/);
    const failures = lines.filter((line) => /the answer failed/.test(line));
    assert.ok(failures.length <= 1, failures.join('\n'));
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
    await backend.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
