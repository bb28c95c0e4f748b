// API tests of the search of DESIGN.md §4.6 over real HTTP: postings state stipend and weeks as data (the texts made from
// them, or the data read from the texts); GET /api/internships filters by monthly stipend across currencies, paid, weeks,
// hours, schedule and country, sorts by newest, stipend or deadline with cursor paging, and answers 400 to bad values.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Internship } from '@domain/internships/types';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client } from '../../helpers/http';
import { approvedCompany } from '../../helpers/journey-fixtures';

type Ctx = { srv: TestServer; company: ReturnType<typeof client>; ids: Record<string, string> };
const api = suite<Ctx>('internships API: search by stipend, weeks, hours, schedule, country; sorted');

const base = { description: 'Real work with a mentor.', requirements: '', type: 'onsite', minAge: 16 };
/** Six postings: ₹, ৳, PKR and $ stipends, an unpaid one and one stating none (and no weeks). */
const POSTINGS: Record<string, Record<string, unknown>> = {
  rupee: { title: 'Rupee', location: 'Delhi, India', stipend: { amount: 6000, currency: 'INR', period: 'month' }, durationWeeks: 8, hoursPerWeek: 10, schedule: 'after-school', applicationDeadline: '2099-03-01' },
  taka: { title: 'Taka', location: 'Dhaka, Bangladesh', stipend: { amount: 8000, currency: 'BDT', period: 'month' }, durationWeeks: 12, hoursPerWeek: 20, schedule: 'weekends', applicationDeadline: '2099-01-15' },
  pkr: { title: 'Pkr', location: 'Karachi, Pakistan', stipend: { amount: 15000, currency: 'PKR', period: 'month' }, durationWeeks: 8, hoursPerWeek: 15, schedule: 'flexible' },
  dollar: { title: 'Dollar', location: 'Colombo, Sri Lanka', stipend: { amount: 250, currency: 'USD', period: 'total' }, durationWeeks: 8, hoursPerWeek: 8, schedule: 'holidays', applicationDeadline: '2099-02-01' },
  unpaid: { title: 'Unpaid', location: 'Remote', stipend: { unpaid: true }, durationWeeks: 4, schedule: 'flexible' },
  unstated: { title: 'Unstated', location: 'Mumbai, India', duration: 'Summer', schedule: 'flexible' },
};

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
  const { id } = await approvedCompany(ctx.srv);
  const email = (await ctx.srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(id))!.email;
  ctx.company = client(ctx.srv.url);
  assert.is((await ctx.company.post('/api/login', { username: email, password: 'secret123' })).status, 200);
  ctx.ids = {};
  for (const [key, posting] of Object.entries(POSTINGS)) {
    const res = await ctx.company.post<Internship>('/api/internships', { ...base, ...posting });
    assert.is(res.status, 201, res.text);
    ctx.ids[key] = res.body.id;
  }
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

const titles = async (srv: TestServer, query: string) => {
  const res = await client(srv.url).get<Internship[]>(`/api/internships?${query}`);
  assert.is(res.status, 200, `${query}: ${res.text}`);
  return res.body.map((i) => i.title);
};
const sameSet = (a: string[], b: string[]) => assert.equal([...a].sort(), [...b].sort());

api('a posting with data gets its texts made from them; the answer shows the data and the country', async ({ srv, ids }) => {
  const rupee = (await client(srv.url).get<Internship>(`/api/internships/${ids.rupee}`)).body;
  assert.equal([rupee.salary, rupee.duration, rupee.stipend, rupee.durationWeeks, rupee.country], ['₹6,000 / month', '8 weeks', { amount: 6000, currency: 'INR', period: 'month' }, 8, 'IN']);
  const dollar = (await client(srv.url).get<Internship>(`/api/internships/${ids.dollar}`)).body;
  assert.equal([dollar.salary, dollar.country], ['$250 total', 'LK']);
  const unpaid = (await client(srv.url).get<Internship>(`/api/internships/${ids.unpaid}`)).body;
  assert.equal([unpaid.salary, unpaid.duration, unpaid.country], ['Unpaid', '4 weeks', null]);
  const unstated = (await client(srv.url).get<Internship>(`/api/internships/${ids.unstated}`)).body;
  assert.equal([unstated.salary, unstated.stipend, unstated.duration, unstated.durationWeeks], [null, null, 'Summer', null]);
  for (const i of [rupee, dollar, unpaid, unstated]) assert.not.ok('stipendMonthlyUsd' in i || 'listed' in i || 'deadlineOrder' in i);
});

