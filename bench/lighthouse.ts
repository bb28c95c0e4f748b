// `npm run lighthouse`: starts the app with demo data, runs Lighthouse (mobile preset) over the public pages in every
// language (/, /hi/, /bn/…), prints scores + LCP.
// Options: --runs=N (median of N runs per page, by performance score; default 1), --base=URL (audit a running server
// instead of starting one), --only=/path,/path (a subset of the pages), --locales=en,ur (a subset of the languages),
// --cpu-slowdown=X (Lighthouse's CPU multiplier; default: calibrated in each run to the host's speed, see audit() and
// cpu-calibration.ts; 4 is the preset's).
// Writes .tmp/lighthouse/summary.json and one full report per page beside it.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { LOCALES, localizedPath, splitLocalePath } from '../domain/i18n/locales.ts';
import { PRESET_HOST_INDEX, calibratedSlowdown, hostBenchmarkIndex } from './cpu-calibration.ts';
import type { Result } from 'lighthouse';

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
/** The mobile preset's network (slow 4G), as Lighthouse's defaults have it; only the CPU multiplier is set here. */
const MOBILE_THROTTLING = { rttMs: 150, throughputKbps: 1638.4, requestLatencyMs: 562.5, downloadThroughputKbps: 1474.56, uploadThroughputKbps: 675 };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const OUT_DIR = resolve('.tmp/lighthouse');

const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const runs = Math.max(1, Number(arg('runs') ?? 1));

interface PageScore {
  page: string;
  url: string;
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's BenchmarkIndex of this run (the host's speed while it ran; the host's own spread shows here). */
  benchmarkIndex: number;
  /** The CPU multiplier this run was simulated with. */
  cpuSlowdown: number;
  /** Audits that lost points outside performance, and performance's biggest opportunities. */
  findings: string[];
}

function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => done(port));
    });
    probe.on('error', fail);
  });
}

