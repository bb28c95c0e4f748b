// `npm run bench [-- --events N] [--out FILE] [--skip page,reads,threads,…] [--rounds R]` (BENCH_NODE_FLAGS: node flags for the servers, see processes.ts): drives the running app (a child process on a generated
// log of N events) with autocannon, beside a bare Koa server answering the same bytes and the raw store, in one run; prints
// each path's throughput, p50/p99 and ratio to its ceiling, and writes every figure as JSON (bench/results.json).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { tinyPdf } from '../tests/backend/files/pdf-fixture';
import { applies } from './applies';
import { arg, copyLog, fmt, inBatches, line, signIn, theLog, WORK } from './common';
import { load, round, timeCalls } from './load';
import type { Manifest } from './manifest';
import { initialJsGzipKb, initialJsGzipKbByLocale, measureLanding, SLOW_3G, UNTHROTTLED } from './page';
import { startApp, startAppWithoutOperations, type Child } from './processes';
import { rawAppends, rawRead } from './raw-store';
import { reads, signedInReads } from './reads';
import { measureReplay } from './replay';
import { measureReplayFloor } from './replay-floor';
import { measureAgeRule, measureSearch, measureSortedSearch, type SortedSearchFigures } from './search';
import { threads } from './threads';
import { signUps } from './sign-ups';

const EVENTS = Number(arg('events', '200000'));
const OUT = resolve(arg('out', 'bench/results.json'));
// The in-process measurements (replay, its floor, search) each start from a collected heap instead of paying for the
// garbage of the one before: gc() as --expose-gc gives it.
setFlagsFromString('--expose-gc');
global.gc ??= runInNewContext('gc') as NodeJS.GCFunction;

const SKIP = new Set(arg('skip', '').split(',').filter(Boolean));
/** Each read path is loaded ROUNDS times on the app and as often on bare Koa, alternately, ROUND_SECONDS each. */
const ROUNDS = Number(arg('rounds', '3'));
const ROUND_SECONDS = 4;
const rounds = { rounds: ROUNDS, roundSeconds: ROUND_SECONDS };
const DIST = resolve('web/dist');

const results: Record<string, unknown> = { date: new Date().toISOString(), events: EVENTS, machine: `${(await import('node:os')).cpus().length} cores, Node ${process.version}` };

/**
 * READ_MODELS=disk: the first start builds read-models.sqlite from the log; a restart goes on from its checkpoints; the
 * reads of the restarted app beside bare Koa and its applying (as above, unless `reads` / `apply` are skipped).
 */
async function diskReadModels(dataDir: string, manifest: Manifest) {
  const starts: Array<{ readyMs: number; rssMb: number }> = [];
  let readFigures: Record<string, unknown> | null = null;
  let applyFigures: Awaited<ReturnType<typeof applies>> | null = null;
  for (const label of ['first start (builds the read models on disk)', 'restart (read models kept on disk)']) {
    const app = await startApp(dataDir, { READ_MODELS: 'disk' });
    try {
      starts.push({ readyMs: Math.round(app.readyMs), rssMb: app.rssMb() });
      line(`READ_MODELS=disk, ${label}`, `ready in ${(app.readyMs / 1000).toFixed(1)} s, RSS ${app.rssMb()} MB`);
      if (starts.length === 2 && !SKIP.has('reads')) readFigures = await reads(app, manifest, rounds);
      if (starts.length === 2 && !SKIP.has('apply')) applyFigures = await applies(app, manifest, rawSqlite);
    } finally {
      await app.stop();
    }
  }
  return { firstStart: starts[0], restart: starts[1], reads: readFigures, apply: applyFigures };
}

async function buildSpa() {
  const { build } = await import('vite');
  await build({ configFile: resolve('web/vite.config.ts'), logLevel: 'warn' });
  // The server bundle too, so that no start measured below makes it (backend/start.mjs).
  execFileSync(process.execPath, ['backend/start.mjs', '--bundle-only'], { stdio: 'inherit' });
}

