// API tests of the demo seed (SEED_DEMO): an approved demo company, varied internships and blog posts, a hidden draft; fast, and
// only once; its e-mails' links work from the day the server starts.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client } from '../../helpers/http';
import { ADMIN_PASSWORD, assertClean } from '../../helpers/journey-fixtures';
import { POPULAR_LOCATIONS, SKILLS } from '@domain/internships/constants';
import type { Internship } from '@domain/internships/types';
import type { BlogPost } from '@domain/blog/types';
import { DEMO_COMPANY_EMAIL } from '@backend/seed/seed-demo';
import { DEMO_STUDENTS, WAITING_STUDENT } from '@backend/seed/demo-people';
import { CONSENT_LINK_DAYS } from '@backend/privacy/consent-links';
import { consentToken, waitForMail } from '../../helpers/privacy';

const api = suite<{ srv: TestServer; dir: string; startMs: number }>('demo seed');

api.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'ifh-seed-'));
  const started = performance.now();
  ctx.srv = await startTestServer({ config: { seedDemo: true }, dataDir: ctx.dir });
  ctx.startMs = performance.now() - started;
});
api.after(async (ctx) => {
  await ctx.srv.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

api('the first start seeds a living marketplace: admins, an approved company with applicants, students, a pending request', async ({ srv, startMs }) => {
  // The time is reported, not asserted (timings belong to npm run bench).
  console.log(`demo seed: first start in ${Math.round(startMs)} ms`);
  const admin = client(srv.url);
  assert.is((await admin.post('/api/login', { username: 'admin1', password: 'admin-password-for-tests' })).status, 200);
  const stats = (await admin.get('/api/admin/stats')).body;
  assert.ok(stats.applicationsByStatus.accepted >= 1 && stats.applicationsByStatus.pending >= 1 && stats.applicationsByStatus.rejected >= 1, JSON.stringify(stats));
  assert.is(stats.companyRequestsPending, 1);
  assert.is(stats.companiesApproved, 1);
  const company = client(srv.url);
  assert.is((await company.post('/api/login', { username: 'demo.company@example.com', password: 'admin-password-for-tests' })).status, 200);
  assert.ok((await company.get('/api/company/applications')).body.length >= 5);
  assert.is((await company.get('/api/company-requests/my')).body[0].status, 'approved');
});

api('≥12 active internships across remote, onsite and hybrid, SPEC skills and South Asian cities, newest first', async ({ srv }) => {
  const res = await client(srv.url).get<Internship[]>('/api/internships');
  const list = res.body;
  assert.ok(list.length >= 12, `${list.length} internships`);
  assert.equal(new Set(list.map((i) => i.type)), new Set(['remote', 'onsite', 'hybrid']));
  for (const i of list) {
    for (const s of i.skills) assert.ok((SKILLS as readonly string[]).includes(s), `${i.title}: skill ${s}`);
    assert.ok(POPULAR_LOCATIONS.some((city) => i.location.includes(city)), `${i.title}: ${i.location}`);
    assert.ok(i.description.length > 40 && i.duration && i.requirements, i.title);
  }
  const times = list.map((i) => i.createdAt);
  assert.equal(times, [...times].sort().reverse());
  assert.is(new Set(times).size, times.length, 'postedAt times are distinct');
  assert.ok(list.some((i) => i.salary) && list.some((i) => !i.salary));
  assert.ok(list.some((i) => i.applicationDeadline) && list.some((i) => i.startDate));
  // SPEC's two sample cards: social impact, remote plus travel; event management, hybrid.
  assert.ok(list.some((i) => /social impact/i.test(i.title) && i.type === 'remote' && /travel/i.test(`${i.location} ${i.description}`)));
  assert.ok(list.some((i) => /event management/i.test(i.title) && i.type === 'hybrid'));
  assertClean(res.text);
});

api('the demo company is approved, public, and can sign in with the admin password', async ({ srv }) => {
  const c = client(srv.url);
  const [first] = (await c.get<Internship[]>('/api/internships')).body;
  const company = await c.get(`/api/users/${first.companyId}`);
  assert.is(company.status, 200);
  assert.is(company.body.companyName, 'Bright Futures Collective');
  assert.ok(company.body.companyField && company.body.location && company.body.website);
  const login = await c.post('/api/login', { username: DEMO_COMPANY_EMAIL, password: ADMIN_PASSWORD });
  assert.is(login.status, 200);
  assert.is(login.body.role, 'company');
  assert.is(login.body.isApproved, true);
  assert.is(login.body.companyName, 'Bright Futures Collective');
});

api('≥6 published posts across the three SPEC categories with multi-paragraph content; the draft never shows', async ({ srv }) => {
  const c = client(srv.url);
  const posts = (await c.get<BlogPost[]>('/api/blog')).body;
  assert.ok(posts.length >= 6, `${posts.length} posts`);
  assert.equal(new Set(posts.map((p) => p.category)), new Set(['Career Tips', 'Industry Insights', 'Success Stories']));
  for (const p of posts) {
    assert.ok(p.published && p.publishedAt && p.excerpt && p.tags.length, p.slug);
    assert.ok(p.content.split('\n\n').length >= 3, `${p.slug} has paragraphs`);
  }
  const times = posts.map((p) => p.publishedAt!);
  assert.equal(times, [...times].sort().reverse());
  assert.is((await c.get('/api/blog/building-a-portfolio-before-you-graduate')).status, 404);
  assert.not.ok(posts.some((p) => p.slug === 'building-a-portfolio-before-you-graduate'));
  assert.is((await c.get(`/api/blog/${posts[0].slug}`)).status, 200);
});

api('seeded e-mails carry links valid from the day the server starts: every consent link opens unexpired, and the waiting parent can agree', async ({ srv }) => {
  const today = new Date(new Date().toISOString().slice(0, 10)).getTime();
  const guardians = [...DEMO_STUDENTS.map((s) => s.guardianEmail), WAITING_STUDENT.guardianEmail];
  const requests = await Promise.all(guardians.map((to) => waitForMail(srv.dataDir, (m) => m.kind === 'parentalConsentRequested' && m.to === to)));
  const given = await Promise.all(DEMO_STUDENTS.map((s) => waitForMail(srv.dataDir, (m) => m.kind === 'parentalConsentGiven' && m.to === s.guardianEmail)));
  const parent = client(srv.url);
  for (const mail of requests) {
    // "The link works until <day>": a week from the day it was sent (today), whatever day the seeded history says it was asked.
    const until = /The link works until (\d{1,2} \w+ \d{4})\./.exec(mail.text)?.[1];
    assert.ok(until, mail.text);
    assert.ok(Date.parse(`${until} UTC`) >= today + (CONSENT_LINK_DAYS - 1) * 24 * 3600_000, `${mail.to}: works until ${until}`);
  }
  for (const mail of [...requests, ...given]) {
    const page = await parent.get(`/api/consent/${consentToken(mail)}`);
    assert.is(page.status, 200, `${mail.kind} → ${mail.to}`);
    assert.is(page.body.expired, false, `${mail.kind} → ${mail.to}`);
  }
  const waiting = consentToken(requests[requests.length - 1]);
  assert.is((await parent.get(`/api/consent/${waiting}`)).body.canGive, true);
  const agreed = await parent.post(`/api/consent/${waiting}/give`, {});
  assert.is(agreed.status, 200, agreed.text);
  assert.is(agreed.body.status, 'given');
  // The demo's accepted student's parent heard of the acceptance too (PARENTAL_CONSENT=required: the students are under 18).
  const accepted = DEMO_STUDENTS.find((s) => s.applications.some((a) => a.answer?.status === 'accepted'))!;
  await waitForMail(srv.dataDir, (m) => m.kind === 'guardianApplicationAccepted' && m.to === accepted.guardianEmail);
  await waitForMail(srv.dataDir, (m) => m.kind === 'applicationAccepted' && m.to === accepted.email);
});

api('a restart on the same data seeds nothing again', async (ctx) => {
  // The e-mail sender records its deliveries as they happen (on its own clock, before or after the restart): those aside,
  // the log is the same.
  const seeded = async () => (await ctx.srv.backend.deps.events.readAll('', 100_000)).filter((e) => !e.type.startsWith('Email')).map((e) => e.id);
  const before = await seeded();
  await ctx.srv.close();
  ctx.srv = await startTestServer({ config: { seedDemo: true }, dataDir: ctx.dir });
  assert.equal(await seeded(), before);
  const list = (await client(ctx.srv.url).get<Internship[]>('/api/internships')).body;
  assert.is(list.length, new Set(list.map((i) => i.title)).size);
});

api.run();
