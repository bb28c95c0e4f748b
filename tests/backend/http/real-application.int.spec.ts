// API tests of a real application (DESIGN.md §4.0) over HTTP: the posting's questions, the student's résumé profile, the
// letter, answers and availability, what the company sees, withdrawing and applying again, decisions with a note, and a
// closed internship still shown to those who applied.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Application, ApplicationHistoryEntry, CompanyApplication } from '@domain/applications/types';
import type { Internship } from '@domain/internships/types';
import type { PublicUser } from '@domain/users/types';
import { client } from '../../helpers/http';
import { approvedCompany, assertClean, signedInAdmin, signedInStudent } from '../../helpers/journey-fixtures';
import { startTestServer, type TestServer } from '../../helpers/server';

const api = suite<{ srv: TestServer }>('a real application');

api.before(async (ctx) => {
  // SPEC.md's flows, which have no parental consent step (DESIGN.md §1: PARENTAL_CONSENT=off).
  ctx.srv = await startTestServer({ config: { parentalConsent: 'off' } });
});
api.after(async (ctx) => ctx.srv.close());

const QUESTIONS = ['Why this internship?', 'What have you built?', 'When could you start?'];
const ANSWERS = ['I want to learn how real teams ship.', 'A timetable app for my class.', 'The first week of December.'];

const posting = (over: Record<string, unknown> = {}) => ({
  title: 'Web Helper',
  description: 'Help build our pages.',
  location: 'Pune, India',
  duration: '8 weeks',
  type: 'remote',
  ...over,
});

/** An approved company, signed in. */
async function signedInApprovedCompany(srv: TestServer, name = 'Lotus Labs') {
  const { id } = await approvedCompany(srv, name);
  const email = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(id))!.email;
  const c = client(srv.url);
  assert.is((await c.post('/api/login', { username: email, password: 'secret123' })).status, 200);
  return Object.assign(c, { user: { id } });
}

type Company = Awaited<ReturnType<typeof signedInApprovedCompany>>;

async function post(company: Company, over: Record<string, unknown> = {}): Promise<Internship> {
  const res = await company.post<Internship>('/api/internships', posting(over));
  assert.is(res.status, 201, res.text);
  return res.body;
}

const letterFor = (internshipId: string, over: Record<string, unknown> = {}) => ({
  internshipId,
  coverLetter: 'Dear team, I would love to help build your pages and learn from you.',
  answers: ANSWERS,
  availability: { hoursPerWeek: 10, from: '2026-12-01', to: '2027-03-31' },
  ...over,
});

api('postings carry 0–5 questions, trimmed; shown by the detail and the list; an edit replaces them', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv);
  const asked = await post(company, { questions: QUESTIONS.map((q) => `  ${q}  `) });
  assert.equal(asked.questions, QUESTIONS);
  assert.equal((await client(srv.url).get<Internship>(`/api/internships/${asked.id}`)).body.questions, QUESTIONS);
  const listed = (await client(srv.url).get<Internship[]>('/api/internships?limit=100')).body.find((i) => i.id === asked.id)!;
  assert.equal(listed.questions, QUESTIONS);
  assert.equal((await post(company)).questions, [], 'none asked by default');

  const edited = await company.patch<Internship>(`/api/internships/${asked.id}`, { questions: ['Only one now?'] });
  assert.is(edited.status, 200, edited.text);
  assert.equal(edited.body.questions, ['Only one now?']);
  assert.equal((await company.patch<Internship>(`/api/internships/${asked.id}`, { title: 'Web Helper II' })).body.questions, ['Only one now?'], 'other edits keep them');
});

api('bad questions → 400 with the contract\'s messages, on posting and on editing', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv);
  const cases: Array<[unknown, string]> = [
    [['1', '2', '3', '4', '5', '6'], 'A posting may ask at most 5 questions'],
    [['x'.repeat(301)], 'A question may be at most 300 characters'],
    [['Fine?', '   '], 'A question cannot be empty'],
  ];
  const existing = await post(company);
  for (const [questions, message] of cases) {
    const posted = await company.post('/api/internships', posting({ questions }));
    assert.equal([posted.status, posted.body.message], [400, message], JSON.stringify(questions));
    const edited = await company.patch(`/api/internships/${existing.id}`, { questions });
    assert.equal([edited.status, edited.body.message], [400, message], JSON.stringify(questions));
  }
  assert.is((await company.post('/api/internships', posting({ questions: ['x'.repeat(300), 'a', 'b', 'c', 'd'] }))).status, 201, 'five of 300 are fine');
});

