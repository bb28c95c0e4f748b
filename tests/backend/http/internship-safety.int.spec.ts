// API tests of safety for minors (DESIGN.md §4.2) over real HTTP: who a posting is for (minAge, hoursPerWeek, schedule,
// category) and its refusals, no fees ever, the age gate on applying and in search, the categories, the old log's defaults.
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Internship } from '@domain/internships/types';
import { INTERNSHIP_CATEGORIES } from '@domain/internships/categories';
import { ASKS_FOR_MONEY } from '@domain/internships/fee-check';
import { TOO_MANY_HOURS_FOR_MINORS } from '@domain/internships/audience-rules';
import { CATEGORY_MESSAGE, HOURS_MESSAGE, MIN_AGE_MESSAGE, SCHEDULE_MESSAGE } from '@domain/internships/schemas';
import { startTestServer, type TestServer } from '../../helpers/server';
import { v1FixtureClock } from '../../helpers/v1-fixture-clock';
import { bornYearsAgo, client, studentBody } from '../../helpers/http';
import { approvedCompany } from '../../helpers/journey-fixtures';

type Client = ReturnType<typeof client>;
const api = suite<{ srv: TestServer }>('internship safety API');

const posting = (over: Record<string, unknown> = {}) => ({
  title: 'Design Intern',
  description: 'Make posters and social media posts for our school outreach.',
  requirements: 'A few drawings or designs you made.',
  location: 'Pune, India',
  duration: '8 weeks',
  salary: '₹3000 / month stipend',
  type: 'hybrid',
  skills: ['Design'],
  ...over,
});

async function signedInApprovedCompany(srv: TestServer): Promise<Client> {
  const { id } = await approvedCompany(srv);
  const email = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(id))!.email;
  const c = client(srv.url);
  assert.is((await c.post('/api/login', { username: email, password: 'secret123' })).status, 200);
  return c;
}

/** A signed-in student of this age (or of unknown age: no date of birth given). */
async function studentAged(srv: TestServer, age: number | null) {
  const c = client(srv.url);
  const body = { ...studentBody(), ...(age === null ? {} : { dateOfBirth: bornYearsAgo(age) }) };
  const res = await c.post('/api/register', body);
  assert.is(res.status, 201, res.text);
  return c;
}

api.before(async (ctx) => {
  // E-mail verification (another gate before applying) is off: these tests are about age and money.
  ctx.srv = await startTestServer({ config: { parentalConsent: 'off', emailVerification: 'off' } });
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

api('GET /api/internship-categories: id, name and hazardous for each, public and cacheable', async ({ srv }) => {
  const res = await client(srv.url).get<Array<{ id: string; name: string; hazardous: boolean }>>('/api/internship-categories');
  assert.is(res.status, 200);
  assert.match(res.headers.get('cache-control') ?? '', /public, max-age=\d+/);
  assert.equal(res.body, INTERNSHIP_CATEGORIES.map(({ id, name, hazardous }) => ({ id, name, hazardous })));
  assert.ok(res.body.length >= 15 && res.body.length <= 30);
  for (const id of ['software', 'design', 'marketing', 'content-writing', 'research', 'teaching', 'social-work', 'sales', 'finance', 'data', 'healthcare-assistant'])
    assert.is(res.body.find((c) => c.id === id)?.hazardous, false, id);
  for (const id of ['construction-site', 'chemicals', 'mining', 'machinery-operation', 'hospitality-kitchen']) assert.is(res.body.find((c) => c.id === id)?.hazardous, true, id);
});

api('a posting with who it is for: 201 with the fields; without them (SPEC.md clients) 14, flexible and none', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv); // a fresh one: refusals count towards the posting limit
  const full = await company.post<Internship>('/api/internships', posting({ minAge: 16, hoursPerWeek: 12, schedule: 'weekends', category: 'design' }));
  assert.is(full.status, 201, full.text);
  assert.equal([full.body.minAge, full.body.hoursPerWeek, full.body.schedule, full.body.category], [16, 12, 'weekends', 'design']);
  // The form sends text: numbers as strings are read as numbers.
  const asText = await company.post<Internship>('/api/internships', posting({ minAge: '15', hoursPerWeek: '8', schedule: 'after-school', category: 'software' }));
  assert.is(asText.status, 201, asText.text);
  assert.equal([asText.body.minAge, asText.body.hoursPerWeek], [15, 8]);
  const bare = await company.post<Internship>('/api/internships', posting());
  assert.is(bare.status, 201, bare.text);
  assert.equal([bare.body.minAge, bare.body.hoursPerWeek, bare.body.schedule, bare.body.category], [14, null, 'flexible', null]);
});

