// What a real application (DESIGN.md §4.0) shares, and for how long: a withdrawn consent takes the answers, availability and
// résumé profile back from the company with the letter; the letter, answers, profile, projects, achievements and a decision's
// note are sealed in the log from the start, and read as placeholders once the student is erased.
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Application, CompanyApplication } from '@domain/applications/types';
import type { Internship } from '@domain/internships/types';
import { applicationStream } from '@domain/applications/decider';
import { userStream } from '@domain/users/decider';
import { client, studentBody, uniqueEmail } from '../../helpers/http';
import { openVerificationLink } from '../../helpers/email-verification';
import { approvedCompany, postTestInternship } from '../../helpers/journey-fixtures';
import { assertAbsent, assertPresent, checkpoint, consentToken, rawText, readModelsText, waitForMail } from '../../helpers/privacy';
import { startTestServer, testStore, type TestServer } from '../../helpers/server';

const test = suite<{ srv: TestServer; internship: Internship; company: ReturnType<typeof client> }>('a real application: consent and erasure');

const QUESTIONS = ['Which plant would you grow first?'];

test.before(async (ctx) => {
  // PARENTAL_CONSENT=required (the default): a minor applies once a guardian agreed.
  ctx.srv = await startTestServer();
  const { id } = await approvedCompany(ctx.srv, 'Banyan Greenhouse');
  ctx.internship = await postTestInternship(ctx.srv, id, { title: 'Greenhouse Helper', questions: QUESTIONS });
  const email = (await ctx.srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(id))!.email;
  ctx.company = client(ctx.srv.url);
  assert.is((await ctx.company.post('/api/login', { username: email, password: 'secret123' })).status, 200);
});
test.after(async (ctx) => ctx.srv.close());

/** A minor whose guardian consented, with a distinctive résumé, who applied with distinctive words. */
async function consentedApplicant(srv: TestServer, internshipId: string, words: { letter: string; answer: string; project: string; achievement: string }) {
  const body = { ...studentBody(uniqueEmail('minor')), dateOfBirth: '2011-06-01', guardianEmail: uniqueEmail('guardian') };
  const student = client(srv.url);
  assert.is((await student.post('/api/register', body)).status, 201);
  await openVerificationLink(srv, body.email);
  const token = consentToken(await waitForMail(srv.dataDir, (m) => m.to === body.guardianEmail));
  assert.is((await client(srv.url).post(`/api/consent/${token}/give`, {})).status, 200);
  const profiled = await student.patch('/api/user', { projects: [{ title: words.project, description: 'Seedlings on a windowsill' }], achievements: [words.achievement], schoolName: 'Fernhill School' });
  assert.is(profiled.status, 200, profiled.text);
  const applied = await student.post<Application>('/api/applications', { internshipId, coverLetter: words.letter, answers: [words.answer], availability: { hoursPerWeek: 6 } });
  assert.is(applied.status, 201, applied.text);
  return { student, token, password: body.password, application: applied.body };
}

test('a guardian\'s withdrawal takes the answers, availability and profile back from the company with the letter', async ({ srv, internship, company }) => {
  const { token, application } = await consentedApplicant(srv, internship.id, { letter: 'Letter of a tomato grower', answer: 'Tomatoes, always', project: 'Windowsill tomatoes', achievement: 'Best seedling 2025' });
  const mine = async () => (await company.get<CompanyApplication[]>('/api/company/applications')).body.find((a) => a.id === application.id)!;
  const shown = await mine();
  assert.equal([shown.coverLetter, shown.answers, shown.availability?.hoursPerWeek, shown.profile?.achievements], ['Letter of a tomato grower', [{ question: QUESTIONS[0], answer: 'Tomatoes, always' }], 6, ['Best seedling 2025']]);

  assert.is((await client(srv.url).post(`/api/consent/${token}/withdraw`, {})).status, 200);
  const hidden = await mine();
  assert.equal(
    [hidden.sharedDataWithdrawn, hidden.student, hidden.coverLetter, hidden.resume, hidden.answers, hidden.availability, hidden.profile, hidden.resumePdf],
    [true, null, '', '', [], null, null, null],
  );
  const text = JSON.stringify(await company.get('/api/company/applications').then((r) => r.body));
  assertAbsent(text.toLowerCase(), ['tomato', 'Best seedling', 'Fernhill'], 'the company\'s view after the withdrawal');
});

test('sealed from the start; erased with the student: letter, answers, availability, profile, projects, achievements and notes', async ({ srv, internship, company }) => {
  if (testStore === 'postgres') {
    console.log('real application erasure: the file checks skipped with TEST_STORE=postgres (they read events.sqlite)');
    return;
  }
  const words = { letter: 'Letter of a quiet marigold grower', answer: 'Marigolds from grandmother seeds', project: 'Rooftop marigold beds', achievement: 'Champion of the Fernhill seed swap' };
  const { student, password, application } = await consentedApplicant(srv, internship.id, words);
  const note = 'Your marigold notes impressed us greatly';
  assert.is((await company.patch(`/api/company/applications/${application.id}/status`, { status: 'accepted', note })).status, 200);
  const personal = [words.letter, words.answer, words.project, words.achievement, note];
  const events = join(srv.dataDir, 'events.sqlite');
  checkpoint(events);
  assertAbsent(rawText(events), personal, 'events.sqlite before the deletion');
  // …yet the log reads them back while the student is there.
  const before = JSON.stringify(await srv.backend.deps.events.readStream(applicationStream(application.id))).toLowerCase();
  assertPresent(before, [words.letter, words.answer, note, words.achievement], 'the application stream as read');

  assert.is((await student.request('DELETE', '/api/user', { password })).status, 204);
  checkpoint(events);
  assertAbsent(rawText(events), personal, 'events.sqlite after the deletion');
  const stream = await srv.backend.deps.events.readStream(applicationStream(application.id));
  const submitted = stream.find((e) => e.type === 'ApplicationSubmitted')!.data as Record<string, unknown>;
  assert.equal([submitted.coverLetter, submitted.answers, submitted.availability, submitted.profile], ['', [], null, null]);
  const decided = stream.find((e) => e.type === 'ApplicationStatusChanged')!.data as Record<string, unknown>;
  assert.equal([decided.to, decided.note], ['accepted', null]);
  const userEvents = JSON.stringify(await srv.backend.deps.events.readStream(userStream(application.studentId))).toLowerCase();
  assertAbsent(userEvents, personal, 'the student\'s own stream as read');
  assertAbsent(await readModelsText(srv.backend.deps.readStore), personal, 'the read models');
});

test.run();
