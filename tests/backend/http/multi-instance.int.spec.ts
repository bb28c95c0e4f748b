// Three app instances (separate processes) on one PostgreSQL: concurrent sign-ups, applications and favourites spread
// over all three, the instance running the projections killed with SIGKILL mid-load. No acknowledged write is lost, the
// projections move to a survivor, a read on one instance right after a write on another sees it, and the shared read
// models equal a rebuild from the log.
import pg from 'pg';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { configFromEnv } from '@backend/config';
import { openEventStore } from '@backend/stores';
import { projections } from '@backend/projections';
import { allReactors } from '@backend/reactors';
import { createProjectionRuntime, type ProjectionState } from '@backend/processors/projection-runtime';
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import { tableName } from '@backend/read-store/postgres/postgres-read-store';
import { LOCK_NAMESPACE, advisoryKey } from '@backend/postgres/connection';
import { allClockJobs } from '@backend/jobs';
import { clockJobKey } from '@backend/processors/clock-jobs';
import { client, studentBody, uniqueEmail, ADULT_STUDENT_BORN } from '../../helpers/http';
import { withoutLive } from '../../helpers/recorded-events';
import { requirePostgres } from '../../helpers/postgres';
import { startServerProcess, type ServerProcess } from '../../helpers/server-process';

const ADMIN_PASSWORD = 'admin-pass-multi';
/** One lease per projection and per reactor (the registry's list; its dependencies are not used to count them). */
const LEASES = projections.length + allReactors({} as never).length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A request to any instance with a session cookie obtained from another (no SESSION_KEYS: the instances share the key the first one generated into the database). */
async function call(url: string, method: string, path: string, cookie: string, body?: unknown) {
  const res = await fetch(url + path, {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as unknown) : undefined };
}

/** Which server process holds how many leases (projections and reactors) (the lease connection names its process). */
/** The lease keys of the clock jobs (backend/jobs/): held only while a job runs, on any instance, so not counted as runners. */
async function clockJobLeaseKeys(db: pg.Client): Promise<number[]> {
  const { rows } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
  return allClockJobs({} as never).map((job) => advisoryKey(`${rows[0].schema}:${clockJobKey(job.name)}`));
}

/** Per instance (by pid), how many leases it holds: `clockJobs` says whether the clock jobs' leases are counted, or only they. */
async function leaseHolders(db: pg.Client, clockJobs: 'without' | 'only' = 'without'): Promise<Map<number, number>> {
  const { rows } = await db.query<{ name: string; n: number }>(
    `SELECT a.application_name AS name, count(*)::int AS n FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
     WHERE l.locktype = 'advisory' AND l.granted AND l.classid = $1 AND (l.objid::bigint = ANY($2::bigint[])) = $3 GROUP BY 1`,
    [LOCK_NAMESPACE.lease, await clockJobLeaseKeys(db), clockJobs === 'only'],
  );
  return new Map(rows.map((r) => [Number(/pid (\d+)/.exec(r.name)?.[1]), r.n]));
}

