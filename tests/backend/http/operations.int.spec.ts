// Operating the app from outside (DESIGN.md §4.4): /healthz and /readyz for load balancers (503 while a store is unreachable
// or a projection lags more than 1,000 events), /metrics in Prometheus' format behind METRICS_TOKEN or on METRICS_PORT, and a
// JSON log line per request whose id is the X-Request-Id answer and the events' correlation id — with no personal data.
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startMetricsServer } from '@backend/http/metrics-server';
import { errorHandler } from '@backend/http/middleware/error-handler';
import { METRICS_TOKEN_NEEDED } from '@backend/http/routes/operations-routes';
import { createLogger } from '@backend/observability/logger';
import { createMetrics } from '@backend/observability/metrics';
import { MAX_LAG, readiness } from '@backend/observability/readiness';
import { userStream } from '@domain/users/decider';
import { client, studentBody } from '../../helpers/http';
import { startTestServer, type TestServer } from '../../helpers/server';

const test = suite<{ srv: TestServer; lines: string[] }>('operations');
test.before(async (ctx) => {
  ctx.lines = [];
  ctx.srv = await startTestServer({ config: { metricsToken: 'metrics-secret', parentalConsent: 'off' }, log: (line) => ctx.lines.push(line) });
});
test.after(async (ctx) => ctx.srv.close());

const json = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

test('healthz answers; readyz is ready with the stores reachable and the projections at the head', async ({ srv }) => {
  const health = await fetch(`${srv.url}/healthz`);
  assert.is(health.status, 200);
  assert.equal(await health.json(), { status: 'ok' });
  const ready = await fetch(`${srv.url}/readyz`);
  assert.is(ready.status, 200);
  assert.equal(await ready.json(), { status: 'ready', checks: { events: 'ok', readModels: 'ok', projectionsBehind: [] } });
  assert.is((await fetch(`${srv.url}/healthz`, { method: 'POST' })).status, 405);
});

test('readyz says which store does not answer (or hangs)', async ({ srv }) => {
  const { deps } = srv.backend;
  const down = await readiness({ ...deps, events: { ...deps.events, headPosition: () => Promise.reject(new Error('connection refused')) } });
  assert.equal([down.ready, down.checks.events], [false, 'unreachable']);
  const noReads = await readiness({ ...deps, readStore: { ...deps.readStore, collection: () => ({ get: () => new Promise(() => undefined) }) } as never });
  assert.equal([noReads.ready, noReads.checks.readModels], [false, 'unreachable'], 'a read store that hangs times out');
  const both = await readiness(deps);
  assert.equal([both.ready, both.checks.events, both.checks.readModels], [true, 'ok', 'ok']);
});

test('readyz answers 503 while the projections lag behind the log', async () => {
  const srv = await startTestServer();
  try {
    await srv.backend.deps.projections.stop();
    const events = Array.from({ length: MAX_LAG + 5 }, (_, i) => ({
      id: crypto.randomUUID(),
      type: 'EmailSent',
      data: { messageId: `m-${i}`, attempt: 1, at: new Date().toISOString() },
      metadata: { actorId: null, actorRole: null, correlationId: 'c', causationId: null, at: new Date().toISOString(), schemaVersion: 1 },
    }));
    await srv.backend.deps.events.append('readyz-lag-test', events as never, { expectedRevision: 'no_stream' });
    const res = await fetch(`${srv.url}/readyz`);
    assert.is(res.status, 503);
    const body = (await res.json()) as { status: string; checks: { projectionsBehind: Array<{ name: string; lag: number }> } };
    assert.is(body.status, 'not ready');
    assert.ok(body.checks.projectionsBehind.some((p) => p.name === 'users' && p.lag > MAX_LAG));
  } finally {
    await srv.close();
  }
});