api('the student profile holds projects and achievements ([] by default); GET /api/user shows them; bad ones are 400', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const fresh = (await student.get<PublicUser>('/api/user')).body;
  assert.equal([fresh.projects, fresh.achievements], [[], []]);

  const projects = [
    { title: 'Timetable app', description: 'Used by my class every day.', link: 'https://example.org/timetable' },
    { title: '  Science club site  ' },
  ];
  const saved = await student.patch<PublicUser>('/api/user', { skills: ['React'], projects, achievements: ['  Regional science fair, 2nd place '] });
  assert.is(saved.status, 200, saved.text);
  const expected = {
    projects: [
      { title: 'Timetable app', description: 'Used by my class every day.', link: 'https://example.org/timetable' },
      { title: 'Science club site', description: '', link: null },
    ],
    achievements: ['Regional science fair, 2nd place'],
  };
  assert.equal({ projects: saved.body.projects, achievements: saved.body.achievements }, expected);
  const me = (await student.get<PublicUser>('/api/user')).body;
  assert.equal({ projects: me.projects, achievements: me.achievements }, expected);
  assertClean(JSON.stringify(me));

  const bad: Array<[Record<string, unknown>, string]> = [
    [{ projects: Array.from({ length: 11 }, (_, i) => ({ title: `P${i}` })) }, 'You can list at most 10 projects'],
    [{ projects: [{ title: '' }] }, 'A project needs a title'],
    [{ projects: [{ title: 'x'.repeat(101) }] }, 'A project title can be at most 100 characters'],
    [{ projects: [{ title: 'P', description: 'x'.repeat(501) }] }, 'A project description can be at most 500 characters'],
    [{ projects: [{ title: 'P', link: 'javascript:alert(1)' }] }, 'A project link must be a web address starting with http:// or https://'],
    [{ achievements: Array.from({ length: 11 }, (_, i) => `A${i}`) }, 'You can list at most 10 achievements'],
    [{ achievements: ['x'.repeat(201)] }, 'An achievement can be at most 200 characters'],
    [{ achievements: ['  '] }, 'An achievement cannot be empty'],
  ];
  for (const [body, message] of bad) {
    const res = await student.patch('/api/user', body);
    assert.equal([res.status, res.body.message], [400, message], JSON.stringify(body).slice(0, 80));
  }
  assert.equal((await student.get<PublicUser>('/api/user')).body.projects, expected.projects, 'refused changes left the profile as it was');
});

api('onboarding (PATCH /api/user/profile) takes skills, projects and achievements too', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const res = await student.patch<PublicUser>('/api/user/profile', {
    hobbies: ['coding'], interestedFields: ['Technology'], internshipDuration: '1-3-months', preferredCompanies: ['TechStart India'],
    location: 'Pune', grade: '11th', schoolName: 'City School',
    skills: ['Python', 'Figma'], projects: [{ title: 'Line follower robot', description: 'Arduino', link: null }], achievements: ['Math olympiad finalist'],
  });
  assert.is(res.status, 200, res.text);
  assert.equal([res.body.skills, res.body.projects, res.body.achievements], [['Python', 'Figma'], [{ title: 'Line follower robot', description: 'Arduino', link: null }], ['Math olympiad finalist']]);
  // Onboarding again without them leaves them as they were.
  const again = await student.patch<PublicUser>('/api/user/profile', {
    hobbies: ['coding'], interestedFields: ['Technology'], internshipDuration: '1-3-months', preferredCompanies: ['TechStart India'],
    location: 'Pune', grade: '12th', schoolName: 'City School',
  });
  assert.equal([again.body.grade, again.body.skills, again.body.achievements], ['12th', ['Python', 'Figma'], ['Math olympiad finalist']]);
  const bad = await student.patch('/api/user/profile', { ...{ hobbies: ['coding'], interestedFields: ['Technology'], internshipDuration: '1-3-months', preferredCompanies: ['X'], location: 'Pune', grade: '11th', schoolName: 'City School' }, achievements: [''] });
  assert.equal([bad.status, bad.body.message], [400, 'An achievement cannot be empty']);
});

