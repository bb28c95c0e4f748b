// The threads' figures (issue 29): posting a message at 64 concurrent writers (beside applying's rate from the same run), a
// thread of 1,000 messages read (newest page and an older page by cursor) against a fresh one, and 2,000 live streams held
// open on one instance, with the server's RSS and other users' reads measured beside them.
import { request, type ClientRequest } from 'node:http';
import { load, round, timeCalls, type LoadResult } from './load';
import type { Manifest } from './manifest';
import type { Child } from './processes';
import { fmt, inBatches, line, signIn } from './common';

const WRITERS = 64;
const LONG_THREAD = 1000;
const PAGE = 50;

type Timing = { rps: number; p50: number; p99: number };
const medianTiming = (runs: readonly Timing[]): Timing => {
  const mid = (pick: (t: Timing) => number) => [...runs].map(pick).sort((a, b) => a - b)[runs.length >> 1];
  return { rps: mid((t) => t.rps), p50: mid((t) => t.p50), p99: mid((t) => t.p99) };
};
const STREAMS = 2000;
const STREAMS_PER_STUDENT = 10;
/** Connections from one address are capped at 256 (server-limits.ts): the streams come from several loopback addresses. */
const PER_ADDRESS = 200;
const MESSAGE = 'Thank you for the update. I can come in on Saturday at 10:30 and stay until 13:00; I will bring my notebook and the sketches we talked about.';

/** Each bench student's first application, marked reviewed by an admin so that its thread is open. */
async function openThreads(app: Child, manifest: Manifest, count: number) {
  const admin = await signIn(app.url, 'admin1', manifest.password);
  const students = manifest.benchStudents.slice(0, count);
  const cookies = await inBatches(students, 8, (s) => signIn(app.url, s.email, manifest.password));
  const applicationIds = await inBatches(cookies, 8, async (cookie) => {
    const mine = (await (await fetch(`${app.url}/api/applications`, { headers: { cookie } })).json()) as Array<{ id: string; status: string }>;
    const open = mine.find((a) => a.status === 'reviewed' || a.status === 'accepted') ?? mine.find((a) => a.status === 'pending');
    if (!open) throw new Error('a bench student has no application: run the apply section first');
    if (open.status === 'pending') {
      const res = await fetch(`${app.url}/api/admin/applications/${open.id}/status`, {
        method: 'PATCH',
        headers: { cookie: admin, 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'reviewed' }),
      });
      if (!res.ok) throw new Error(`marking reviewed answered ${res.status}`);
    }
    return open.id;
  });
  return { cookies, applicationIds };
}

/** 64 writers, each on its own student's thread (a connection keeps its student: no two writers race on one stream). */
async function posting(app: Child, threads: { cookies: string[]; applicationIds: string[] }, duration: number): Promise<LoadResult> {
  let nextWriter = 0;
  const body = JSON.stringify({ body: MESSAGE });
  return load({
    url: app.url,
    duration,
    connections: WRITERS,
    requests: [
      {
        method: 'POST',
        setupRequest: (req, context: object) => {
          const mine = context as { writer?: number };
          mine.writer ??= nextWriter++ % WRITERS;
          const w = mine.writer;
          return { ...req, path: `/api/applications/${threads.applicationIds[w]}/messages`, headers: { 'content-type': 'application/json', cookie: threads.cookies[w] }, body };
        },
      },
    ],
  });
}