/** A student whose streams hold many events (10,000 in large logs) against a fresh one; and other users' reads while each of them is busy. */
async function streams(app: Child, manifest: Manifest) {
  // Each loop toggles its own favourite: two loops on one would race (a save of a saved one answers 409). Loops on one
  // user's stream may still meet a 409 when a command loses its optimistic-concurrency retry to another loop: that is an answer.
  const toggles = async (cookie: string, count: number, target = manifest.internshipIds[0], concurrent = false) => {
    const c = { headers: { 'content-type': 'application/json', cookie } };
    return timeCalls(count, 1, async (i) => {
      const res = i % 2 === 0
        ? await fetch(`${app.url}/api/favorites`, { method: 'POST', ...c, body: JSON.stringify({ internshipId: target }) })
        : await fetch(`${app.url}/api/favorites/${target}`, { method: 'DELETE', ...c });
      await res.arrayBuffer();
      if (res.status >= 300 && !(concurrent && res.status === 409)) throw new Error(`favourite toggle answered ${res.status}`);
    });
  };
  const busyCookie = await signIn(app.url, manifest.busy.email, manifest.password);
  const freshCookie = await signIn(app.url, manifest.fresh.email, manifest.password);
  const fresh = await toggles(freshCookie, 400);
  const busy = await toggles(busyCookie, 400);
  line('favourite toggle, fresh stream', fmt(fresh));
  line(`favourite toggle, stream of ${manifest.busyStreamEvents} events`, `${fmt(busy)}   ×${round(busy.p50 / fresh.p50)} of fresh (p50)`);
  const login = async (email: string) => timeCalls(20, 1, () => signIn(app.url, email, manifest.password));
  const freshLogin = await login(manifest.fresh.email);
  const busyLogin = await login(manifest.busy.email);
  line('sign-in, fresh user stream', fmt(freshLogin));
  line(`sign-in, user stream of ${manifest.busyStreamEvents} events`, `${fmt(busyLogin)}   ×${round(busyLogin.p50 / freshLogin.p50)} of fresh (p50)`);
  // Others read details while one user toggles a favourite in a loop (4 at once).
  const others = async (cookie: string | null) => {
    let stop = false;
    // A loop's failure is kept and thrown once the load has run (left unhandled meanwhile, it ended the whole process
    // before the app was stopped).
    let failure: unknown = null;
    const loops = cookie
      ? Array.from({ length: 4 }, async (_, k) => {
          while (!stop) await toggles(cookie, 2, manifest.internshipIds[k], true);
        }).map((loop) => loop.catch((error: unknown) => void (failure ??= error)))
      : [];
    const requests = manifest.internshipIds.slice(0, 50).map((id) => ({ method: 'GET' as const, path: `/api/internships/${id}` }));
    const r = await load({ url: app.url, requests, connections: 32, duration: 5 });
    stop = true;
    await Promise.all(loops);
    if (failure) throw failure;
    return r;
  };
  const quiet = await others(null);
  const nextToFresh = await others(freshCookie);
  const nextToBusy = await others(busyCookie);
  line("others' GET detail, nobody busy", fmt(quiet));
  line("others' GET detail, a fresh user toggling", fmt(nextToFresh));
  line(`others' GET detail, the ${manifest.busyStreamEvents}-event user toggling`, `${fmt(nextToBusy)}   p99 ×${round(nextToBusy.p99 / Math.max(nextToFresh.p99, 1))} of beside fresh`);
  return { fresh, busy, ratio: round(busy.p50 / fresh.p50), freshLogin, busyLogin, loginRatio: round(busyLogin.p50 / freshLogin.p50), others: { quiet, nextToFresh, nextToBusy } };
}

// ——— the run ———
const { file, manifest } = await theLog(EVENTS);
line('log', `${manifest.events.toLocaleString('en')} events: ${manifest.students} students, ${manifest.companies} companies, ${manifest.internships} internships, ${manifest.applications} applications`);

const rawOne = rawAppends(1);
const rawSqlite = { label: 'raw SQLite 1/tx', perSecond: rawOne };
const rawHundred = rawAppends(100);
const rawReadFigures = rawRead(file);
line('raw SQLite append, 1 per transaction', `${rawOne}/s`);
line('raw SQLite append, 100 per transaction', `${rawHundred}/s`);
line('raw read + JSON.parse', `${rawReadFigures.perSecond}/s over ${rawReadFigures.events} events`);
results.raw = { appendOnePerTransaction: rawOne, appendHundredPerTransaction: rawHundred, read: rawReadFigures };

if (!SKIP.has('replay')) {
  const replay = await measureReplay(copyLog(file, 'replay') + '/events.sqlite');
  line('replay into memory (in process)', `${replay.perSecond}/s (${replay.events} events in ${replay.seconds} s; ${replay.perCpuSecond} per CPU second), ${Math.round((replay.perSecond / rawReadFigures.perSecond) * 100)}% of raw read`);
  line('  the same until the indexes are made too', `${replay.withIndexesPerSecond}/s (${replay.withIndexesSeconds} s), ${Math.round((replay.withIndexesPerSecond / rawReadFigures.perSecond) * 100)}% of raw read`);
  // Measured after the replay in this process (its projections' code already optimised by the JIT): if anything, flattered.
  const floor = await measureReplayFloor(copyLog(file, 'replay-floor') + '/events.sqlite');
  line('  floor: the same log folded into plain Maps', `${floor.perSecond}/s (${floor.seconds} s, no store, runtime, positions or indexes), ${Math.round((floor.perSecond / rawReadFigures.perSecond) * 100)}% of raw read; replay is ${Math.round((replay.perSecond / floor.perSecond) * 100)}% of it`);
  results.replay = { ...replay, ratioToRawRead: round(replay.perSecond / rawReadFigures.perSecond), floor: { ...floor, ratioToRawRead: round(floor.perSecond / rawReadFigures.perSecond) } };
}

