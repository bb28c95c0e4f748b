// `npm run bench`: timings of the hot paths on the embedded stores (printed, never asserted): sign-up, sign-in, reads, apply, replay.
import { startTestServer } from '../tests/helpers/server';
import { client, studentBody, uniqueEmail } from '../tests/helpers/http';
import { createMemoryReadStore } from '../backend/projections/store/memory-read-store';
import { createProjectionRuntime } from '../backend/projections/runtime/projection-runtime';
import { projections } from '../backend/projections';

async function measure(label: string, total: number, concurrency: number, op: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        await op(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))].toFixed(1);
  console.log(`${label.padEnd(44)} ${String(total).padStart(5)} ops  ${(total / seconds).toFixed(0).padStart(6)} ops/s  p50 ${pct(50)} ms  p99 ${pct(99)} ms`);
}

const srv = await startTestServer({ config: { seedDemo: true } });
try {
  const students = Array.from({ length: 200 }, () => studentBody(uniqueEmail('bench')));
  await measure('POST /api/register (argon2id hash)', students.length, 8, (i) => client(srv.url).post('/api/register', students[i]));
  await measure('POST /api/login (argon2id verify)', 200, 8, (i) => client(srv.url).post('/api/login', { username: students[i].email, password: 'secret123' }));
  const anon = client(srv.url);
  await measure('GET /api/internships (all active)', 2000, 16, () => anon.get('/api/internships'));
  await measure('GET /api/internships?skills=&type=&q=', 2000, 16, () => anon.get('/api/internships?skills=Python,Design&type=remote&q=a'));
  const { body: internships } = await anon.get<{ id: string }[]>('/api/internships');
  await measure('GET /api/internships/:id', 2000, 16, (i) => anon.get(`/api/internships/${internships[i % internships.length].id}`));
  const signedIn = await Promise.all(
    students.slice(0, 100).map(async (s) => {
      const c = client(srv.url);
      await c.post('/api/login', { username: s.email, password: 'secret123' });
      return c;
    }),
  );
  await measure('POST /api/applications (command + projection)', 1000, 8, (i) =>
    signedIn[i % 100].post('/api/applications', { internshipId: internships[Math.floor(i / 100) % internships.length].id, coverLetter: 'Hi' }),
  );
  await measure('GET /api/applications (own, with titles)', 2000, 16, (i) => signedIn[i % 100].get('/api/applications'));
  await measure('GET /api/user', 2000, 16, (i) => signedIn[i % 100].get('/api/user'));

  // Rebuilding every read model from the log through the projection runtime, as `npm run replay` and every embedded start do.
  const runtime = createProjectionRuntime({ events: srv.backend.deps.events, store: createMemoryReadStore(), projections, log: () => undefined });
  const started = performance.now();
  await runtime.start();
  const seconds = (performance.now() - started) / 1000;
  const count = Math.max(...runtime.status().map((s) => s.eventsRead));
  await runtime.stop();
  console.log(`${'replay of the whole log into memory'.padEnd(44)} ${String(count).padStart(5)} events ${(count / seconds).toFixed(0).padStart(6)} events/s`);
} finally {
  await srv.close();
}