api('refusals with the field\'s message: ages outside 14–18, hours outside 1–40, unknown schedule or category', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv); // a fresh one: refusals count towards the posting limit
  const cases: Array<[Record<string, unknown>, string, string]> = [
    [{ minAge: 13 }, 'minAge', MIN_AGE_MESSAGE],
    [{ minAge: 19 }, 'minAge', MIN_AGE_MESSAGE],
    [{ minAge: 15.5 }, 'minAge', MIN_AGE_MESSAGE],
    [{ minAge: 'old' }, 'minAge', MIN_AGE_MESSAGE],
    [{ hoursPerWeek: 0 }, 'hoursPerWeek', HOURS_MESSAGE],
    [{ hoursPerWeek: 41 }, 'hoursPerWeek', HOURS_MESSAGE],
    [{ schedule: 'nights' }, 'schedule', SCHEDULE_MESSAGE],
    [{ category: 'astronaut' }, 'category', CATEGORY_MESSAGE],
  ];
  for (const [over, field, message] of cases) {
    const res = await company.post<{ errors: Record<string, string> }>('/api/internships', posting(over));
    assert.is(res.status, 400, JSON.stringify(over));
    assert.is(res.body.errors[field], message, JSON.stringify(over));
  }
});

api('under-18s never in hazardous work; hazardous work open to adults only is accepted', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv); // a fresh one: refusals count towards the posting limit
  for (const minAge of [14, 16, 17]) {
    const res = await company.post<{ message: string; errors: Record<string, string> }>('/api/internships', posting({ minAge, category: 'construction-site' }));
    assert.is(res.status, 400);
    assert.match(res.body.errors.category, /Construction site work is hazardous work that the law forbids for anyone under 18/);
  }
  // Without a minimum age the posting is open from 14: refused too.
  assert.is((await company.post('/api/internships', posting({ category: 'chemicals' }))).status, 400);
  const adults = await company.post<Internship>('/api/internships', posting({ minAge: 18, category: 'machinery-operation', hoursPerWeek: 30, schedule: 'weekends' }));
  assert.is(adults.status, 201, adults.text);
  // … and it cannot be opened to under-18s later.
  const opened = await company.patch<{ errors: Record<string, string> }>(`/api/internships/${adults.body.id}`, { minAge: 16 });
  assert.is(opened.status, 400);
  assert.ok(opened.body.errors.category);
});

api('under-18s work at most 20 hours a week except on a holidays schedule', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv); // a fresh one: refusals count towards the posting limit
  for (const schedule of ['after-school', 'weekends', 'flexible']) {
    const res = await company.post<{ errors: Record<string, string> }>('/api/internships', posting({ minAge: 16, hoursPerWeek: 21, schedule }));
    assert.is(res.status, 400, schedule);
    assert.is(res.body.errors.hoursPerWeek, TOO_MANY_HOURS_FOR_MINORS);
  }
  assert.is((await company.post('/api/internships', posting({ hoursPerWeek: 21 }))).status, 400, 'flexible by default');
  assert.is((await company.post('/api/internships', posting({ minAge: 16, hoursPerWeek: 20, schedule: 'weekends' }))).status, 201);
  const holidays = await company.post<Internship>('/api/internships', posting({ minAge: 14, hoursPerWeek: 35, schedule: 'holidays' }));
  assert.is(holidays.status, 201, holidays.text);
  assert.is((await company.post('/api/internships', posting({ minAge: 18, hoursPerWeek: 40, schedule: 'after-school' }))).status, 201);
  // An edit is checked with the posting's other fields: moving the 35 holiday hours to weekends is refused.
  const moved = await company.patch<{ errors: Record<string, string> }>(`/api/internships/${holidays.body.id}`, { schedule: 'weekends' });
  assert.is(moved.status, 400);
  assert.is(moved.body.errors.hoursPerWeek, TOO_MANY_HOURS_FOR_MINORS);
  const fine = await company.patch<Internship>(`/api/internships/${holidays.body.id}`, { schedule: 'weekends', hoursPerWeek: 10 });
  assert.is(fine.status, 200, fine.text);
  assert.equal([fine.body.schedule, fine.body.hoursPerWeek], ['weekends', 10]);
});

