// API test: a flood of idle connections from one host does not make the server unreachable for others, and idle sockets
// that never send their headers are closed within the header timeout.
import { connect, type Socket } from 'node:net';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer } from '../../helpers/server';

const IDLE = 5000;

const open = (port: number, localAddress: string) =>
  new Promise<Socket>((resolve) => {
    const s = connect({ host: '127.0.0.1', port, localAddress });
    s.on('error', () => undefined);
    s.once('connect', () => resolve(s));
    s.once('close', () => resolve(s));
  });

test(`${IDLE} idle connections from one host: the server still answers another host at once; idle sockets are closed`, async () => {
  const srv = await startTestServer({ limits: { headersTimeoutMs: 2000 } });
  const port = Number(new URL(srv.url).port);
  const sockets: Socket[] = [];
  try {
    for (let i = 0; i < IDLE; i += 500) sockets.push(...(await Promise.all(Array.from({ length: 500 }, () => open(port, '127.0.0.2')))));
    const held = await new Promise<number>((resolve) => srv.server.getConnections((_e, n) => resolve(n)));
    assert.ok(held <= 256, `the flooding host holds at most 256 connections on the server (held ${held})`);
    const started = performance.now();
    const res = await fetch(`${srv.url}/api/internships`);
    const ms = performance.now() - started;
    assert.is(res.status, 200);
    assert.ok(ms < 2000, `answered in ${ms.toFixed(0)} ms while flooded`);
    // Sockets that never sent headers are closed after the header timeout (checked every second).
    const connections = () => new Promise<number>((resolve) => srv.server.getConnections((_e, n) => resolve(n)));
    let left = await connections();
    for (let waited = 0; left > 0 && waited < 15_000; waited += 250) {
      await new Promise((r) => setTimeout(r, 250));
      left = await connections();
    }
    assert.is(left, 0, 'the server closed every idle socket');
    console.log(`connection flood: ${IDLE} opened, ${held} held, a request from another host answered in ${ms.toFixed(0)} ms`);
  } finally {
    for (const s of sockets) s.destroy();
    await srv.close();
  }
});

test.run();