/** Opens one live stream; resolves once its first bytes arrive. */
function openStream(url: string, cookie: string, localAddress: string, onClose: () => void): Promise<ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = request(`${url}/api/user/stream`, { headers: { cookie, accept: 'text/event-stream' }, localAddress, agent: false }, (res) => {
      if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`));
      res.once('data', () => resolve(req));
      res.on('data', () => undefined);
      res.once('close', onClose);
    });
    req.once('error', reject);
    req.end();
  });
}

export async function threads(app: Child, manifest: Manifest, applyRps: number | null) {
  const started = performance.now();
  const open = await openThreads(app, manifest, WRITERS);
  line('threads opened for the writers', `${WRITERS} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await posting(app, open, 2); // warm-up
  const post = await posting(app, open, 8);
  const share = applyRps ? `   ${Math.round((post.rps / applyRps) * 100)}% of applying's ${applyRps}/s (goal ≥ 70%)` : '';
  line(`POST …/messages, ${WRITERS} writers`, `${fmt(post)}   non-2xx ${post.non2xx}${share}`);

  // The thread of writer 0 grows to 1,000 messages; it is read against a fresh thread of one message (another student's).
  const path = (w: number) => `${app.url}/api/applications/${open.applicationIds[w]}/messages`;
  const headers = (w: number) => ({ cookie: open.cookies[w], 'content-type': 'application/json' });
  const countOf = async (w: number) => {
    let n = 0;
    for (let before: string | null = null, first = true; first || before; first = false) {
      const page = (await (await fetch(`${path(w)}?limit=100${before ? `&before=${before}` : ''}`, { headers: headers(w) })).json()) as { messages: unknown[]; before: string | null };
      n += page.messages.length;
      before = page.before;
    }
    return n;
  };
  const had = await countOf(0);
  // One writer at a time: two on one thread would race for its next number (a lost race answers 409 after one retry).
  await timeCalls(Math.max(0, LONG_THREAD - had), 1, async () => {
    const res = await fetch(path(0), { method: 'POST', headers: headers(0), body: JSON.stringify({ body: MESSAGE }) });
    await res.arrayBuffer();
    if (res.status !== 201) throw new Error(`posting answered ${res.status}`);
  });
  // A fresh thread holding one page (50 messages: the same answer's size as a page of the long one), and one of 1 message.
  const fresh = await openThreads(app, { ...manifest, benchStudents: manifest.benchStudents.slice(WRITERS, WRITERS + 2) }, 2);
  const freshPath = (i: number) => `${app.url}/api/applications/${fresh.applicationIds[i]}/messages`;
  for (let i = 0; i < PAGE; i++)
    await fetch(freshPath(0), { method: 'POST', headers: { cookie: fresh.cookies[0], 'content-type': 'application/json' }, body: JSON.stringify({ body: MESSAGE }) });
  await fetch(freshPath(1), { method: 'POST', headers: { cookie: fresh.cookies[1], 'content-type': 'application/json' }, body: JSON.stringify({ body: MESSAGE }) });
  const read = (url: string, cookie: string) => timeCalls(400, 4, async () => void (await (await fetch(url, { headers: { cookie } })).arrayBuffer()));
  const middle = ((await (await fetch(`${path(0)}?limit=${LONG_THREAD / 2}`, { headers: headers(0) })).json()) as { before: string }).before;
  // Alternated, so that a slow spell of the machine falls on each: fresh, long (newest page), long (a page in the middle).
  const rounds = { fresh: [] as Timing[], long: [] as Timing[], older: [] as Timing[], one: [] as Timing[] };
  for (let r = 0; r < 3; r++) {
    rounds.fresh.push(await read(freshPath(0), fresh.cookies[0]));
    rounds.long.push(await read(path(0), open.cookies[0]));
    rounds.older.push(await read(`${path(0)}?before=${middle}`, open.cookies[0]));
    rounds.one.push(await read(freshPath(1), fresh.cookies[1]));
  }
  const [readFresh, readLong, readOlder, readOne] = [rounds.fresh, rounds.long, rounds.older, rounds.one].map(medianTiming);
  line(`GET thread of ${PAGE} messages (fresh, one page)`, fmt(readFresh));
  line(`GET thread of ${await countOf(0)} messages, newest page`, `${fmt(readLong)}   ×${round(readLong.p50 / readFresh.p50)} of fresh (p50)`);
  line('  a page in the middle (cursor)', `${fmt(readOlder)}   ×${round(readOlder.p50 / readFresh.p50)} of fresh (p50)`);
  line('GET thread of 1 message', fmt(readOne));

  // 2,000 live streams: 200 students × 10 streams, while other users read a posting's detail.
  const detail = `/api/internships/${manifest.internshipIds[0]}`;
  const quiet = await load({ url: app.url, duration: 5, requests: [{ method: 'GET', path: detail }] });
  const rssBefore = app.rssMb();
  const students = manifest.benchStudents.slice(0, STREAMS / STREAMS_PER_STUDENT);
  const cookies = await inBatches(students, 8, (s) => signIn(app.url, s.email, manifest.password));
  let closedEarly = 0;
  const openedAt = performance.now();
  const streams = await inBatches(
    Array.from({ length: STREAMS }, (_, i) => i),
    100,
    (i) => openStream(app.url, cookies[i % cookies.length], `127.0.0.${2 + Math.floor(i / PER_ADDRESS)}`, () => closedEarly++),
  );
  const openSeconds = (performance.now() - openedAt) / 1000;
  const rssOpen = app.rssMb();
  const beside = await load({ url: app.url, duration: 5, requests: [{ method: 'GET', path: detail }] });
  line(`${STREAMS} live streams opened`, `in ${openSeconds.toFixed(1)} s; RSS ${rssBefore} → ${rssOpen} MB (${Math.round(((rssOpen - rssBefore) * 1024) / STREAMS)} KB a stream)`);
  line("others' GET detail, quiet", fmt(quiet));
  line(`others' GET detail beside ${STREAMS} streams`, `${fmt(beside)}   p99 ×${round(beside.p99 / Math.max(quiet.p99, 1))} of quiet; streams closed early: ${closedEarly}; errors ${beside.errors}`);
  for (const s of streams) s.destroy();
  return {
    post: { ...post, ratioToApply: applyRps ? round(post.rps / applyRps) : null },
    read: { fresh: readFresh, long: readLong, older: readOlder, oneMessage: readOne },
    streams: { count: STREAMS, openSeconds: round(openSeconds, 1), rssBeforeMb: rssBefore, rssOpenMb: rssOpen, quiet, beside, closedEarly },
  };
}
