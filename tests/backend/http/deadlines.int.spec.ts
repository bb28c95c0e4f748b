// API tests of postings' deadlines (DESIGN.md §4.6) over real HTTP, on a server whose clock the test moves: a deadline in the
// past or a start before the deadline is 400 at its field; an old posting stays editable; a posting whose deadline day has
// ended closes itself (once), leaves the public list, shows as closed to its company and in the audit trail, and is
// reopened only with a new deadline.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { CompanyRequest } from '@domain/companies/types';
import type { Internship } from '@domain/internships/types';
import { DEADLINE_IN_THE_PAST, REOPEN_AFTER_DEADLINE, START_BEFORE_DEADLINE } from '@domain/internships/deadlines';
import { startTestServer, type TestServer } from '../../helpers/server';
import { companyApplication } from '../../helpers/company-fixtures';
import { signedInAdmin, signedInCompany, signedInStudent } from '../../helpers/journey-fixtures';

const DAY = 24 * 3600_000;
const clock = { ms: Date.parse('2026-06-10T06:00:00.000Z') };
const api = suite<{ srv: TestServer; company: Awaited<ReturnType<typeof signedInCompany>> }>('deadlines API');

/** The day `days` after the clock's (UTC) day, as the form sends dates. */
const day = (days: number) => new Date(clock.ms + days * DAY).toISOString().slice(0, 10);

const internship = (over: Record<string, unknown> = {}) => ({
  title: 'Library Helper',
  description: 'Help sort and lend books on Saturdays.',
  location: 'Colombo, Sri Lanka',
  duration: '6 weeks',
  type: 'onsite',
  applicationDeadline: day(5),
  startDate: day(12),
  ...over,
});

api.before(async (ctx) => {
  ctx.srv = await startTestServer({ config: { parentalConsent: 'off' }, clock: () => new Date(clock.ms) });
  const company = await signedInCompany(ctx.srv);
  const req = await company.post<CompanyRequest>('/api/company-application', companyApplication());
  const admin = await signedInAdmin(ctx.srv);
  assert.is((await admin.patch(`/api/admin/company-requests/${req.body.id}`, { status: 'approved' })).status, 200);
  ctx.company = company;
});
api.after(async (ctx) => ctx.srv.close());

api('a deadline in the past, or a start before the deadline, is 400 with the message at the field', async ({ company }) => {
  const past = await company.post('/api/internships', internship({ applicationDeadline: day(-1), startDate: '' }));
  assert.is(past.status, 400, past.text);
  assert.equal(past.body, { message: DEADLINE_IN_THE_PAST, errors: { applicationDeadline: DEADLINE_IN_THE_PAST } });
  const early = await company.post('/api/internships', internship({ startDate: day(4) }));
  assert.is(early.status, 400, early.text);
  assert.equal(early.body, { message: START_BEFORE_DEADLINE, errors: { startDate: START_BEFORE_DEADLINE } });
  // Today's deadline and a start on the deadline day are fine.
  assert.is((await company.post('/api/internships', internship({ applicationDeadline: day(0), startDate: day(0) }))).status, 201);
});

api('an edit is held to the same rules, for the dates it changes', async ({ company }) => {
  const { body: posted } = await company.post<Internship>('/api/internships', internship());
  const past = await company.patch(`/api/internships/${posted.id}`, { applicationDeadline: day(-2) });
  assert.is(past.status, 400, past.text);
  assert.equal(past.body.errors, { applicationDeadline: DEADLINE_IN_THE_PAST });
  const early = await company.patch(`/api/internships/${posted.id}`, { startDate: day(3) });
  assert.is(early.status, 400, early.text);
  assert.equal(early.body.errors, { startDate: START_BEFORE_DEADLINE });
  assert.is((await company.patch(`/api/internships/${posted.id}`, { applicationDeadline: day(7), startDate: day(14) })).status, 200);
});

api('when its deadline day ends at its place the posting closes itself: gone from the list, closed for its company, in the trail', async ({ srv, company }) => {
  const student = await signedInStudent(srv);
  const deadline = day(1);
  const { body: posted } = await company.post<Internship>('/api/internships', internship({ title: 'Closes Soon', applicationDeadline: deadline, startDate: day(9) }));
  const { body: later } = await company.post<Internship>('/api/internships', internship({ title: 'Closes Later', applicationDeadline: day(3), startDate: '' }));
  const listed = async () => (await student.get<Internship[]>('/api/internships')).body.map((i) => i.title);
  assert.ok((await listed()).includes('Closes Soon'));
  const start = clock.ms;
  try {
    // Colombo (UTC+5:30): the deadline's day ends at 18:30 UTC that day. A minute before, nothing closes.
    clock.ms = Date.parse(`${deadline}T18:29:00.000Z`);
    await srv.backend.deps.clockJobs.runDue();
    assert.ok((await listed()).includes('Closes Soon'));
    // The job looks every 10 minutes of the clock: by 18:40 UTC it has closed the posting.
    clock.ms = Date.parse(`${deadline}T18:40:00.000Z`);
    await srv.backend.deps.clockJobs.runDue();
    await srv.backend.deps.projections.waitFor({ position: await srv.backend.deps.events.headPosition() });
    const titles = await listed();
    assert.not.ok(titles.includes('Closes Soon'), titles.join());
    assert.ok(titles.includes('Closes Later'));
    assert.is((await student.get(`/api/internships/${posted.id}`)).status, 404);
    const own = (await company.get<Internship[]>('/api/company/internships')).body;
    assert.equal(own.filter((i) => i.id === posted.id || i.id === later.id).map((i) => [i.title, i.isActive]).sort(), [['Closes Later', true], ['Closes Soon', false]]);
    // Run again (another period later): it closes nothing twice.
    clock.ms += 15 * 60_000;
    await srv.backend.deps.clockJobs.runDue();
    const admin = await signedInAdmin(srv);
    const trail = (await admin.get<Array<{ type: string; note?: string | null }>>(`/api/admin/audit?entityId=${posted.id}`)).body;
    assert.equal(trail.filter((e) => e.type === 'InternshipClosed').map((e) => e.note), ['closed: deadline passed'], JSON.stringify(trail));
    // Reopening asks for a new deadline; with one, it is open again.
    const reopen = await company.patch(`/api/internships/${posted.id}`, { isActive: true });
    assert.is(reopen.status, 400, reopen.text);
    assert.equal(reopen.body, { message: REOPEN_AFTER_DEADLINE, errors: { applicationDeadline: REOPEN_AFTER_DEADLINE } });
    // An edit of its words (not its dates) is still allowed.
    assert.is((await company.patch(`/api/internships/${posted.id}`, { description: 'Help sort, mend and lend books.' })).status, 200);
    const renewed = await company.patch<Internship>(`/api/internships/${posted.id}`, { isActive: true, applicationDeadline: day(4), startDate: day(9) });
    assert.is(renewed.status, 200, renewed.text);
    assert.is(renewed.body.isActive, true);
    assert.ok((await listed()).includes('Closes Soon'));
  } finally {
    clock.ms = start;
  }
});

api.run();