/** `npm start` in a child process with a fresh data directory and demo data, resolved once it listens. */
async function startApp(): Promise<{ base: string; stop: () => void }> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'ifh-lighthouse-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'backend/main.ts', '--build-if-needed'], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'true', ADMIN_PASSWORD: 'lighthouse-run-password' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((done, fail) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes(`http://localhost:${port}`)) done();
    });
    child.once('exit', (code) => fail(new Error(`the app exited with ${code} before listening`)));
  });
  return {
    base: `http://localhost:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function pagesOf(base: string): Promise<string[]> {
  const internships = (await (await fetch(`${base}/api/internships`)).json()) as { id: string }[];
  const posts = (await (await fetch(`${base}/api/blog`)).json()) as { slug: string }[];
  if (!internships.length || !posts.length) throw new Error('no demo internships or blog posts: start the app with SEED_DEMO on an empty store');
  const all = ['/', '/search', `/internship/${internships[0].id}`, '/blog', `/blog/${posts[0].slug}`, '/auth', '/company-info', '/help'];
  const only = arg('only')?.split(',');
  const pages = only ? all.filter((p) => only.some((o) => p === o || p.startsWith(`${o}/`))) : all;
  const locales = arg('locales')?.split(',') ?? LOCALES;
  return LOCALES.filter((l) => locales.includes(l)).flatMap((locale) => pages.map((page) => localizedPath(locale, page)));
}

function findingsOf(lhr: Result): string[] {
  const out: string[] = [];
  for (const id of ['accessibility', 'best-practices', 'seo'] as const)
    for (const ref of lhr.categories[id]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) out.push(`${id}: ${audit.id} (${audit.title})`);
    }
  for (const audit of Object.values(lhr.audits))
    if (audit.details?.type === 'opportunity' && audit.score !== null && audit.score < 0.9)
      out.push(`performance: ${audit.id}${audit.displayValue ? ` ${audit.displayValue}` : ''}`);
  return out;
}

type Audit = { score: PageScore; lhr: Result } | { error: string };

const configWith = (cpuSlowdownMultiplier: number) => ({ extends: 'lighthouse:default' as const, settings: { throttling: { ...MOBILE_THROTTLING, cpuSlowdownMultiplier } } });

/**
 * Lighthouse on one page. `slowdown` null: the CPU multiplier is calibrated to the BenchmarkIndex Lighthouse measured in
 * this very run (the host's speed while it loaded the page, which on a shared machine moves from minute to minute): the
 * page is gathered, then audited with the multiplier for that index. Simulated throttling loads the page at full speed,
 * so the multiplier enters only the audit; Lighthouse refuses an audit whose settings differ from the gathering's, so
 * the saved settings are given the multiplier, which played no part in the gathering.
 */
async function audit(url: string, port: number, slowdown: number | null): Promise<Audit> {
  const flags = { port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES] };
  let result: Awaited<ReturnType<typeof lighthouse>>;
  if (slowdown !== null) result = await lighthouse(url, flags, configWith(slowdown));
  else {
    const dir = mkdtempSync(join(tmpdir(), 'ifh-lighthouse-run-'));
    try {
      await lighthouse(url, { ...flags, gatherMode: dir }, configWith(4));
      const file = join(dir, 'artifacts.json');
      const artifacts = JSON.parse(readFileSync(file, 'utf8')) as { BenchmarkIndex: number; settings: { throttling: { cpuSlowdownMultiplier: number } } };
      const calibrated = calibratedSlowdown(artifacts.BenchmarkIndex);
      artifacts.settings.throttling.cpuSlowdownMultiplier = calibrated;
      writeFileSync(file, JSON.stringify(artifacts));
      result = await lighthouse(url, { ...flags, auditMode: dir }, configWith(calibrated));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  // Lighthouse scores no page that answers 404 (e.g. /company-info before that page exists).
  if (lhr.runtimeError) return { error: lhr.runtimeError.message.replace(/\s+/g, ' ') };
  const num = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)])) as PageScore['scores'];
  const page = new URL(url).pathname;
  return {
    score: { page, url, scores, lcpMs: num('largest-contentful-paint'), fcpMs: num('first-contentful-paint'), tbtMs: num('total-blocking-time'), cls: num('cumulative-layout-shift'), benchmarkIndex: Math.round(lhr.environment.benchmarkIndex), cpuSlowdown: lhr.configSettings.throttling.cpuSlowdownMultiplier ?? NaN, findings: findingsOf(lhr) },
    lhr,
  };
}

const median = <T>(items: T[], by: (t: T) => number): T => [...items].sort((a, b) => by(a) - by(b))[Math.floor(items.length / 2)];
const label = (page: string) => {
  const { locale, rest } = splitLocalePath(page);
  const shown = rest.replace(/^\/internship\/.+/, '/internship/:id').replace(/^\/blog\/.+/, '/blog/:slug');
  return locale === 'en' ? shown : `/${locale}${shown === '/' ? '' : shown}`;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

function printLine(s: PageScore, tries: number[]) {
  const { performance, accessibility, seo } = s.scores;
  console.log(
    `${label(s.page).padEnd(20)} perf ${String(performance).padStart(3)}  a11y ${String(accessibility).padStart(3)}  best ${String(s.scores['best-practices']).padStart(3)}  seo ${String(seo).padStart(3)}  LCP ${seconds(s.lcpMs)}  FCP ${seconds(s.fcpMs)}  TBT ${Math.round(s.tbtMs)} ms  CLS ${s.cls.toFixed(3)}  host ${s.benchmarkIndex} → CPU ${s.cpuSlowdown.toFixed(2)}×${tries.length > 1 ? `  (median of ${tries.length}: ${tries.join(', ')})` : ''}`,
  );
  for (const f of s.findings) console.log(`    ${f}`);
}

const app = arg('base') ? null : await startApp();
const base = arg('base') ?? app!.base;
const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: CHROME_FLAGS });
try {
  mkdirSync(OUT_DIR, { recursive: true });
  const host = await hostBenchmarkIndex(chrome.port);
  const given = Number(arg('cpu-slowdown'));
  const slowdown = Number.isFinite(given) && given > 0 ? given : null;
  console.log(
    `This host's BenchmarkIndex now: ${Math.round(host.median)} (median of ${host.runs.map(Math.round).join(', ')}; the preset's 4× assumes about ${PRESET_HOST_INDEX}). ` +
      (slowdown ? `CPU slowdown ${slowdown}× (given).` : `CPU slowdown: calibrated in each run to the BenchmarkIndex Lighthouse measures as it loads the page (here now: ${calibratedSlowdown(host.median).toFixed(2)}×).`),
  );
  const pages = await pagesOf(base);
  // A server that has served a page before (its code warm): two plain loads of each page, as other visitors would.
  for (let i = 0; i < 2; i++) for (const page of pages) await (await fetch(base + page)).text();
  const rows: ({ page: string } & ({ score: PageScore } | { error: string }))[] = [];
  for (const page of pages) {
    const tries: Audit[] = [];
    for (let i = 0; i < runs; i++) {
      // Chromium now and then records a trace Lighthouse cannot read (NO_NAVSTART, "run Lighthouse again"): once more.
      let result = await audit(base + page, chrome.port, slowdown);
      if ('error' in result && /again/i.test(result.error)) result = await audit(base + page, chrome.port, slowdown);
      tries.push(result);
    }
    const scored = tries.filter((t): t is Extract<Audit, { score: PageScore }> => 'score' in t);
    if (scored.length === 0) {
      const error = (tries[0] as { error: string }).error;
      console.log(`${label(page).padEnd(20)} not scored: ${error}`);
      rows.push({ page, error });
      continue;
    }
    const chosen = median(scored, (t) => t.score.scores.performance);
    writeFileSync(join(OUT_DIR, `${label(page).replace(/[^a-z0-9]+/gi, '_') || 'root'}.json`), JSON.stringify(chosen.lhr));
    rows.push({ page, score: chosen.score });
    printLine(chosen.score, scored.map((t) => t.score.scores.performance));
  }
  writeFileSync(join(OUT_DIR, 'summary.json'), JSON.stringify({ base, runs, at: new Date().toISOString(), benchmarkIndex: host, cpuSlowdownMultiplier: slowdown ?? 'per run', rows }, null, 2));
  console.log('\n| page | performance | accessibility | best practices | SEO | LCP |\n|---|---|---|---|---|---|');
  for (const row of rows) {
    if ('error' in row) console.log(`| \`${label(row.page)}\` | not scored (${row.error.slice(0, 60)}) | | | | |`);
    else {
      const { scores, lcpMs } = row.score;
      console.log(`| \`${label(row.page)}\` | ${scores.performance} | ${scores.accessibility} | ${scores['best-practices']} | ${scores.seo} | ${seconds(lcpMs)} |`);
    }
  }
  console.log(`\nReports: ${OUT_DIR}`);
} finally {
  chrome.kill();
  app?.stop();
}