test('metrics: 401 without the token, Prometheus text with it: routes by their router path, appends, lags, outbox', async ({ srv }) => {
  const student = client(srv.url);
  assert.is((await student.post('/api/register', studentBody())).status, 201);
  await fetch(`${srv.url}/api/internships/00000000-0000-4000-8000-000000000000`);
  const none = await fetch(`${srv.url}/metrics`);
  assert.is(none.status, 401);
  assert.equal(await none.json(), { message: METRICS_TOKEN_NEEDED });
  assert.is((await fetch(`${srv.url}/metrics`, { headers: { Authorization: 'Bearer wrong' } })).status, 401);
  // The registration's receipt is written by a reactor after the answer, so the projections may be an event or two behind
  // at first: scrape until they are at the head (the lags must reach 0 within 5 s).
  const scrape = () => fetch(`${srv.url}/metrics`, { headers: { Authorization: 'Bearer metrics-secret' } });
  const res = await scrape();
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', /^text\/plain/);
  let text = await res.text();
  for (
    const until = Date.now() + 5000;
    !/projection_lag_events\{projection="users"\} 0\n/.test(text) || !/reactor_lag_events\{reactor="notifications"\} 0\n/.test(text);
  ) {
    if (Date.now() > until) break;
    await new Promise((r) => setTimeout(r, 50));
    text = await (await scrape()).text();
  }
  assert.match(text, /http_request_duration_seconds_count\{method="POST",route="\/api\/register",status="201"\} 1/);
  assert.match(text, /http_request_duration_seconds_count\{method="GET",route="\/api\/internships\/:id",status="404"\} 1/);
  assert.not.match(text, /00000000-0000-4000/, 'never the raw path');
  assert.match(text, /event_appends_total\{outcome="ok"\} \d+/);
  assert.match(text, /event_append_duration_seconds_count \d+/);
  assert.match(text, /projection_lag_events\{projection="users"\} 0\n/);
  assert.match(text, /reactor_lag_events\{reactor="notifications"\} 0\n/);
  assert.match(text, /email_outbox_messages\{status="queued"\} \d+/);
  assert.match(text, /sse_streams_open 0/);
  assert.match(text, /process_cpu_seconds_total/);
});

test('METRICS_PORT: the metrics on a port of their own, without a token; nothing else there', async () => {
  const metrics = createMetrics();
  const server = startMetricsServer(metrics.registry, 0);
  await new Promise((r) => server.once('listening', r));
  const { port } = server.address() as AddressInfo;
  try {
    const res = await fetch(`http://127.0.0.1:${port}/metrics`);
    assert.is(res.status, 200);
    assert.match(await res.text(), /event_appends_total/);
    assert.is((await fetch(`http://127.0.0.1:${port}/api/internships`)).status, 404);
  } finally {
    server.close();
  }
});

test('one JSON line per request: its id is the X-Request-Id answer and the correlation id of its events; no personal data anywhere', async ({ srv, lines }) => {
  const body = { ...studentBody(), firstName: 'Zubaida', lastName: 'Qureshi-Lal', password: 'a-secret-passphrase' };
  const before = lines.length;
  const res = await client(srv.url).post('/api/register', body, { 'X-Request-Id': 'trace-0123456789' });
  assert.is(res.status, 201);
  assert.is(res.headers.get('x-request-id'), 'trace-0123456789', 'a plain client id is kept');
  const failed = await client(srv.url).post('/api/login', { username: body.email, password: 'wrong-password-typed' });
  assert.is(failed.status, 401);
  const made = await client(srv.url).post('/api/login', { username: body.email, password: body.password }, { 'X-Request-Id': 'bad id with spaces <script>' });
  assert.match(made.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/, 'an unsafe client id is replaced');
  await new Promise((r) => setTimeout(r, 300));
  const mine = json(lines.slice(before));
  const register = mine.find((l) => l.msg === 'request' && l.route === '/api/register');
  assert.equal([register?.reqId, register?.method, register?.status, typeof register?.ms], ['trace-0123456789', 'POST', 201, 'number']);
  assert.ok(mine.some((l) => l.route === '/api/login' && l.status === 401 && typeof l.reqId === 'string'));
  // The events of the sign-up carry the request's id as their correlation id.
  const userId = res.body.id as string;
  const events = await srv.backend.deps.events.readStream(userStream(userId));
  assert.ok(events.length > 0);
  assert.ok(events.every((e) => e.metadata.correlationId === 'trace-0123456789'));
  // Nothing personal in any line: no address, name or password, in any form.
  const all = lines.join('\n').toLowerCase();
  for (const secret of [body.email, body.firstName, body.lastName, body.password, 'wrong-password-typed', body.email.split('@')[0]])
    assert.not.ok(all.includes(secret.toLowerCase()), `"${secret}" is in the log`);
});

test('a failure is one log line with the request id and the stack (e-mail addresses masked); the answer has no stack', async () => {
  const lines: string[] = [];
  const app = new Koa();
  app.context.deps = { logger: createLogger((line) => lines.push(line)), logOncePerMinute: () => undefined } as never;
  app.use(async (ctx, next) => {
    ctx.state.requestId = 'req-failing-1';
    await next();
  });
  app.use(errorHandler());
  app.use(() => {
    throw new Error('boom while writing for asha@example.com');
  });
  const server = app.listen(0);
  try {
    const res = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/x`);
    assert.is(res.status, 500);
    const text = await res.text();
    assert.not.match(text, /boom|at |asha/);
    const [line] = json(lines);
    assert.is(line.msg, 'request failed');
    assert.is(line.reqId, 'req-failing-1');
    const err = line.err as { message: string; stack: string };
    assert.is(err.message, 'boom while writing for [email]');
    assert.match(err.stack, /operations\.int\.spec/);
    assert.not.match(lines.join(''), /asha@example\.com/);
  } finally {
    server.close();
  }
});

test.run();