requirePostgres('several instances on one PostgreSQL', (cluster) => {
  const test = suite('several instances on one PostgreSQL');

  test('three instances, concurrent writes over all three, the projection runner killed -9 mid-load: nothing lost, read-your-writes across instances', async () => {
    const url = await (await cluster()).createDatabase('multi');
    const dirs: string[] = [];
    const env = () => {
      const dir = mkdtempSync(join(tmpdir(), 'ifh-multi-'));
      dirs.push(dir);
      // The per-address request limit is shared by the instances now (and every worker comes from 127.0.0.1): lifted, as
      // in the in-process test servers, so that it measures the store and not the limit. E-mail verification is off: the
      // workers apply at once after signing up (the step has tests of its own), so that the load is the store's.
      return { DATABASE_URL: url, DATA_DIR: dir, ADMIN_PASSWORD, SEED_DEMO: 'true', RATE_LIMIT_PER_MINUTE: '100000', EMAIL_VERIFICATION: 'off' };
    };
    // Started at the same moment on an empty database: one seeds, the others wait for it.
    const servers: ServerProcess[] = await Promise.all([env(), env(), env()].map((e) => startServerProcess(e)));
    const db = new pg.Client({ connectionString: url });
    await db.connect();
    try {
      const alive = new Set(servers);
      const pick = (i: number) => [...alive][i % alive.size];
      const { body: internships } = await client(servers[0].url).get<{ id: string }[]>('/api/internships');
      assert.ok(internships.length >= 5, 'the demo internships were seeded once and are served');

      const holders = await leaseHolders(db);
      const [leaderPid, leaderLeases] = [...holders].sort((a, b) => b[1] - a[1])[0];
      const leader = servers.find((s) => s.child.pid === leaderPid)!;
      assert.ok(leader, `the lease holder ${leaderPid} is one of the instances`);
      assert.is(
        [...holders.values()].reduce((a, b) => a + b, 0),
        LEASES,
        'every projection and reactor has exactly one runner',
      );
      // A clock job holds its lease only while it runs (the first runs happen at start): none is held for good.
      const settled = Date.now() + 20_000;
      while ((await leaseHolders(db, 'only')).size > 0 && Date.now() < settled) await sleep(200);
      assert.is((await leaseHolders(db, 'only')).size, 0, 'no clock job keeps its lease after its run');

      const accounts: Array<{ email: string; id: string }> = [];
      const applications: Array<{ id: string; cookie: string; email: string }> = [];
      const favourites: Array<{ internshipId: string; cookie: string }> = [];
      const stale: string[] = [];
      let stop = false;
      let n = 0;
      // Each worker: sign up on one instance, sign in on the next, apply and save a favourite on the next, and read both
      // back at once on yet another instance. A request to the killed instance fails; the worker moves on to a live one.
      const worker = async (w: number) => {
        while (!stop) {
          const i = n++;
          try {
            const body = { ...studentBody(uniqueEmail(`multi${w}`)), dateOfBirth: ADULT_STUDENT_BORN }; // an adult: applying needs no consent
            const signUp = await client(pick(i).url).post('/api/register', body);
            if (signUp.status !== 201) continue;
            accounts.push({ email: body.email, id: signUp.body.id });
            const signIn = pick(i + 1);
            const session = client(signIn.url);
            const login = await session.post('/api/login', { username: body.email, password: 'secret123' });
            if (login.status !== 200) {
              if (alive.has(signIn)) stale.push(`${body.email}: sign-in answered ${login.status} on ${signIn.url}`);
              continue;
            }
            const cookie = session.cookieHeader();
            const internshipId = internships[i % internships.length].id;
            const writer = pick(i + 2);
            const applied = await call(writer.url, 'POST', '/api/applications', cookie, { internshipId, coverLetter: `from worker ${w}` });
            if (applied.status !== 201) continue;
            applications.push({ id: (applied.body as { id: string }).id, cookie, email: body.email });
            // 202 is acknowledged too (saved, shown a little later): it counts for 'nothing lost', not for read-your-writes.
            const saved = await call(writer.url, 'POST', '/api/favorites', cookie, { internshipId });
            if (saved.status === 201 || saved.status === 202) favourites.push({ internshipId, cookie });
            if (saved.status !== 201) continue;
            const reader = [...alive].find((s) => s !== writer) ?? writer;
            const mine = await call(reader.url, 'GET', '/api/applications', cookie);
            const favs = await call(reader.url, 'GET', '/api/favorites', cookie);
            const seen = mine.status === 200 && (mine.body as { id: string }[]).some((a) => a.id === (applied.body as { id: string }).id);
            const favSeen = favs.status === 200 && JSON.stringify(favs.body).includes(internshipId);
            if (alive.has(reader) && (!seen || !favSeen))
              stale.push(`${body.email}: application ${seen}, favourite ${favSeen} on ${reader.url}`);
          } catch {
            await sleep(20); // an instance died under this request: not acknowledged, try again elsewhere
          }
        }
      };
      const workers = Array.from({ length: 6 }, (_, w) => worker(w));
      // Load until a few applications are acknowledged (however slow the machine), kill, and load as long again.
      const until = async (check: () => boolean) => {
        for (const end = Date.now() + 90_000; !check() && Date.now() < end; ) await sleep(50);
      };
      await until(() => applications.length >= 8);
      const acknowledgedBeforeKill = applications.length;
      alive.delete(leader);
      leader.child.kill('SIGKILL');
      await until(() => applications.length >= acknowledgedBeforeKill + 8);
      stop = true;
      await Promise.all(workers);
      console.log(
        `  multi-instance: ${accounts.length} sign-ups, ${applications.length} applications (${acknowledgedBeforeKill} before the kill), ${favourites.length} favourites acknowledged; the killed instance held ${leaderLeases} of ${LEASES} leases`,
      );
      assert.ok(acknowledgedBeforeKill >= 3, `only ${acknowledgedBeforeKill} applications before the kill`);
      assert.ok(applications.length > acknowledgedBeforeKill, 'writes went on after the kill');
      assert.equal(stale, [], 'a read on another instance right after a write saw it');

      // The leases moved: every projection and reactor runs in exactly one survivor.
      const after = await leaseHolders(db);
      assert.ok(!after.has(leaderPid), 'the killed instance holds nothing');
      assert.is(
        [...after.values()].reduce((a, b) => a + b, 0),
        LEASES,
        `leases after the kill: ${JSON.stringify([...after])}`,
      );

      // No acknowledged write is lost, as every survivor answers.
      for (const s of alive) {
        for (const a of applications) {
          const mine = await call(s.url, 'GET', '/api/applications', a.cookie);
          assert.ok(
            (mine.body as { id: string }[]).some((x) => x.id === a.id),
            `application ${a.id} of ${a.email} on ${s.url}`,
          );
        }
        for (const f of favourites) {
          const favs = await call(s.url, 'GET', '/api/favorites', f.cookie);
          assert.ok(JSON.stringify(favs.body).includes(f.internshipId), `favourite on ${s.url}`);
        }
      }
      // The log as the app reads it: personal fields opened with the shared data keys, then upcast.
      const events = await openEventStore({ ...configFromEnv({}), databaseUrl: url, dataDir: dirs[0] });
      try {
        const users = new Set((await db.query<{ id: string }>(`SELECT id FROM ${await physical(db, 'users')}`)).rows.map((r) => r.id));
        for (const a of accounts) assert.ok(users.has(a.id), `account ${a.email} is in the users read model`);

        // The shared read models equal a rebuild from the log (documents with their bookkeeping), once the log is still:
        // every projection and every reactor at its head (a reactor catching up after the kill still appends, e.g. an
        // e-mail queued for an application, and a rebuild would read those events while the read models had not yet).
        // The e-mail sender keeps writing after the load (a send the kill interrupted is retried a minute later), so a
        // comparison counts only when the head did not move while it ran; a moved head means trying again.
        const settle = async () => {
          let head = await events.headPosition();
          for (let i = 0; i < 200; i++) {
            const projectionsAt = (await db.query<{ doc: ProjectionState }>(`SELECT doc FROM "rm__projections"`)).rows.map((r) => r.doc.checkpoint);
            const reactorsAt = (await db.query<{ doc: { position: string } }>(`SELECT doc FROM ${pg.escapeIdentifier(tableName('_checkpoints'))}`)).rows.map((r) => r.doc.position);
            const now = await events.headPosition();
            if (now === head && [...projectionsAt, ...reactorsAt].every((p) => p === head)) break;
            head = now;
            await sleep(50);
          }
          return head;
        };
        const byId = (docs: { id: string }[]) => JSON.parse(JSON.stringify([...docs].sort((x, y) => (x.id < y.id ? -1 : 1)))) as unknown;
        for (let attempt = 1; ; attempt++) {
          const head = await settle();
          // Rebuilt the way a shared store takes batches (documents read out and written back, with their positions).
          const rebuilt = withoutLive(createMemoryReadStore());
          const runtime = createProjectionRuntime({ events, store: rebuilt, projections, log: () => undefined });
          await runtime.start();
          await runtime.stop();
          const compared: Array<{ name: string; stored: unknown; expected: unknown }> = [];
          for (const p of projections) {
            // A read model nothing was ever written to has no table yet (the store reads it as empty, as MongoDB does).
            const table = await physical(db, p.name);
            const exists = (await db.query<{ t: string | null }>('SELECT to_regclass($1) AS t', [table])).rows[0].t !== null;
            const stored = exists ? (await db.query<{ doc: { id: string } }>(`SELECT doc FROM ${table}`)).rows.map((r) => r.doc) : [];
            compared.push({ name: p.name, stored: byId(stored), expected: byId(await rebuilt.collection(p.name).find({})) });
          }
          const moved = (await events.headPosition()) !== head;
          if (moved && attempt < 5) continue;
          for (const c of compared) assert.equal(c.stored, c.expected, `read model ${c.name} equals a rebuild`);
          break;
        }
      } finally {
        await events.close();
      }
    } finally {
      await db.end();
      await Promise.all(servers.map((s) => s.stop()));
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
  });

  test.run();
});

/** The table that holds a read model now (the collection named in its stored state). */
async function physical(db: pg.Client, name: string): Promise<string> {
  const { rows } = await db.query<{ doc: ProjectionState }>(`SELECT doc FROM "rm__projections" WHERE id = $1`, [name]);
  return pg.escapeIdentifier(tableName(rows[0].doc.collection));
}