if (!SKIP.has('search')) {
  // The postings' shape is in the name: they carry who they are for (minAge, DESIGN.md §4.2) since -ages, and their
  // stipend, weeks and deadline as data (DESIGN.md §4.6) since -stipends.
  const postings = join(WORK, 'internships-100000-stipends.sqlite');
  const search = await measureSearch(postings);
  line(`filtered search, ${search.internships} internships (in process)`, `p50 ${search.p50} ms  p99 ${search.p99} ms  (${search.averageAnswer} matches per search)`);
  const ageRule = await measureAgeRule(postings);
  line('  visitor, then a 15-year-old student (age rule)', `CPU p99 ${ageRule.visitor.p99} → ${ageRule.student.p99} ms (${Math.round(ageRule.addedP99 * 100)}% added, ceiling 10%; ${ageRule.visitor.averageAnswer} → ${ageRule.student.averageAnswer} matches)`);
  // DESIGN.md §4.6: a minimum monthly stipend (INR or USD), paid, at most N weeks, sorted by stipend or deadline (first
  // and second pages), beside the unfiltered list, in memory and on disk (npm run bench:postgres: on PostgreSQL).
  const sorted: SortedSearchFigures[] = [await measureSortedSearch(postings, 'memory', WORK), await measureSortedSearch(postings, 'disk', WORK)];
  for (const figures of sorted)
    for (const [kind, f] of Object.entries(figures.kinds))
      line(`  ${kind} (${figures.store})`, `p50 ${f.p50} ms  p99 ${f.p99} ms  (CPU p50 ${f.cpuP50} ms, p99 ${f.cpuP99} ms; ${f.averageAnswer} matches)`);
  results.search = { ...search, ageRule, sorted };
}

await buildSpa();
/**
 * Others' reads (GET an internship's detail, 32 connections) while ten students upload a 2 MB PDF résumé at once, again and
 * again (PUT /api/user/resume: streamed, sealed and written to the file store), beside the same reads with nobody uploading:
 * an upload must not hold the event loop. Each loop rotates over its own bench students, at most 20 uploads each (the
 * per-account allowance a day), and says if it ran out before the reads ended.
 */
async function uploads(app: Child, manifest: Manifest) {
  const UPLOADERS = 10;
  const PER_STUDENT = 20;
  const pdf = new Uint8Array(tinyPdf('Bench student résumé', 2 * 1024 * 1024));
  const students = manifest.benchStudents.slice(0, UPLOADERS * 8);
  const cookies = await inBatches(students, 8, (s) => signIn(app.url, s.email, manifest.password));
  const requests = manifest.internshipIds.slice(0, 50).map((id) => ({ method: 'GET' as const, path: `/api/internships/${id}` }));
  // The server's own event-loop delay over each phase (its /metrics, reset at each scrape): what an upload holds the loop for.
  const loopDelay = async () => {
    const text = await (await fetch(`${app.url}/metrics`, { headers: { authorization: 'Bearer bench-metrics-token' } })).text();
    const at = (q: string) => round(Number(new RegExp(`nodejs_eventloop_delay_seconds\\{quantile="${q}"\\} (\\S+)`).exec(text)?.[1] ?? NaN) * 1000);
    return { p99Ms: at('0.99'), maxMs: at('1') };
  };
  await loopDelay();
  const quiet = await load({ url: app.url, requests, connections: 32, duration: 5 });
  const quietLoop = await loopDelay();
  let stop = false;
  let failure: unknown = null;
  const latencies: number[] = [];
  let ranOut = 0;
  const loops = Array.from({ length: UPLOADERS }, async (_, k) => {
    const own = cookies.filter((_, i) => i % UPLOADERS === k);
    for (let n = 0; !stop; n++) {
      if (n >= own.length * PER_STUDENT) return void (ranOut += 1);
      const started = performance.now();
      const res = await fetch(`${app.url}/api/user/resume`, { method: 'PUT', headers: { 'content-type': 'application/pdf', cookie: own[n % own.length] }, body: pdf });
      await res.arrayBuffer();
      if (res.status !== 200) throw new Error(`a résumé upload answered ${res.status}`);
      latencies.push(performance.now() - started);
    }
  }).map((loop) => loop.catch((error: unknown) => void (failure ??= error)));
  const beside = await load({ url: app.url, requests, connections: 32, duration: 5 });
  const besideLoop = await loopDelay();
  stop = true;
  await Promise.all(loops);
  if (failure) throw failure;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);
  const upload = { count: latencies.length, p50: pct(50), p99: pct(99), loopsRanOut: ranOut };
  const delays = (d: { p99Ms: number; maxMs: number }) => `server's event-loop delay p99 ${d.p99Ms} ms, max ${d.maxMs} ms`;
  line("others' GET detail, nobody uploading", `${fmt(quiet)}   ${delays(quietLoop)}`);
  line("others' GET detail, ten 2 MB uploads at once", `${fmt(beside)}   p99 ×${round(beside.p99 / Math.max(quiet.p99, 1))} of quiet   ${delays(besideLoop)}`);
  line('  PUT /api/user/resume (2 MB), 10 at once', `${upload.count} uploads  p50 ${upload.p50} ms  p99 ${upload.p99} ms${ranOut ? `  (${ranOut} loop(s) ran out of allowance early)` : ''}`);
  return { quiet, beside, p99Ratio: round(beside.p99 / Math.max(quiet.p99, 1)), upload, eventLoopDelay: { quiet: quietLoop, beside: besideLoop } };
}

