// Read paths side by side: each on the app and on a bare Koa server answering the very bytes the app answered for it, rounds
// alternated so that a slow spell of the machine falls on both; visitors' reads (list, detail, search, a search nobody made
// before) and a signed-in student's own reads (the session's user, their applications).
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fmt, inBatches, line, ratio, signIn, WORK } from './common';
import { load, medianOf, round, type LoadResult } from './load';
import type { Manifest } from './manifest';
import { startBare, type Child } from './processes';
import { searchQueries } from './search';

type Request = { method: 'GET'; path: string; headers?: Record<string, string>; setupRequest?: (req: object) => object };

export interface Rounds {
  rounds: number;
  roundSeconds: number;
}

/** A run's requests: the same for every side, or made for each side (`side`: 0 the app, then the others in turn). */
type Requests = Request[] | ((side: number) => Request[]);

/**
 * Seconds of load on each side before a path's rounds, not counted: a path's first requests on a fresh server run its
 * code before the JIT has compiled it (a search nobody made before, on a server that had answered every other read from
 * its caches: about 400/s in its first second, 1,800/s from the fifth, 2026-11-28).
 */
const WARM_UP_SECONDS = 3;

/** Each named run on the app (and `withoutOperations`), alternated with bare Koa answering `answers`; figures per name. */
async function sideBySide(
  app: Child,
  answers: Record<string, { type: string; body: string }>,
  runs: Array<[string, Requests, number?]>,
  { rounds, roundSeconds }: Rounds,
  withoutOperations?: Child,
) {
  const file = join(WORK, `answers-${process.pid}.json`);
  writeFileSync(file, JSON.stringify(answers));
  const bare = await startBare(file);
  const out: Record<string, Record<string, unknown>> = {};
  try {
    for (const [name, requests, connections] of runs) {
      const appRounds: LoadResult[] = [];
      const bareRounds: LoadResult[] = [];
      const withoutRounds: LoadResult[] = [];
      // Each round starts with the next side (the first of a round tends to fare a few per cent worse on these machines).
      const sides: Array<[string, LoadResult[], Request[]]> = [[app.url, appRounds], ...(withoutOperations ? [[withoutOperations.url, withoutRounds] as [string, LoadResult[]]] : []), [bare.url, bareRounds]].map(
        ([url, list], side) => [url as string, list as LoadResult[], typeof requests === 'function' ? requests(side) : requests],
      );
      const at = connections ? { connections } : {};
      for (const [url, , sideRequests] of sides) await load({ url, requests: sideRequests, duration: WARM_UP_SECONDS, ...at });
      for (let round = 0; round < rounds; round++)
        for (let i = 0; i < sides.length; i++) {
          const [url, list, sideRequests] = sides[(round + i) % sides.length];
          list.push(await load({ url, requests: sideRequests, duration: roundSeconds, ...at }));
        }
      const onApp = medianOf(appRounds);
      const onBare = medianOf(bareRounds);
      const r = ratio(onApp, onBare);
      const spread = (list: LoadResult[]) => list.map((x) => x.rps).join('/');
      const errors = onApp.non2xx + onApp.errors ? `   non-2xx ${onApp.non2xx}, errors ${onApp.errors}` : '';
      line(`GET ${name} (${Math.round(onApp.bytesPerRequest / 1024)} KB)`, `${fmt(onApp)}   bare ${fmt(onBare)}   ${Math.round(r.throughput * 100)}% of bare, p99 ×${r.p99}   (rounds ${spread(appRounds)} vs ${spread(bareRounds)})${errors}`);
      const figures: Record<string, unknown> = { app: onApp, bare: onBare, ratio: r, rounds: { app: appRounds, bare: bareRounds } };
      if (withoutOperations) {
        const onWithout = medianOf(withoutRounds);
        const cost = round(1 - onApp.rps / onWithout.rps);
        line('  without request logs and metrics', `${fmt(onWithout)}   ${Math.round(ratio(onWithout, onBare).throughput * 100)}% of bare; logs and metrics cost ${Math.round(cost * 1000) / 10}% of throughput   (rounds ${spread(withoutRounds)})`);
        Object.assign(figures, { withoutOperations: onWithout, operationsCost: cost });
        (figures.rounds as Record<string, unknown>).withoutOperations = withoutRounds;
      }
      out[name] = figures;
    }
  } finally {
    await bare.stop();
    rmSync(file, { force: true });
  }
  return out;
}