api('applying: the letter, one answer per question (paired with it), availability and the résumé profile as it stood', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv);
  const internship = await post(company, { questions: QUESTIONS });
  const student = await signedInStudent(srv);
  await student.patch('/api/user/profile', {
    hobbies: ['coding'], interestedFields: ['Technology'], internshipDuration: '1-3-months', preferredCompanies: ['TechStart India'],
    location: 'Pune', grade: '11th', schoolName: 'City School',
    skills: ['React'], projects: [{ title: 'Timetable app', description: 'For my class', link: 'https://example.org/t' }], achievements: ['Science fair'],
  });
  const res = await student.post<Application>('/api/applications', letterFor(internship.id, { answers: ANSWERS.map((a) => ` ${a} `) }));
  assert.is(res.status, 201, res.text);
  assert.is(res.body.coverLetter, 'Dear team, I would love to help build your pages and learn from you.');
  assert.equal(res.body.answers, QUESTIONS.map((question, i) => ({ question, answer: ANSWERS[i] })));
  assert.equal(res.body.availability, { hoursPerWeek: 10, from: '2026-12-01', to: '2027-03-31' });
  const profile = { skills: ['React'], projects: [{ title: 'Timetable app', description: 'For my class', link: 'https://example.org/t' }], achievements: ['Science fair'], schoolName: 'City School', grade: '11th' };
  assert.equal(res.body.profile, profile);
  assert.is(res.body.internshipClosed, false);

  // A snapshot: a later profile change, or a change of the posting's questions, leaves the application as sent.
  await student.patch('/api/user', { skills: ['React', 'Go'], achievements: [] });
  await company.patch(`/api/internships/${internship.id}`, { questions: ['A new question?'] });
  const [mine] = (await student.get<Application[]>('/api/applications')).body;
  assert.equal([mine.profile, mine.answers[0].question], [profile, QUESTIONS[0]]);

  // What the company sees: the same letter, answers, availability and profile.
  const [seen] = (await company.get<CompanyApplication[]>('/api/company/applications')).body;
  assert.equal(
    [seen.id, seen.coverLetter, seen.answers, seen.availability, seen.profile, seen.resumePdf, seen.status],
    [res.body.id, res.body.coverLetter, res.body.answers, res.body.availability, profile, null, 'pending'],
  );
});

api('applying with bad parts → 400 with the contract\'s messages; nothing is saved', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv);
  const internship = await post(company, { questions: QUESTIONS });
  const student = await signedInStudent(srv);
  const cases: Array<[Record<string, unknown>, string]> = [
    [{ coverLetter: undefined }, 'Please write a cover letter'],
    [{ coverLetter: '   ' }, 'Please write a cover letter'],
    [{ coverLetter: 'x'.repeat(3_001) }, 'Your cover letter can be at most 3,000 characters'],
    [{ answers: ANSWERS.slice(0, 2) }, 'Please answer every question'],
    [{ answers: [...ANSWERS, 'One more'] }, 'Please answer every question'],
    [{ answers: [ANSWERS[0], '  ', ANSWERS[2]] }, 'Please answer every question'],
    [{ answers: undefined }, 'Please answer every question'],
    [{ answers: [ANSWERS[0], 'x'.repeat(1_501), ANSWERS[2]] }, 'An answer can be at most 1,500 characters'],
    [{ availability: { hoursPerWeek: 0 } }, 'Hours per week must be between 1 and 40'],
    [{ availability: { hoursPerWeek: 41 } }, 'Hours per week must be between 1 and 40'],
    [{ availability: { hoursPerWeek: 2.5 } }, 'Hours per week must be between 1 and 40'],
    [{ availability: { hoursPerWeek: 10, from: '2027-03-01', to: '2027-02-01' } }, 'The end date must be after the start date'],
    [{ availability: { hoursPerWeek: 10, from: '2026-13-01' } }, 'Please enter a valid date (YYYY-MM-DD)'],
    [{ availability: { hoursPerWeek: 10, to: '2027-02-30' } }, 'Please enter a valid date (YYYY-MM-DD)'],
    [{ availability: '10 hours' }, 'Hours per week must be between 1 and 40'],
  ];
  for (const [over, message] of cases) {
    const res = await student.post('/api/applications', letterFor(internship.id, over));
    assert.equal([res.status, res.body.message], [400, message], JSON.stringify(over).slice(0, 80));
  }
  assert.equal((await student.get('/api/applications')).body, []);
  // A letter of exactly 3,000 characters, no availability, and dates alone are fine.
  const ok = await student.post<Application>('/api/applications', letterFor(internship.id, { coverLetter: 'x'.repeat(3_000), availability: undefined }));
  assert.is(ok.status, 201, ok.text);
  assert.is(ok.body.availability, null);
});

