// Event versions and upcasting: the mechanism, and an event log written by the first version of the app (tests/fixtures)
// loading into today's read models.
import { copyFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { EVENT_SCHEMA_VERSIONS, upcastEvent } from '@domain/events';
import { upcasterFor } from '@domain/shared/upcasting';
import { createSqliteEventStore } from '@backend/events/sqlite/sqlite-event-store';
import type { RecordedEvent } from '@backend/events/event-store';
import { withoutBookkeeping } from '@backend/processors/projection';
import { VERIFY_FIRST } from '@domain/email-verification/decider';
import { openVerificationLink } from '../../helpers/email-verification';
import { startTestServer } from '../../helpers/server';
import { client } from '../../helpers/http';

const test = suite('event versions and upcasting');

const FIXTURE = resolve('tests/fixtures/v1-events.sqlite');
const V1_READ_MODELS = JSON.parse(readFileSync(resolve('tests/fixtures/v1-read-models.json'), 'utf8')) as Record<string, Array<Record<string, unknown>>>;

const recorded = (type: string, data: unknown, schemaVersion?: number): RecordedEvent => ({
  id: 'e-1',
  type,
  data,
  metadata: { actorId: 'a-1', actorRole: 'admin', correlationId: 'c', causationId: null, at: '2025-01-01T00:00:00.000Z', ...(schemaVersion ? { schemaVersion } : {}) },
  stream: 's',
  revision: 0,
  position: '0000000000000001',
});

/** A copy of the fixture log in a fresh data directory (the fixture itself is never written). */
function fixtureCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-v1-'));
  copyFileSync(FIXTURE, join(dir, 'events.sqlite'));
  return dir;
}

test('an event at an old version is lifted step by step to the current one; current events pass unchanged', () => {
  const up = upcasterFor({ Thing: 3 }, [
    { type: 'Thing', fromVersion: 1, up: (d) => ({ ...(d as object), b: 'two' }) },
    { type: 'Thing', fromVersion: 2, up: (d, e) => ({ ...(d as object), c: e.metadata.actorId }) },
  ]);
  const lifted = up(recorded('Thing', { a: 1 }));
  assert.equal(lifted.data, { a: 1, b: 'two', c: 'a-1' });
  assert.is(lifted.metadata.schemaVersion, 3);
  const current = recorded('Thing', { a: 1, b: 'x', c: 'y' }, 3);
  assert.is(up(current), current);
  assert.throws(() => upcasterFor({ Thing: 2 }, [])(recorded('Thing', {})), /No upcaster for Thing from version 1/);
});

test('every event type has a version; the application events are at version 3, postings at 4', () => {
  assert.is(EVENT_SCHEMA_VERSIONS.ApplicationSubmitted, 3);
  assert.is(EVENT_SCHEMA_VERSIONS.ApplicationStatusChanged, 3);
  assert.is(EVENT_SCHEMA_VERSIONS.ApplicationWithdrawn, 1);
  assert.is(EVENT_SCHEMA_VERSIONS.InternshipPosted, 4);
  assert.is(EVENT_SCHEMA_VERSIONS.UserRegistered, 1);
});