/** The bytes the app answers for each path (with `cookie` when given), as the bare server will answer them. */
export async function answersOf(url: string, paths: string[], cookie?: string) {
  const answers: Record<string, { type: string; body: string }> = {};
  for (const path of paths) {
    const res = await fetch(url + path, cookie ? { headers: { cookie } } : undefined);
    if (!res.ok) throw new Error(`GET ${path} answered ${res.status}`);
    answers[path] = { type: res.headers.get('content-type') ?? 'application/json', body: Buffer.from(await res.arrayBuffer()).toString('base64') };
  }
  return answers;
}

/** The API path of a search, as the SPA asks for it. */
const searchPath = (f: { q: string; skills: string[]; location: string }) =>
  `/api/internships?q=${encodeURIComponent(f.q)}&skills=${encodeURIComponent(f.skills.join(','))}&location=${encodeURIComponent(f.location)}`;

/** How many at once a search nobody made before is measured at (DESIGN.md's and issue 35's goal: p99 < 50 ms at 16). */
export const NEW_SEARCH_CONNECTIONS = 16;

/**
 * Visitors' reads: the list, a detail, 20 searches, and "a search nobody made before": each request a search (words,
 * skills, place) not asked before in the run, so that no answer, page or count kept anywhere in the app can answer it,
 * at 16 at once. The bare server answers those with one of the 20 searches' bytes (`&v=<n>` picks which; the app
 * ignores it). With `withoutOperations`, also on the same app without request logs and metrics (their cost, same run).
 */
export async function reads(app: Child, manifest: Manifest, rounds: Rounds, withoutOperations?: Child) {
  const id = manifest.internshipIds[manifest.internshipIds.length - 1];
  const searches = searchQueries(20).map(searchPath);
  const paths = { list: ['/api/internships'], detail: [`/api/internships/${id}`], search: searches };
  const asked = new Set(searches);
  const fresh = [...new Set(searchQueries(80_000, 11).map(searchPath))].filter((path) => !asked.has(path));
  // Each side walks the searches from the first on its own: no server is asked one twice (unless a side makes them all).
  const made: number[] = [];
  const newSearch = (side: number): Request[] => {
    made[side] = 0;
    const path = () => fresh[made[side] % fresh.length];
    return [{ method: 'GET', path: searches[0], setupRequest: (req: object) => ({ ...req, path: `${path()}&v=${made[side]++ % searches.length}` }) }];
  };
  const runs: Array<[string, Requests, number?]> = [
    ...Object.entries(paths).map(([name, list]): [string, Request[]] => [name, list.map((path) => ({ method: 'GET', path }))]),
    [`search nobody made before, ${NEW_SEARCH_CONNECTIONS} at once`, newSearch, NEW_SEARCH_CONNECTIONS],
  ];
  const out = await sideBySide(app, await answersOf(app.url, Object.values(paths).flat()), runs, rounds, withoutOperations);
  out.searchUncached = { ...out[runs[3][0]], connections: NEW_SEARCH_CONNECTIONS, distinctSearches: fresh.length, searchesMadeOnTheApp: made[0] };
  line('  searches asked of the app', `${made[0].toLocaleString('en')}, warm-up included, of ${fresh.length.toLocaleString('en')} distinct: ${made[0] <= fresh.length ? 'none asked twice' : 'some asked again'}`);
  delete out[runs[3][0]];
  return out;
}

/**
 * A signed-in student's own reads, 64 students each with their session: GET /api/user (who is signed in) and GET
 * /api/applications (their applications, after applying), beside bare Koa answering one student's bytes.
 */
export async function signedInReads(app: Child, manifest: Manifest, rounds: Rounds) {
  const students = manifest.benchStudents.slice(0, 64);
  const cookies = await inBatches(students, 8, (s) => signIn(app.url, s.email, manifest.password));
  const paths = ['/api/user', '/api/applications'];
  const answers = await answersOf(app.url, paths, cookies[0]);
  let n = 0;
  const asStudents = (path: string): Request[] => [{ method: 'GET', path, setupRequest: (req: object) => ({ ...req, headers: { cookie: cookies[n++ % cookies.length] } }) }];
  const out = await sideBySide(app, answers, [
    ['/api/user, signed in', asStudents('/api/user')],
    ['/api/applications, a student', asStudents('/api/applications')],
  ], rounds);
  return { user: out['/api/user, signed in'], applications: out['/api/applications, a student'] };
}