api('no fees: a posting asking students for money is refused on POST and PATCH; stipends and "no fee" are fine', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv); // a fresh one: refusals count towards the posting limit
  const asks: Array<Record<string, string>> = [
    { description: 'A registration fee of ₹500 is payable before joining.' },
    { requirements: 'Security deposit of Rs 1000 (refundable).' },
    { title: 'Certificate course intern (certificate fee ₹300)' },
    { description: 'पंजीकरण शुल्क ₹500 देना होगा।' },
    { description: 'Registration ke liye 500 dena hoga.' },
  ];
  for (const over of asks) {
    const res = await company.post<{ message: string; errors: Record<string, string> }>('/api/internships', posting(over));
    assert.is(res.status, 400, JSON.stringify(over));
    assert.is(res.body.message, ASKS_FOR_MONEY);
    assert.is(res.body.errors[Object.keys(over)[0]], ASKS_FOR_MONEY);
  }
  const fine = await company.post<Internship>('/api/internships', posting({ description: 'We pay ₹3000 a month. No registration fee, free of cost for students.' }));
  assert.is(fine.status, 201, fine.text);
  const edited = await company.patch<{ message: string; errors: Record<string, string> }>(`/api/internships/${fine.body.id}`, { requirements: 'Pay ₹500 to confirm your seat.' });
  assert.is(edited.status, 400);
  assert.is(edited.body.message, ASKS_FOR_MONEY);
  assert.is(edited.body.errors.requirements, ASKS_FOR_MONEY);
});

api('a student below minAge cannot apply (403 with the age); search hides what they are too young for', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv);
  const sixteen = await company.post<Internship>('/api/internships', posting({ title: 'Sixteen plus research intern', minAge: 16, hoursPerWeek: 6, schedule: 'weekends', category: 'research' }));
  const fourteen = await company.post<Internship>('/api/internships', posting({ title: 'Fourteen plus research intern', minAge: 14, hoursPerWeek: 6, schedule: 'weekends', category: 'research' }));
  assert.is(sixteen.status, 201);
  const q = '/api/internships?q=plus%20research';
  const young = await studentAged(srv, 15);
  const refused = await young.post<{ message: string }>('/api/applications', { internshipId: sixteen.body.id, coverLetter: 'I would love to help.' });
  assert.is(refused.status, 403);
  assert.is(refused.body.message, 'This internship is open to students aged 16 and above.');
  assert.is((await young.post('/api/applications', { internshipId: fourteen.body.id, coverLetter: 'I would love to help.' })).status, 201);
  const seenYoung = await young.get<Internship[]>(q);
  assert.equal(seenYoung.body.map((i) => i.title), ['Fourteen plus research intern']);
  assert.is(seenYoung.headers.get('x-total-count'), '1');

  const older = await studentAged(srv, 16);
  assert.equal((await older.get<Internship[]>(q)).body.map((i) => i.title), ['Fourteen plus research intern', 'Sixteen plus research intern']);
  assert.is((await older.post('/api/applications', { internshipId: sixteen.body.id, coverLetter: 'I would love to help.' })).status, 201);
  // Unknown age: read as 14 (the safe reading).
  const unknown = await studentAged(srv, null);
  assert.equal((await unknown.get<Internship[]>(q)).body.map((i) => i.title), ['Fourteen plus research intern']);
  assert.is((await unknown.post('/api/applications', { internshipId: sixteen.body.id, coverLetter: 'Hello.' })).status, 403);
  // Visitors, companies and the young student's own detail page still see the posting (it says who it is for).
  assert.is((await client(srv.url).get<Internship[]>(q)).body.length, 2);
  assert.is((await company.get<Internship[]>(q)).body.length, 2);
  const detail = await young.get<Internship>(`/api/internships/${sixteen.body.id}`);
  assert.equal([detail.status, detail.body.minAge], [200, 16]);
});

api('postings of the old log read as open from 14, flexible, with no hours or category', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ifh-v1-safety-'));
  copyFileSync(resolve('tests/fixtures/v1-events.sqlite'), join(dataDir, 'events.sqlite'));
  const srv = await startTestServer({ dataDir, clock: v1FixtureClock, config: { adminPassword: 'fixture-admin-pw', parentalConsent: 'off' } });
  try {
    const res = await client(srv.url).get<Internship[]>('/api/internships');
    assert.is(res.status, 200);
    assert.ok(res.body.length > 0);
    for (const i of res.body) assert.equal([i.minAge, i.schedule, i.hoursPerWeek, i.category], [14, 'flexible', null, null], i.title);
  } finally {
    await srv.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
});

api.run();