const initialJs = initialJsGzipKb(DIST);
line('initial JS (gzip)', `${initialJs.kb} KB in ${initialJs.files.length} file(s)`);
results.initialJsGzipKb = initialJs.kb;
// Each language's own build (issue 33): every one within the same budget.
const byLocale = Object.fromEntries(Object.entries(initialJsGzipKbByLocale(DIST)).map(([locale, m]) => [locale, m.kb]));
line('initial JS (gzip) per language', Object.entries(byLocale).map(([l, kb]) => `${l} ${kb} KB`).join(', '));
results.initialJsGzipKbByLocale = byLocale;

const app = await startApp(copyLog(file, 'app'), { WEB_DIST: DIST });
try {
  const start = { readyMs: Math.round(app.readyMs), rssMb: app.rssMb() };
  line('cold start of the app on the log', `ready in ${(start.readyMs / 1000).toFixed(1)} s, RSS ${start.rssMb} MB`);
  results.start = start;
  if (!SKIP.has('reads')) {
    const withoutOperations = await startAppWithoutOperations(copyLog(file, 'app-without-operations'), { WEB_DIST: DIST });
    try {
      results.reads = await reads(app, manifest, rounds, withoutOperations);
    } finally {
      await withoutOperations.stop();
    }
  }
  if (!SKIP.has('apply')) results.apply = await applies(app, manifest, rawSqlite);
  // A student's own reads, after applying (so that their applications are there).
  if (!SKIP.has('reads') && !SKIP.has('apply')) results.signedInReads = await signedInReads(app, manifest, rounds);
  if (!SKIP.has('streams')) results.streams = await streams(app, manifest);
  if (!SKIP.has('threads')) results.threads = await threads(app, manifest, (results.apply as { app?: { rps: number } } | undefined)?.app?.rps ?? null);
  if (!SKIP.has('uploads')) results.uploads = await uploads(app, manifest);
  if (!SKIP.has('signups')) {
    const off = await startApp(copyLog(file, 'app-without-verification'), { WEB_DIST: DIST, EMAIL_VERIFICATION: 'off' }, 'app-without-verification');
    try {
      results.signUps = await signUps(app, off, ROUNDS, ROUND_SECONDS + 2);
    } finally {
      await off.stop();
    }
  }
  if (!SKIP.has('page')) {
    const page = await measureLanding(app.url + '/', [UNTHROTTLED, SLOW_3G]);
    for (const [network, v] of Object.entries(page))
      line(`landing at 390 px, ${network}`, `LCP ${v.first.lcpMs} ms, ${v.first.transferredKb} KB; repeat visit LCP ${v.repeat.lcpMs} ms, ${v.repeat.transferredKb} KB`);
    results.page = page;
  }
  results.rssAfterMb = app.rssMb();
  line('app RSS after the run', `${results.rssAfterMb} MB`);
} finally {
  await app.stop();
}
if (!SKIP.has('disk')) results.diskReadModels = await diskReadModels(copyLog(file, 'disk'), manifest);
writeFileSync(OUT, JSON.stringify(results, null, 2) + '\n');
console.log(`\nFigures written to ${OUT}`);
