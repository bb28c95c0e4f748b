// A filtered search (q + skills + location) over 100,000 internships in the embedded read model, timed in this process
// through the same query the route uses; the read model is built by the projection runtime from a log of postings. Beside
// it (measureSortedSearch), DESIGN.md §4.6's terms (a minimum monthly stipend in a currency, paid, weeks) sorted by stipend
// or deadline, with the unfiltered list, in memory, on disk (READ_MODELS=disk) and on PostgreSQL.
import { existsSync, rmSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { POPULAR_LOCATIONS, SKILLS, WORK_TYPES } from '@domain/internships/constants';
import { SCHEDULES } from '@domain/internships/audience';
import { searchAgeLimit } from '@domain/internships/audience-rules';
import { CONSENTS, type ConsentDoc } from '../backend/projections/consent/consents-projection';
import { ageLimitOf } from '../backend/queries/internships/age-limit-of';
import type { PublicUser } from '@domain/users/types';
import { upcastEvent } from '@domain/events';
import { createSqliteEventStore } from '../backend/events/sqlite/sqlite-event-store';
import { internshipsProjection } from '../backend/projections/internships/internships-projection';
import { createProjectionRuntime } from '../backend/processors/projection-runtime';
import { createMemoryReadStore } from '../backend/read-store/memory-read-store';
import { createSqliteReadStore } from '../backend/read-store/sqlite/sqlite-read-store';
import type { ReadStore } from '../backend/read-store/read-store';
import { CURRENCIES, type Stipend } from '@domain/internships/stipend';
import { durationText } from '@domain/internships/duration';
import { internshipFiltersSchema, internshipPageSchema } from '@domain/internships/schemas';
import { listInternshipsPage } from '../backend/queries/internships/list-internships';
import { createRandom } from './manifest';
import { round } from './load';

const WORDS = 'community outreach design marketing research data video editing social media content writing coding python javascript customer service sales photography events volunteers school reading health science robotics finance environment climate startup retail analytics teaching tutoring translation journalism podcast music art'.split(' ');

export interface SearchQuery {
  q: string;
  skills: string[];
  location: string;
}

export function searchQueries(count: number, seed = 7): SearchQuery[] {
  const rnd = createRandom(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  return Array.from({ length: count }, () => ({ q: pick(WORDS), skills: [pick(SKILLS), pick(SKILLS)], location: pick(POPULAR_LOCATIONS) }));
}

const MIN_AGE_SPREAD = [14, 14, 14, 14, 15, 16, 16, 17, 18, 18];
/** Typical monthly amounts of each currency (the bench's stipends are one of these times 1–4). */
const STIPEND_STEP: Record<(typeof CURRENCIES)[number], number> = { INR: 2000, BDT: 2500, PKR: 5000, LKR: 6000, USD: 50 };

/** A posting's terms as DESIGN.md §4.6 has them: most paid, some unpaid, some stating none; weeks 4–24 or unknown. */
function termsOf(rnd: () => number): { stipend: Stipend | null; durationWeeks: number | null; applicationDeadline: string | null } {
  const r = rnd();
  const currency = CURRENCIES[Math.floor(rnd() * CURRENCIES.length)];
  const stipend: Stipend | null =
    r < 0.15 ? null : r < 0.3 ? { unpaid: true } : { amount: STIPEND_STEP[currency] * (1 + Math.floor(rnd() * 4)), currency, period: rnd() < 0.85 ? 'month' : 'total' };
  const durationWeeks = rnd() < 0.1 ? null : 4 + Math.floor(rnd() * 21);
  const applicationDeadline = rnd() < 0.4 ? null : new Date(Date.parse('2026-01-01') + Math.floor(rnd() * 365) * 86_400_000).toISOString().slice(0, 10);
  return { stipend, durationWeeks, applicationDeadline };
}

async function writePostings(file: string, count: number) {
  const events = createSqliteEventStore(file);
  const rnd = createRandom(3);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const sentence = (n: number) => Array.from({ length: n }, () => pick(WORDS)).join(' ');
  let clock = Date.parse('2025-01-01T00:00:00.000Z');
  for (let i = 0; i < count; i += 250)
    await Promise.all(
      Array.from({ length: 250 }, () => {
        const internshipId = randomUUID();
        const at = new Date((clock += 1000)).toISOString();
        const terms = termsOf(rnd);
        return events.append(
          `internship-${internshipId}`,
          [{
            id: randomUUID(),
            type: 'InternshipPosted',
            data: {
              internshipId, companyId: 'bench-company', title: `${sentence(3)} intern`, description: sentence(40 + Math.floor(rnd() * 40)), requirements: sentence(15),
              location: `${pick(POPULAR_LOCATIONS)}, India`, duration: terms.durationWeeks ? durationText(terms.durationWeeks) : 'Summer', salary: null, type: pick(WORK_TYPES),
              skills: [...new Set([pick(SKILLS), pick(SKILLS), pick(SKILLS)])], applicationDeadline: terms.applicationDeadline, startDate: null, questions: [],
              // Who it is for (DESIGN.md §4.2): most postings open from 14, some from 15–18.
              minAge: pick(MIN_AGE_SPREAD), hoursPerWeek: 4 + Math.floor(rnd() * 16), schedule: pick(SCHEDULES), category: null,
              stipend: terms.stipend, durationWeeks: terms.durationWeeks, postedAt: at,
            },
            metadata: { actorId: 'bench-company', actorRole: 'company', correlationId: randomUUID(), causationId: null, at, schemaVersion: 4 },
          }],
          { expectedRevision: 'no_stream' },
        );
      }),
    );
  await events.close();
}

export async function measureSearch(file: string, internships = 100_000, queries = 2000) {
  if (!existsSync(file)) await writePostings(file, internships);
  const events = createSqliteEventStore(file, { upcast: upcastEvent });
  const store = createMemoryReadStore();
  const runtime = createProjectionRuntime({ events, store, projections: [internshipsProjection], log: () => undefined });
  await runtime.start();
  await runtime.stop();
  await events.close();
  const latencies: number[] = [];
  let found = 0;
  // Warm up first (the JIT, and the garbage of building the read model), as a running server is.
  for (const f of searchQueries(200, 99)) await listInternshipsPage(store, internshipFiltersSchema.parse({ q: f.q, skills: f.skills.join(','), location: f.location }), internshipPageSchema.parse({}));
  global.gc?.();
  const deadline = performance.now() + 30_000;
  for (const f of searchQueries(queries)) {
    if (performance.now() > deadline) break;
    const t = performance.now();
    // The first page (50) and the total count, as GET /api/internships answers.
    const filters = internshipFiltersSchema.parse({ q: f.q, skills: f.skills.join(','), location: f.location });
    const page = await listInternshipsPage(store, filters, internshipPageSchema.parse({}));
    latencies.push(performance.now() - t);
    found += page.total;
  }
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
  return { internships, queries: latencies.length, p50: pct(50), p99: pct(99), averageAnswer: Math.round(found / queries) };
}

/**
 * The age rule of a signed-in student's search (DESIGN.md §4.2: it must add under 10% to the p99): the same searches as
 * measureSearch, as a visitor (no age rule) and as a student of `age` (their date of birth read from the consents read
 * model, then only postings open to that age), in turn. Each search is timed in CPU time (this process's: what other
 * processes do on a shared machine does not count) as the median of `repeats` runs of each kind, so that hiccups do not land
 * in one kind's tail; the percentiles are over searches.
 */
export async function measureAgeRule(file: string, internships = 100_000, queries = 300, age = 15, repeats = 5) {
  if (!existsSync(file)) await writePostings(file, internships);
  const events = createSqliteEventStore(file, { upcast: upcastEvent });
  const store = createMemoryReadStore();
  const runtime = createProjectionRuntime({ events, store, projections: [internshipsProjection], log: () => undefined });
  await runtime.start();
  await runtime.stop();
  await events.close();
  const now = new Date();
  const born = `${now.getUTCFullYear() - age}-01-01`;
  await store.collection<ConsentDoc>(CONSENTS).upsert({ id: 'bench-student', dateOfBirth: born, status: 'notRequested', requestId: null, guardianEmail: null, sentAt: [], at: null, requestIds: [] });
  const student = { id: 'bench-student', role: 'student' } as PublicUser;
  const search = async (f: SearchQuery, signedIn: boolean) => {
    const ageLimit = signedIn ? await ageLimitOf(store, student, now) : null;
    const filters = internshipFiltersSchema.parse({ q: f.q, skills: f.skills.join(','), location: f.location });
    return listInternshipsPage(store, filters, internshipPageSchema.parse({}), ageLimit);
  };
  for (const f of searchQueries(200, 99)) {
    await search(f, false);
    await search(f, true);
  }
  global.gc?.();
  const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  const visitor: number[] = [];
  const signedIn: number[] = [];
  let [foundVisitor, foundStudent] = [0, 0];
  const deadline = performance.now() + 120_000;
  for (const f of searchQueries(queries)) {
    if (performance.now() > deadline) break;
    const times = { visitor: [] as number[], student: [] as number[] };
    for (let r = 0; r < repeats; r++)
      // Alternate which goes first, so that neither always finds the other's work in the caches.
      for (const signed of r % 2 ? [true, false] : [false, true]) {
        const t = process.cpuUsage();
        const page = await search(f, signed);
        const used = process.cpuUsage(t);
        (signed ? times.student : times.visitor).push((used.user + used.system) / 1000);
        if (r === 0 && signed) foundStudent += page.total;
        else if (r === 0) foundVisitor += page.total;
      }
    visitor.push(median(times.visitor));
    signedIn.push(median(times.student));
  }
  const pct = (xs: number[], p: number) => {
    const sorted = [...xs].sort((a, b) => a - b);
    return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
  };
  const result = {
    internships,
    queries: visitor.length,
    ageLimit: searchAgeLimit(age),
    visitor: { p50: pct(visitor, 50), p99: pct(visitor, 99), averageAnswer: Math.round(foundVisitor / visitor.length) },
    student: { p50: pct(signedIn, 50), p99: pct(signedIn, 99), averageAnswer: Math.round(foundStudent / signedIn.length) },
  };
  return { ...result, addedP99: round(result.student.p99 / result.visitor.p99 - 1) };
}

/** The searches of DESIGN.md §4.6 the bench times, beside the unfiltered list (each a query string of GET /api/internships). */
export function sortedSearchQueries(count: number, seed = 11): Array<{ kind: string; query: Record<string, string> }> {
  const rnd = createRandom(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  const kinds: Array<[string, () => Record<string, string>]> = [
    ['unfiltered', () => ({})],
    ['stipend', () => {
      // A minimum in rupees or, for a third of the searches, in dollars.
      const inr = pick([2000, 4000, 6000, 8000, 10_000]);
      const usd = rnd() < 1 / 3;
      return { minStipend: String(usd ? Math.round(inr / 90) : inr), currency: usd ? 'USD' : 'INR', paid: 'true', maxWeeks: String(pick([8, 12, 16])), sort: 'stipend' };
    }],
    ['deadline', () => ({ minStipend: String(pick([1000, 3000, 5000])), paid: 'true', maxWeeks: String(pick([8, 12, 16])), sort: 'deadline' })],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [kind, make] = kinds[i % kinds.length];
    const query = make();
    // Half the sorted searches go on to their second page, as a reader scrolling does.
    return { kind: kind === 'unfiltered' ? kind : `${kind}${rnd() < 0.5 ? '' : ', page 2'}`, query };
  });
}

/** The read model of the postings in `store`, built by the projection runtime from the log. */
async function buildInto(file: string, store: ReadStore) {
  const events = createSqliteEventStore(file, { upcast: upcastEvent });
  const runtime = createProjectionRuntime({ events, store, projections: [internshipsProjection], log: () => undefined });
  await runtime.start();
  await runtime.stop();
  await events.close();
  await store.indexesMade?.();
}

export interface SortedSearchFigures {
  store: string;
  internships: number;
  /**
   * Per kind of search: p50 and p99 in ms (wall clock), the same of this process's CPU time (what other processes on a
   * shared machine do not add to), average matches.
   */
  kinds: Record<string, { queries: number; p50: number; p99: number; cpuP50: number; cpuP99: number; averageAnswer: number }>;
}

/**
 * DESIGN.md §4.6's searches (minimum monthly stipend in INR or USD, paid, at most N weeks; sorted by stipend or deadline;
 * first pages and second ones through the cursor) beside the unfiltered list, in one run, on the given store: a page of 50
 * and its total count, as GET /api/internships answers. `store`: 'memory', 'disk' (a fresh read-models file under
 * `dir`), or a PostgreSQL read store made by `postgres()`.
 */
export async function measureSortedSearch(file: string, kind: 'memory' | 'disk' | { name: string; make: () => Promise<ReadStore> }, dir: string, internships = 100_000, queries = 600) {
  if (!existsSync(file)) await writePostings(file, internships);
  const diskFile = `${dir}/read-models-search-${randomUUID()}.sqlite`;
  const store = kind === 'memory' ? createMemoryReadStore() : kind === 'disk' ? createSqliteReadStore(diskFile) : await kind.make();
  const name = typeof kind === 'string' ? kind : kind.name;
  try {
    await buildInto(file, store);
    const search = async (q: { kind: string; query: Record<string, string> }) => {
      const filters = internshipFiltersSchema.parse(q.query);
      const first = await listInternshipsPage(store, filters, internshipPageSchema.parse({}));
      if (!q.kind.endsWith('page 2') || !first.next) return first;
      return listInternshipsPage(store, filters, internshipPageSchema.parse({ cursor: first.next }));
    };
    for (const q of sortedSearchQueries(60, 99)) await search(q);
    global.gc?.();
    // The collection's sweeping goes on in V8's helper threads after gc() returns: it is let finish before the clock
    // starts, or it lands (as process CPU time and as a core taken) in the first searches timed (120–200 ms of CPU in one).
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const times = new Map<string, { ms: number[]; cpu: number[]; found: number }>();
    const deadline = performance.now() + 60_000;
    for (const q of sortedSearchQueries(queries)) {
      if (performance.now() > deadline) break;
      const t = performance.now();
      const cpu = process.cpuUsage();
      const page = await search(q);
      const used = process.cpuUsage(cpu);
      const ms = performance.now() - t;
      const entry = times.get(q.kind) ?? { ms: [], cpu: [], found: 0 };
      entry.ms.push(ms);
      entry.cpu.push((used.user + used.system) / 1000);
      entry.found += page.total;
      times.set(q.kind, entry);
    }
    const kinds: SortedSearchFigures['kinds'] = {};
    const pct = (xs: number[], p: number) => round(xs[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))]);
    for (const [k, { ms, cpu, found }] of [...times].sort(([a], [b]) => (a < b ? -1 : 1))) {
      ms.sort((a, b) => a - b);
      cpu.sort((a, b) => a - b);
      kinds[k] = { queries: ms.length, p50: pct(ms, 50), p99: pct(ms, 99), cpuP50: pct(cpu, 50), cpuP99: pct(cpu, 99), averageAnswer: Math.round(found / ms.length) };
    }
    return { store: name, internships, kinds } satisfies SortedSearchFigures;
  } finally {
    await store.close();
    if (kind === 'disk') for (const suffix of ['', '-wal', '-shm']) rmSync(`${diskFile}${suffix}`, { force: true });
  }
}