api('SPEC.md’s clients send texts only: the data is read from them; edits keep text and data together', async ({ company }) => {
  const posted = await company.post<Internship>('/api/internships', { ...base, title: 'Texts', location: 'Lahore', duration: '3 months', salary: 'Rs 20,000 / month' });
  assert.is(posted.status, 201, posted.text);
  assert.equal([posted.body.stipend, posted.body.durationWeeks, posted.body.country], [{ amount: 20000, currency: 'PKR', period: 'month' }, 13, 'PK']);
  const id = posted.body.id;
  const byData = await company.patch<Internship>(`/api/internships/${id}`, { stipend: { amount: 5000, currency: 'PKR', period: 'week' }, durationWeeks: 10 });
  assert.is(byData.status, 200, byData.text);
  assert.equal([byData.body.salary, byData.body.duration], ['PKR 5,000 / week', '10 weeks']);
  const byText = await company.patch<Internship>(`/api/internships/${id}`, { salary: '₨30,000 / month', duration: '6 weeks' });
  assert.equal([byText.body.stipend, byText.body.durationWeeks], [{ amount: 30000, currency: 'PKR', period: 'month' }, 6]);
  const cleared = await company.patch<Internship>(`/api/internships/${id}`, { stipend: null });
  assert.equal([cleared.body.stipend, cleared.body.salary], [null, null]);
  assert.is((await company.patch(`/api/internships/${id}`, { isActive: false })).status, 200);
});

api('POST and PATCH refuse bad stipends and weeks with their messages; a posting states a duration', async ({ company, ids }) => {
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ stipend: { amount: 0, currency: 'INR', period: 'month' } }, 'Stipend amount must be a positive number'],
    [{ stipend: { amount: 100, currency: 'EUR', period: 'month' } }, 'Please choose a currency'],
    [{ stipend: { amount: 100, currency: 'INR' } }, 'Please choose a stipend period'],
    [{ durationWeeks: 0 }, 'Duration must be a whole number of weeks from 1 to 52'],
    [{ durationWeeks: 53 }, 'Duration must be a whole number of weeks from 1 to 52'],
  ];
  for (const [body, message] of cases) {
    const res = await company.post('/api/internships', { ...base, title: 'Bad', location: 'Delhi', duration: '8 weeks', ...body });
    assert.is(res.status, 400, JSON.stringify(body));
    assert.is(res.body.message, message);
    const patched = await company.patch(`/api/internships/${ids.rupee}`, body);
    assert.is(patched.status, 400);
    assert.is(patched.body.message, message);
  }
  const none = await company.post('/api/internships', { ...base, title: 'No length', location: 'Delhi' });
  assert.is(none.status, 400);
  assert.is(none.body.message, 'Duration is required');
  assert.is(none.body.errors.duration, 'Duration is required');
});

api('minStipend compares a month’s stipend across currencies: a ₹ and a ৳ posting, in INR and in USD', async ({ srv }) => {
  // ₹6,000 ≈ $67.6; ৳8,000 ≈ $65.5 ≈ ₹5,812; PKR 15,000 ≈ $53.3; $250 over 8 weeks ≈ $135.4 a month.
  sameSet(await titles(srv, 'minStipend=5900'), ['Rupee', 'Dollar']);
  sameSet(await titles(srv, 'minStipend=5800&currency=INR'), ['Rupee', 'Taka', 'Dollar']);
  sameSet(await titles(srv, 'minStipend=66&currency=USD'), ['Rupee', 'Dollar']);
  sameSet(await titles(srv, 'minStipend=65&currency=usd'), ['Rupee', 'Taka', 'Dollar']);
  sameSet(await titles(srv, 'minStipend=8000&currency=BDT'), ['Rupee', 'Taka', 'Dollar']);
  sameSet(await titles(srv, 'minStipend=6000'), ['Rupee', 'Dollar']);
  sameSet(await titles(srv, 'minStipend=15000&currency=PKR'), ['Rupee', 'Taka', 'Pkr', 'Dollar']);
  // A posting stating no stipend never matches a minimum above 0; 0 is no filter.
  sameSet(await titles(srv, 'minStipend=1'), ['Rupee', 'Taka', 'Pkr', 'Dollar']);
  assert.is((await titles(srv, 'minStipend=0')).length, 6);
  const res = await client(srv.url).get('/api/internships?minStipend=5900');
  assert.is(res.headers.get('x-total-count'), '2');
});

api('maxStipend (SPEC.md’s salary maximum) bounds a month’s stipend in the same currency terms; unpaid postings are within any maximum', async ({ srv }) => {
  sameSet(await titles(srv, 'maxStipend=6000'), ['Rupee', 'Taka', 'Pkr', 'Unpaid']);
  sameSet(await titles(srv, 'maxStipend=5000'), ['Pkr', 'Unpaid']);
  sameSet(await titles(srv, 'maxStipend=5000&paid=true'), ['Pkr']);
  sameSet(await titles(srv, 'minStipend=5000&maxStipend=6000'), ['Rupee', 'Taka']);
  sameSet(await titles(srv, 'maxStipend=70&currency=USD'), ['Rupee', 'Taka', 'Pkr', 'Unpaid']);
  const bad = await client(srv.url).get('/api/internships?maxStipend=-1');
  assert.is(bad.status, 400);
  assert.is(bad.body.message, 'maxStipend must be a number of 0 or more');
});