api('SPEC.md\'s own apply body to a posting without questions still works (201)', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv);
  const internship = await post(company);
  const student = await signedInStudent(srv);
  const res = await student.post<Application>('/api/applications', {
    internshipId: internship.id,
    coverLetter: "Hello! I'm a high school student interested in this internship opportunity.",
    resume: 'Student resume will be available upon request.',
    status: 'pending',
  });
  assert.is(res.status, 201, res.text);
  assert.equal([res.body.status, res.body.answers, res.body.availability], ['pending', [], null]);
  assert.equal(res.body.profile, { skills: [], projects: [], achievements: [], schoolName: null, grade: null });
  const unasked = await (await signedInStudent(srv)).post('/api/applications', { internshipId: internship.id, coverLetter: 'Hi', answers: ['Nobody asked'] });
  assert.equal([unasked.status, unasked.body.message], [400, 'Please answer every question']);
});

api('withdrawing: the owner, while pending or reviewed → 200 withdrawn; the company sees it; the student applies again (same id)', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv);
  const internship = await post(company, { questions: QUESTIONS });
  const student = await signedInStudent(srv);
  const first = (await student.post<Application>('/api/applications', letterFor(internship.id))).body;
  assert.is((await company.patch(`/api/company/applications/${first.id}/status`, { status: 'reviewed' })).status, 200);

  const other = await signedInStudent(srv);
  const theirs = await other.post(`/api/applications/${first.id}/withdraw`, {});
  assert.equal([theirs.status, theirs.body.message], [404, 'Application not found']);
  const missing = await student.post('/api/applications/no-such-application/withdraw', {});
  assert.equal([missing.status, missing.body.message], [404, 'Application not found']);
  const byCompany = await company.post(`/api/applications/${first.id}/withdraw`, {});
  assert.equal([byCompany.status, byCompany.body.message], [403, 'Only student accounts can withdraw applications']);
  assert.is((await client(srv.url).post(`/api/applications/${first.id}/withdraw`, {})).status, 401);

  const withdrawn = await student.post<Application>(`/api/applications/${first.id}/withdraw`, {});
  assert.is(withdrawn.status, 200, withdrawn.text);
  assert.equal([withdrawn.body.id, withdrawn.body.status], [first.id, 'withdrawn']);
  const twice = await student.post(`/api/applications/${first.id}/withdraw`, {});
  assert.equal([twice.status, twice.body.message], [409, 'This application can no longer be withdrawn']);
  const [seen] = (await company.get<CompanyApplication[]>('/api/company/applications')).body;
  assert.is(seen.status, 'withdrawn');
  assert.is((await company.patch(`/api/company/applications/${first.id}/status`, { status: 'accepted' })).status, 409, 'nobody decides on it');
  const count = async () => (await company.get<Array<{ id: string; applicantCount: number }>>('/api/company/internships')).body.find((i) => i.id === internship.id)!.applicantCount;
  assert.is(await count(), 0, 'a withdrawn application is no longer an applicant');

  await new Promise((r) => setTimeout(r, 5));
  const again = await student.post<Application>('/api/applications', letterFor(internship.id, { coverLetter: 'Second thoughts: I am in.', answers: ['Still keen.', 'More apps.', 'Now.'], availability: null }));
  assert.is(again.status, 201, again.text);
  assert.equal([again.body.id, again.body.status, again.body.coverLetter, again.body.answers.map((a) => a.answer), again.body.availability], [first.id, 'pending', 'Second thoughts: I am in.', ['Still keen.', 'More apps.', 'Now.'], null]);
  assert.ok(again.body.appliedAt > first.appliedAt, 'appliedAt is the new submission\'s');
  assert.is((await student.post('/api/applications', letterFor(internship.id))).status, 409, 'only once until withdrawn again');
  assert.is(await count(), 1);
  assert.equal((await student.get<Application[]>('/api/applications')).body.map((a) => [a.id, a.status, a.coverLetter]), [[first.id, 'pending', 'Second thoughts: I am in.']]);
  const [resent] = (await company.get<CompanyApplication[]>('/api/company/applications')).body;
  assert.equal([resent.status, resent.coverLetter, resent.appliedAt], ['pending', 'Second thoughts: I am in.', again.body.appliedAt]);
  const history = (await student.get<ApplicationHistoryEntry[]>(`/api/applications/${first.id}/history`)).body;
  assert.equal(history.map((h) => [h.from, h.to, h.byRole, h.byName]), [
    [null, 'pending', 'student', 'Asha Verma'],
    ['pending', 'reviewed', 'company', 'Lotus Labs'],
    ['reviewed', 'withdrawn', 'student', 'Asha Verma'],
    ['withdrawn', 'pending', 'student', 'Asha Verma'],
  ]);

  // Decided applications stay as they are.
  assert.is((await company.patch(`/api/company/applications/${first.id}/status`, { status: 'rejected' })).status, 200);
  const late = await student.post(`/api/applications/${first.id}/withdraw`, {});
  assert.equal([late.status, late.body.message], [409, 'This application can no longer be withdrawn']);
});

