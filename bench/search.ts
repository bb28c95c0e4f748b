// A filtered search (q + skills + location) over 100,000 internships in the embedded read model, timed in this process
// through the same query the route uses; the read model is built by the projection runtime from a log of postings.
import { existsSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { POPULAR_LOCATIONS, SKILLS, WORK_TYPES } from '@domain/internships/constants';
import { upcastEvent } from '@domain/events';
import { createSqliteEventStore } from '../backend/events/sqlite/sqlite-event-store';
import { internshipsProjection } from '../backend/projections/internships/internships-projection';
import { createProjectionRuntime } from '../backend/processors/projection-runtime';
import { createMemoryReadStore } from '../backend/read-store/memory-read-store';
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
        return events.append(
          `internship-${internshipId}`,
          [{
            id: randomUUID(),
            type: 'InternshipPosted',
            data: {
              internshipId, companyId: 'bench-company', title: `${sentence(3)} intern`, description: sentence(40 + Math.floor(rnd() * 40)), requirements: sentence(15),
              location: `${pick(POPULAR_LOCATIONS)}, India`, duration: '8 weeks', salary: null, type: pick(WORK_TYPES),
              skills: [...new Set([pick(SKILLS), pick(SKILLS), pick(SKILLS)])], applicationDeadline: null, startDate: null, postedAt: at,
            },
            metadata: { actorId: 'bench-company', actorRole: 'company', correlationId: randomUUID(), causationId: null, at, schemaVersion: 1 },
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