test('the v1 log reads back upcast: submissions gain companyId null, status changes the acting user from the envelope', async () => {
  const dir = fixtureCopy();
  const store = createSqliteEventStore(join(dir, 'events.sqlite'), { upcast: upcastEvent });
  try {
    const log = await store.readAll('', 10_000);
    assert.is(log.length, 58);
    const submitted = log.filter((e) => e.type === 'ApplicationSubmitted');
    const changed = log.filter((e) => e.type === 'ApplicationStatusChanged');
    assert.is(submitted.length, 2);
    assert.is(changed.length, 3);
    for (const e of submitted) {
      assert.is((e.data as { companyId: unknown }).companyId, null);
      // v3: no answers, availability or profile were sent then.
      assert.equal([(e.data as { answers: unknown }).answers, (e.data as { availability: unknown }).availability, (e.data as { profile: unknown }).profile], [[], null, null]);
      assert.is(e.metadata.schemaVersion, 3);
    }
    for (const e of changed) {
      assert.ok(e.metadata.actorId, 'the fixture recorded an actor');
      assert.is((e.data as { actorId: unknown }).actorId, e.metadata.actorId);
      assert.is((e.data as { note: unknown }).note, null);
      assert.is(e.metadata.schemaVersion, 3);
    }
    // v1 postings are lifted through v2 (no questions) and v3 (who it is for) to v4 (stipend and weeks read from the texts:
    // tests/backend/events/v1-search-data.int.spec.ts).
    for (const e of log.filter((x) => x.type === 'InternshipPosted')) {
      const d = e.data as Record<string, unknown>;
      assert.equal([d.questions, d.minAge, d.hoursPerWeek, d.schedule, d.category, e.metadata.schemaVersion], [[], 14, null, 'flexible', null, 4]);
      assert.ok('stipend' in d && 'durationWeeks' in d);
    }
    // readStream upcasts too.
    const stream = await store.readStream(changed[0].stream);
    assert.is((stream[1].data as { actorId: unknown }).actorId, changed[0].metadata.actorId);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test("the app started on the v1 log builds the same read models as v1 did, plus the new fields; new events are written at today's version", async () => {
  const dataDir = fixtureCopy();
  const srv = await startTestServer({ dataDir, config: { adminPassword: 'fixture-admin-pw', parentalConsent: 'off' } });
  try {
    const store = srv.backend.deps.readStore;
    const now = async (name: string) =>
      (await store.collection(name).find({})).map((d) => withoutBookkeeping(d) as unknown as Record<string, unknown>).sort((a, b) => (String(a.id) < String(b.id) ? -1 : 1));
    for (const name of ['favorites', 'blogPosts']) assert.equal(await now(name), V1_READ_MODELS[name], name);
    // The résumé fields, the postings' questions, the applications' answers and the decisions' notes are new: empty.
    assert.equal(await now('users'), V1_READ_MODELS.users.map((u) => ({ ...u, projects: [], achievements: [] })));
    // Who a posting is for (DESIGN.md §4.2): open from 14, flexible, no hours or category given. The search's data (DESIGN.md
    // §4.6) is checked posting by posting in v1-search-data.int.spec.ts.
    const searchData = ['stipend', 'durationWeeks', 'country', 'listed', 'stipendMonthlyUsd', 'deadlineOrder'];
    const withoutSearchData = (d: Record<string, unknown>) => Object.fromEntries(Object.entries(d).filter(([k]) => !searchData.includes(k)));
    assert.equal((await now('internships')).map(withoutSearchData), V1_READ_MODELS.internships.map((i) => ({ ...i, questions: [], minAge: 14, hoursPerWeek: null, schedule: 'flexible', category: null })));
    assert.equal(await now('applications'), V1_READ_MODELS.applications.map((a) => ({ ...a, companyId: null, answers: [], availability: null, profile: null })));
    const history = await now('applicationHistory');
    assert.equal(
      history.map((h) => ({ ...h, entries: (h.entries as Array<Record<string, unknown>>).map(({ actorId: _actorId, ...rest }) => rest) })),
      V1_READ_MODELS.applicationHistory.map((h) => ({ ...h, entries: (h.entries as Array<Record<string, unknown>>).map((e) => ({ ...e, note: null })) })),
    );

    // The fixture's student signs in with the password it was created with, and applies again: a v3 event.
    const student = client(srv.url);
    assert.is((await student.post('/api/login', { username: 'fixture.student@example.com', password: 'student-pw' })).status, 200);
    const internships = (await student.get<Array<{ id: string; companyId: string }>>('/api/internships')).body;
    const applied = V1_READ_MODELS.applications.map((a) => a.internshipId);
    const fresh = internships.find((i) => !applied.includes(i.id))!;
    // An account from before addresses were verified confirms its address once (DESIGN.md §4.5): asked, then by the link.
    const waiting = await student.post('/api/applications', { internshipId: fresh.id, coverLetter: 'My own letter.' });
    assert.is(waiting.status, 403);
    assert.is(waiting.body.message, VERIFY_FIRST);
    assert.is((await student.post('/api/user/verify-email/resend', {})).status, 202);
    await openVerificationLink(srv, 'fixture.student@example.com');
    assert.is((await student.post('/api/applications', { internshipId: fresh.id, coverLetter: 'My own letter.' })).status, 201);
    const [latest] = (await srv.backend.deps.events.readAll('', 10_000)).filter((e) => e.type === 'ApplicationSubmitted').slice(-1);
    assert.is(latest.metadata.schemaVersion, 3);
    assert.is((latest.data as { companyId: string }).companyId, fresh.companyId);
  } finally {
    await srv.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

test.run();