api('decisions carry an optional note (≤500) the student sees in the history; nobody sets withdrawn', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv);
  const internship = await post(company);
  const student = await signedInStudent(srv);
  const app = (await student.post<Application>('/api/applications', { internshipId: internship.id, coverLetter: 'Please consider me.' })).body;

  const long = await company.patch(`/api/company/applications/${app.id}/status`, { status: 'rejected', note: 'x'.repeat(501) });
  assert.equal([long.status, long.body.message], [400, 'A note can be at most 500 characters']);
  const asWithdrawn = await company.patch(`/api/company/applications/${app.id}/status`, { status: 'withdrawn' });
  assert.equal([asWithdrawn.status, asWithdrawn.body.message], [400, 'Status must be reviewed, accepted or rejected']);
  assert.is((await company.patch(`/api/company/applications/${app.id}/status`, { status: 'reviewed' })).status, 200);
  const rejected = await company.patch<CompanyApplication>(`/api/company/applications/${app.id}/status`, { status: 'rejected', note: '  We needed someone for the whole summer.  ' });
  assert.is(rejected.status, 200, rejected.text);
  assert.is(rejected.body.history[rejected.body.history.length - 1].note, 'We needed someone for the whole summer.');

  const admin = await signedInAdmin(srv);
  const adminWithdrawn = await admin.patch(`/api/admin/applications/${app.id}/status`, { status: 'withdrawn' });
  assert.equal([adminWithdrawn.status, adminWithdrawn.body.message], [400, 'Status must be pending, reviewed, accepted or rejected']);
  assert.is((await admin.patch(`/api/admin/applications/${app.id}/status`, { status: 'pending', note: 'x'.repeat(501) })).status, 400);
  assert.is((await admin.patch(`/api/admin/applications/${app.id}/status`, { status: 'pending', note: 'Reopened after a review of the posting.' })).status, 200);

  const history = (await student.get<ApplicationHistoryEntry[]>(`/api/applications/${app.id}/history`)).body;
  assert.equal(history.map((h) => [h.to, h.note]), [
    ['pending', null],
    ['reviewed', null],
    ['rejected', 'We needed someone for the whole summer.'],
    ['pending', 'Reopened after a review of the posting.'],
  ]);
});

api('a closed internship still shows (isActive false) to the students who applied; everyone else gets 404; the list marks it closed', async ({ srv }) => {
  const company = await signedInApprovedCompany(srv);
  const internship = await post(company, { questions: ['Why?'] });
  const applicant = await signedInStudent(srv);
  assert.is((await applicant.post('/api/applications', letterFor(internship.id, { answers: ['Because.'] }))).status, 201);
  const visitor = client(srv.url);
  const bystander = await signedInStudent(srv);
  // Warm the public answer caches while it is open.
  assert.is((await visitor.get(`/api/internships/${internship.id}`)).status, 200);
  assert.is((await bystander.get(`/api/internships/${internship.id}`)).status, 200);

  assert.is((await company.patch(`/api/internships/${internship.id}`, { isActive: false })).status, 200);
  const shown = await applicant.get<Internship>(`/api/internships/${internship.id}`);
  assert.is(shown.status, 200, shown.text);
  assert.equal([shown.body.id, shown.body.isActive, shown.body.title, shown.body.questions], [internship.id, false, 'Web Helper', ['Why?']]);
  for (const [who, c] of [['a visitor', visitor], ['another student', bystander], ['another company', await signedInApprovedCompany(srv, 'Other Co')]] as const) {
    const res = await c.get(`/api/internships/${internship.id}`);
    assert.equal([res.status, res.body.message], [404, 'Internship not found'], who);
  }
  // The applicant's answer is never the one the cache gives a visitor afterwards.
  assert.is((await visitor.get(`/api/internships/${internship.id}`)).status, 404);
  assert.equal((await applicant.get<Application[]>('/api/applications')).body.map((a) => a.internshipClosed), [true]);

  assert.is((await company.patch(`/api/internships/${internship.id}`, { isActive: true })).status, 200);
  assert.equal((await applicant.get<Application[]>('/api/applications')).body.map((a) => a.internshipClosed), [false]);
  assert.is((await visitor.get(`/api/internships/${internship.id}`)).status, 200);
});

api.run();