api('paid, weeks, hours, schedule and country', async ({ srv }) => {
  sameSet(await titles(srv, 'paid=true'), ['Rupee', 'Taka', 'Pkr', 'Dollar']);
  assert.is((await titles(srv, 'paid=false')).length, 6);
  sameSet(await titles(srv, 'minWeeks=10'), ['Taka']);
  sameSet(await titles(srv, 'maxWeeks=8'), ['Rupee', 'Pkr', 'Dollar', 'Unpaid']);
  sameSet(await titles(srv, 'minWeeks=5&maxWeeks=8'), ['Rupee', 'Pkr', 'Dollar']);
  sameSet(await titles(srv, 'maxHours=10'), ['Rupee', 'Dollar']);
  sameSet(await titles(srv, 'schedule=weekends'), ['Taka']);
  sameSet(await titles(srv, 'country=BD'), ['Taka']);
  sameSet(await titles(srv, 'country=lk'), ['Dollar']);
  sameSet(await titles(srv, 'country=IN&paid=true&maxWeeks=8'), ['Rupee']);
  sameSet(await titles(srv, 'q=real&location=Karachi&minStipend=10000&currency=PKR'), ['Pkr']);
});

const nextOf = (link: string | null) => link?.match(/^<([^>]+)>; rel="next"$/)?.[1] ?? null;
/** Every page of a query at `limit`, following the Link header. */
async function allPages(srv: TestServer, query: string, limit: number) {
  const c = client(srv.url);
  let path: string | null = `/api/internships?${query}&limit=${limit}`;
  const seen: string[] = [];
  while (path) {
    const res = await c.get<Internship[]>(path);
    assert.is(res.status, 200, res.text);
    seen.push(...res.body.map((i) => i.title));
    path = nextOf(res.headers.get('link'));
  }
  return seen;
}

api('sort=stipend: highest monthly stipend first (across currencies), unpaid then unstated last; paged by cursor', async ({ srv }) => {
  const expected = ['Dollar', 'Rupee', 'Taka', 'Pkr', 'Unpaid', 'Unstated'];
  assert.equal(await titles(srv, 'sort=stipend'), expected);
  for (const limit of [1, 2, 4]) assert.equal(await allPages(srv, 'sort=stipend', limit), expected, `limit ${limit}`);
  assert.equal(await allPages(srv, 'sort=stipend&paid=true', 3), ['Dollar', 'Rupee', 'Taka', 'Pkr']);
});

api('sort=deadline: soonest first, none last; paged by cursor; newest stays the default', async ({ srv }) => {
  const all = await titles(srv, 'sort=deadline');
  assert.equal(all.slice(0, 3), ['Taka', 'Dollar', 'Rupee']);
  sameSet(all.slice(3), ['Pkr', 'Unpaid', 'Unstated']);
  for (const limit of [1, 2, 5]) assert.equal(await allPages(srv, 'sort=deadline', limit), all, `limit ${limit}`);
  const newest = ['Unstated', 'Unpaid', 'Dollar', 'Pkr', 'Taka', 'Rupee'];
  assert.equal(await titles(srv, ''), newest);
  assert.equal(await allPages(srv, 'sort=newest', 4), newest);
});

api('bad values answer 400 with a message naming the parameter; a cursor of another order too', async ({ srv }) => {
  const c = client(srv.url);
  const bad: Array<[string, RegExp]> = [
    ['minStipend=-5', /minStipend/], ['minStipend=lots', /minStipend/], ['currency=EUR', /currency/], ['paid=yes', /paid/],
    ['minWeeks=0', /minWeeks/], ['maxWeeks=53', /maxWeeks/], ['maxWeeks=2.5', /maxWeeks/], ['maxHours=0', /maxHours/], ['maxHours=41', /maxHours/],
    ['schedule=nights', /schedule/], ['country=NP', /country/], ['sort=oldest', /sort/],
  ];
  for (const [query, message] of bad) {
    const res = await c.get(`/api/internships?${query}`);
    assert.is(res.status, 400, query);
    assert.match(res.body.message, message, query);
  }
  const first = await c.get('/api/internships?sort=stipend&limit=1');
  const cursor = new URLSearchParams(nextOf(first.headers.get('link'))!.split('?')[1]).get('cursor');
  const res = await c.get(`/api/internships?sort=deadline&cursor=${cursor}`);
  assert.is(res.status, 400);
  assert.is(res.body.message, 'Invalid cursor');
});

api.run();
