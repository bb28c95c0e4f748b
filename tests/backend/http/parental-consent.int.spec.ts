// Parental consent (DESIGN.md §3.6, PARENTAL_CONSENT=required, the default): a student under 18 — or of unknown age — can
// browse, save favourites and fill the profile, but applies only once a guardian consented through the e-mail's signed link;
// a withdrawal hides the student's data from companies at once; every step is in the audit trail. `off` is SPEC.md's flow.
import { MAIL_TEXTS } from '@domain/notifications/mail-texts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { CONSENT_OFF, ADULTS_NEED_NO_CONSENT, CONSENT_LINK_INVALID } from '@backend/http/routes/consent-routes';
import { SHARED_DATA_WITHDRAWN, WHY_NOT } from '@domain/consent/sharing';
import { DATE_OF_BIRTH_IN_FUTURE, GUARDIAN_EMAIL_REQUIRED, GUARDIAN_NOT_A_STUDENT, GUARDIAN_NOT_YOU, TOO_OLD_FOR_STUDENT } from '@domain/consent/schemas';
import { CONSENT_LINK_EXPIRED, CONSENT_LINK_STALE, CONSENT_REFUSED_HOLDS } from '@domain/consent/decider';
import { CONSENT_MAILS_PER_RECIPIENT_PER_DAY, TOO_MANY_TO_THIS_ADDRESS } from '@backend/limits/consent-mail-budget';
import { client, studentBody, uniqueEmail, ADULT_STUDENT_BORN } from '../../helpers/http';
import { openVerificationLink } from '../../helpers/email-verification';
import { approvedCompany, postTestInternship, signedInAdmin } from '../../helpers/journey-fixtures';
import { consentToken, mailbox, waitForMail } from '../../helpers/privacy';
import { startTestServer, type TestServer } from '../../helpers/server';

const api = suite<{ srv: TestServer; internshipId: string; companyEmail: string }>('parental consent API');

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
  const company = await approvedCompany(ctx.srv, 'Banyan Studio');
  ctx.internshipId = (await postTestInternship(ctx.srv, company.id, { title: 'Design Helper' })).id;
  ctx.companyEmail = (await ctx.srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(company.id))!.email;
});
api.after(async (ctx) => ctx.srv.close());

const minor = (guardianEmail: string | undefined = uniqueEmail('guardian')) => ({ ...studentBody(), dateOfBirth: '2011-06-01', ...(guardianEmail ? { guardianEmail } : {}) });

async function signUp(srv: TestServer, body: { email: string } & Record<string, unknown>) {
  const c = client(srv.url);
  const res = await c.post('/api/register', body);
  assert.is(res.status, 201, res.text);
  await openVerificationLink(srv, body.email);
  return c;
}

api('the policy is public; sign-up with a date of birth under 18 and a guardian sends the request e-mail, and applying waits for it', async ({ srv, internshipId }) => {
  assert.equal((await client(srv.url).get('/api/consent-policy')).body, { parentalConsent: 'required', adultAge: 18, emailVerification: 'required' });
  const body = minor();
  const student = await signUp(srv, body);
  const mine = (await student.get('/api/user/consent')).body;
  assert.is(mine.required, true);
  assert.is(mine.status, 'requested');
  assert.is(mine.canApply, false);
  assert.is(mine.guardianEmail, body.guardianEmail);
  const refused = await student.post('/api/applications', { internshipId, coverLetter: 'My own letter.' });
  assert.is(refused.status, 403);
  assert.is(refused.body.message, WHY_NOT.requested);
  // Browsing, favourites and the profile are open meanwhile.
  assert.is((await student.post('/api/favorites', { internshipId })).status, 201);
  assert.is((await student.get(`/api/internships/${internshipId}`)).status, 200);
  const mail = await waitForMail(srv.dataDir, (m) => m.to === body.guardianEmail);
  assert.is(mail.kind, 'parentalConsentRequested');
  // No text the student chose in the subject (the address is not verified); the body names the student.
  assert.is(mail.subject, 'A student asks for your consent on Internships for Highschoolers');
  assert.match(mail.text, /Asha Verma signed up/);
  assert.match(mail.text, new RegExp(`${srv.url}/consent/`));
  assert.match(mail.html, /<a href="http:\/\/127\.0\.0\.1:\d+\/consent\//);
});

api('the parent’s page shows what is shared and with whom; consent opens applying; the company sees the student', async ({ srv, internshipId, companyEmail }) => {
  const body = minor();
  const student = await signUp(srv, body);
  const token = consentToken(await waitForMail(srv.dataDir, (m) => m.to === body.guardianEmail));
  const parent = client(srv.url);
  const page = (await parent.get(`/api/consent/${token}`)).body;
  assert.is(page.studentFirstName, 'Asha');
  assert.is(page.status, 'requested');
  assert.ok(page.sharedFields.some((f: string) => /Cover letters/.test(f)));
  // In the page's language: a parent reading it in Tamil sees the Tamil list (the consent e-mail's).
  const inTamil = await parent.request('GET', `/api/consent/${token}`, undefined, { 'accept-language': 'ta' });
  assert.equal(inTamil.body.sharedFields, [...MAIL_TEXTS.ta.sharedFields]);
  assert.match(inTamil.headers.get('vary') ?? '', /Accept-Language/);
  assert.equal(page.companies, []);
  assert.equal([page.canGive, page.canRefuse, page.canWithdraw], [true, true, false]);
  const given = await parent.post(`/api/consent/${token}/give`, {});
  assert.is(given.status, 200);
  assert.is(given.body.status, 'given');
  assert.is((await parent.post(`/api/consent/${token}/give`, {})).status, 200, 'giving twice changes nothing');
  assert.is((await student.get('/api/user/consent')).body.canApply, true);
  const applied = await student.post('/api/applications', { internshipId, coverLetter: 'Hello from Asha' });
  assert.is(applied.status, 201, applied.text);
  assert.equal((await parent.get(`/api/consent/${token}`)).body.companies, ['Banyan Studio']);
  await waitForMail(srv.dataDir, (m) => m.kind === 'parentalConsentGiven' && m.to === body.guardianEmail);

  const company = client(srv.url);
  assert.is((await company.post('/api/login', { username: companyEmail, password: 'secret123' })).status, 200);
  const mine = () => company.get('/api/company/applications').then((r) => (r.body as Array<{ id: string; student: { firstName: string } | null; coverLetter: string; notice: string | null; sharedDataWithdrawn: boolean; history: Array<{ byName: string | null }> }>).find((a) => a.id === applied.body.id)!);
  const shown = await mine();
  assert.is(shown.student?.firstName, 'Asha');
  assert.is(shown.coverLetter, 'Hello from Asha');
  assert.is(shown.sharedDataWithdrawn, false);

  // Withdrawal: at once, the company sees the application without the student's data.
  const withdrawn = await parent.post(`/api/consent/${token}/withdraw`, {});
  assert.is(withdrawn.status, 200);
  assert.is(withdrawn.body.status, 'withdrawn');
  const hidden = await mine();
  assert.is(hidden.student, null);
  assert.is(hidden.coverLetter, '');
  assert.is(hidden.sharedDataWithdrawn, true);
  assert.is(hidden.notice, SHARED_DATA_WITHDRAWN);
  assert.ok(hidden.history.every((h) => h.byName !== 'Asha Verma'));
  const again = await student.post('/api/applications', { internshipId: (await postTestInternship(srv, (await company.get('/api/user')).body.id, { title: 'Second' })).id, coverLetter: 'My own letter.' });
  assert.is(again.status, 403);
  assert.is(again.body.message, WHY_NOT.withdrawn);

  // Every step is in the audit trail, the parent named as such; the guardian's address never is.
  const admin = await signedInAdmin(srv);
  const studentId = (await student.get('/api/user')).body.id;
  // (The account's other entries, such as its address being verified, are not consent's.)
  const audit = ((await admin.get(`/api/admin/audit?entityId=${studentId}`)).body as Array<{ type: string; actorName: string; to?: string }>).filter((e) => e.type.startsWith('ParentalConsent'));
  assert.equal(audit.map((e) => e.type), ['ParentalConsentWithdrawn', 'ParentalConsentGiven', 'ParentalConsentRequested']);
  assert.equal(audit.map((e) => e.actorName), ['Parent or guardian', 'Parent or guardian', 'Asha Verma']);
  assert.not.ok(JSON.stringify(audit).includes(body.guardianEmail!));
});

api('a refusal holds: its link cannot consent later; a new request shares nothing until answered; older links still show and withdraw; forged links are 404', async ({ srv, internshipId }) => {
  const body = minor();
  const student = await signUp(srv, body);
  const token = consentToken(await waitForMail(srv.dataDir, (m) => m.to === body.guardianEmail));
  const parent = client(srv.url);
  assert.is((await parent.post(`/api/consent/${token}/refuse`, {})).body.status, 'refused');
  const refused = await student.post('/api/applications', { internshipId, coverLetter: 'My own letter.' });
  assert.is(refused.status, 403);
  assert.is(refused.body.message, WHY_NOT.refused);
  assert.is((await parent.post(`/api/consent/${token}/withdraw`, {})).status, 409);
  const late = await parent.post(`/api/consent/${token}/give`, {});
  assert.is(late.status, 409, 'the refused link cannot give consent');
  assert.is(late.body.message, CONSENT_REFUSED_HOLDS);
  const forged = `${token.slice(0, -4)}AAAA`;
  assert.is((await parent.get(`/api/consent/${forged}`)).status, 404);
  assert.is((await parent.post(`/api/consent/${forged}/give`, {})).body.message, CONSENT_LINK_INVALID);
  assert.is((await parent.get('/api/consent/not-a-token')).status, 404);
  // A new request to another address: the earlier guardian is told; their link still shows where consent stands.
  const other = uniqueEmail('other.guardian');
  const resent = await student.post('/api/user/consent/resend', { guardianEmail: other });
  assert.is(resent.status, 200, resent.text);
  assert.is(resent.body.status, 'requested');
  assert.is(resent.body.canApply, false);
  const told = await waitForMail(srv.dataDir, (m) => m.kind === 'parentalConsentRedirected' && m.to === body.guardianEmail);
  assert.is(told.subject, 'A consent request went to another address on Internships for Highschoolers');
  assert.match(told.text, new RegExp(`\\(${other[0]}•••@example\\.com\\)`), 'the other address, masked');
  assert.not.ok(told.text.includes(other), 'never the other address itself');
  const earlier = await parent.get(`/api/consent/${consentToken(told)}`);
  assert.is(earlier.status, 200);
  assert.equal([earlier.body.status, earlier.body.current, earlier.body.canGive, earlier.body.canRefuse, earlier.body.canWithdraw], ['requested', false, false, false, false]);
  const stale = await parent.post(`/api/consent/${token}/give`, {});
  assert.is(stale.status, 409);
  assert.is(stale.body.message, CONSENT_LINK_STALE);
  const fresh = consentToken(await waitForMail(srv.dataDir, (m) => m.to === other && m.kind === 'parentalConsentRequested'));
  assert.is((await parent.post(`/api/consent/${fresh}/give`, {})).body.status, 'given');
  // The earlier guardian can take it back with the link they have.
  const page = (await parent.get(`/api/consent/${token}`)).body;
  assert.equal([page.status, page.current, page.canWithdraw], ['given', false, true]);
  assert.is((await parent.post(`/api/consent/${token}/withdraw`, {})).body.status, 'withdrawn');
});

api('a withdrawal holds: the student asking a new address shows companies nothing, and the parent’s link keeps working', async ({ srv, internshipId, companyEmail }) => {
  const body = minor();
  const student = await signUp(srv, body);
  const token = consentToken(await waitForMail(srv.dataDir, (m) => m.to === body.guardianEmail));
  const parent = client(srv.url);
  assert.is((await parent.post(`/api/consent/${token}/give`, {})).body.status, 'given');
  const applied = await student.post('/api/applications', { internshipId, coverLetter: 'A letter only the consented may see' });
  assert.is(applied.status, 201, applied.text);
  const company = client(srv.url);
  assert.is((await company.post('/api/login', { username: companyEmail, password: 'secret123' })).status, 200);
  const seen = async () => ((await company.get('/api/company/applications')).body as Array<{ id: string; student: object | null; coverLetter: string }>).find((a) => a.id === applied.body.id)!;
  assert.ok((await seen()).student);
  assert.is((await parent.post(`/api/consent/${token}/withdraw`, {})).body.status, 'withdrawn');
  assert.is((await seen()).student, null);

  // The outside test's finding: the student asks another address, and every company saw the minor again. Not any more.
  const own = uniqueEmail('my.other.address');
  const asked = await student.post('/api/user/consent/resend', { guardianEmail: own });
  assert.is(asked.status, 200, asked.text);
  assert.is(asked.body.status, 'requested');
  const hidden = await seen();
  assert.is(hidden.student, null);
  assert.is(hidden.coverLetter, '');
  // The parent is told and their link answers (not 404): it shows the waiting request.
  await waitForMail(srv.dataDir, (m) => m.kind === 'parentalConsentRedirected' && m.to === body.guardianEmail);
  const page = await parent.get(`/api/consent/${token}`);
  assert.is(page.status, 200);
  assert.equal([page.body.status, page.body.current], ['requested', false]);
  // If the other address consents, the data shows again — and the parent can withdraw once more with the same link.
  const theirs = consentToken(await waitForMail(srv.dataDir, (m) => m.to === own && m.kind === 'parentalConsentRequested'));
  assert.is((await client(srv.url).post(`/api/consent/${theirs}/give`, {})).body.status, 'given');
  assert.ok((await seen()).student);
  assert.is((await parent.post(`/api/consent/${token}/withdraw`, {})).body.status, 'withdrawn');
  assert.is((await seen()).student, null);
});

api('a guardian’s address gets at most three requests a day from all students, and is never a student’s account', async ({ srv }) => {
  const shared = uniqueEmail('busy.parent');
  for (let i = 0; i < CONSENT_MAILS_PER_RECIPIENT_PER_DAY; i++) await signUp(srv, minor(shared));
  const fourth = await client(srv.url).post('/api/register', minor(shared));
  assert.is(fourth.status, 429);
  assert.is(fourth.body.message, TOO_MANY_TO_THIS_ADDRESS);
  assert.ok(Number(fourth.headers.get('retry-after')) > 3600);
  const later = await signUp(srv, minor());
  const resend = await later.post('/api/user/consent/resend', { guardianEmail: shared.toUpperCase() });
  assert.is(resend.status, 429, 'the same address in other letters');
  // A student's account is not a guardian.
  const classmate = studentBody();
  await signUp(srv, classmate);
  const pointed = await later.post('/api/user/consent/resend', { guardianEmail: classmate.email });
  assert.is(pointed.status, 400);
  assert.is(pointed.body.errors.guardianEmail, GUARDIAN_NOT_A_STUDENT);
  const atSignUp = await client(srv.url).post('/api/register', minor(classmate.email));
  assert.is(atSignUp.status, 400);
  assert.is(atSignUp.body.errors.guardianEmail, GUARDIAN_NOT_A_STUDENT);
});

api('an expired link can no longer give or refuse consent, but can always withdraw it', async ({ srv }) => {
  const body = minor();
  const student = await signUp(srv, body);
  const studentId = (await student.get('/api/user')).body.id;
  const token = consentToken(await waitForMail(srv.dataDir, (m) => m.to === body.guardianEmail));
  const requestId = token.split('.')[1];
  const old = srv.backend.deps.privacy.consentLinks.issue(studentId, requestId, new Date(Date.now() - 8 * 24 * 3600_000)).token;
  const parent = client(srv.url);
  const page = (await parent.get(`/api/consent/${old}`)).body;
  assert.is(page.expired, true);
  assert.is(page.canGive, false);
  const give = await parent.post(`/api/consent/${old}/give`, {});
  assert.is(give.status, 409);
  assert.is(give.body.message, CONSENT_LINK_EXPIRED);
  assert.is((await parent.post(`/api/consent/${token}/give`, {})).status, 200);
  assert.is((await parent.post(`/api/consent/${old}/withdraw`, {})).body.status, 'withdrawn');
});

api('resending: rate-limited (429 with Retry-After); a new address is needed when none was given; never the student’s own', async ({ srv }) => {
  const body = minor();
  const student = await signUp(srv, body);
  const soon = await student.post('/api/user/consent/resend', {});
  assert.is(soon.status, 429);
  assert.match(soon.body.message, /You can send it again in \d+ seconds/);
  assert.ok(Number(soon.headers.get('retry-after')) > 0);

  // SPEC.md's body (no date of birth, no guardian): the age is unknown, so consent is needed; the request needs an address.
  const unknown = await signUp(srv, studentBody());
  const mine = (await unknown.get('/api/user/consent')).body;
  assert.equal([mine.required, mine.status, mine.canApply], [true, 'notRequested', false]);
  const none = await unknown.post('/api/user/consent/resend', {});
  assert.is(none.status, 400);
  assert.is(none.body.errors.guardianEmail, GUARDIAN_EMAIL_REQUIRED);
  const own = await unknown.post('/api/user/consent/resend', { guardianEmail: (await unknown.get('/api/user')).body.email });
  assert.is(own.body.errors?.guardianEmail, GUARDIAN_NOT_YOU);
  const sent = await unknown.post('/api/user/consent/resend', { guardianEmail: uniqueEmail('late.guardian') });
  assert.is(sent.status, 200, sent.text);
  assert.is(sent.body.status, 'requested');
  const same = await client(srv.url).post('/api/register', { ...studentBody(), guardianEmail: 'same@example.com', email: 'same@example.com', username: 'same@example.com' });
  assert.is(same.status, 400);
  assert.is(same.body.errors.guardianEmail, GUARDIAN_NOT_YOU);
});

api('adults are not asked: no request, no e-mail, applying at once', async ({ srv, internshipId }) => {
  const before = mailbox(srv.dataDir).length;
  const adult = await signUp(srv, { ...studentBody(), dateOfBirth: ADULT_STUDENT_BORN, guardianEmail: uniqueEmail('not.needed') });
  const mine = (await adult.get('/api/user/consent')).body;
  assert.equal([mine.required, mine.canApply, mine.message], [false, true, null]);
  assert.is((await adult.post('/api/applications', { internshipId, coverLetter: 'My own letter.' })).status, 201);
  const resend = await adult.post('/api/user/consent/resend', { guardianEmail: uniqueEmail('x') });
  assert.is(resend.status, 409);
  assert.is(resend.body.message, ADULTS_NEED_NO_CONSENT);
  await new Promise((r) => setTimeout(r, 1500));
  assert.not.ok(mailbox(srv.dataDir).slice(before).some((m) => m.kind === 'parentalConsentRequested' && m.to.startsWith('not.needed')));
});

api('dates of birth are checked; other roles have no consent', async ({ srv }) => {
  const refused: Array<[string, string]> = [
    ['2011-02-30', 'Please enter your date of birth'],
    ['14/03/2010', 'Please enter your date of birth'],
    ['2999-01-01', DATE_OF_BIRTH_IN_FUTURE],
    ['1850-01-01', TOO_OLD_FOR_STUDENT],
  ];
  for (const [dateOfBirth, message] of refused) {
    const res = await client(srv.url).post('/api/register', { ...studentBody(), dateOfBirth });
    assert.is(res.status, 400, dateOfBirth);
    assert.is(res.body.errors.dateOfBirth, message);
  }
  const admin = await signedInAdmin(srv);
  assert.is((await admin.get('/api/user/consent')).status, 403);
});

const off = suite<{ srv: TestServer }>('parental consent off (SPEC.md)');
off.before(async (ctx) => {
  ctx.srv = await startTestServer({ config: { parentalConsent: 'off' } });
});
off.after(async (ctx) => ctx.srv.close());

off('no step: a student of any age applies at once, no request goes out, resending is refused', async ({ srv }) => {
  const company = await approvedCompany(srv);
  const { id } = await postTestInternship(srv, company.id);
  assert.equal((await client(srv.url).get('/api/consent-policy')).body.parentalConsent, 'off');
  const body = minor();
  const student = await signUp(srv, body);
  assert.equal((await student.get('/api/user/consent')).body.required, false);
  assert.is((await student.post('/api/applications', { internshipId: id, coverLetter: 'My own letter.' })).status, 201);
  assert.is((await student.post('/api/user/consent/resend', { guardianEmail: uniqueEmail('g') })).body.message, CONSENT_OFF);
  await new Promise((r) => setTimeout(r, 1500));
  assert.not.ok(mailbox(srv.dataDir).some((m) => m.to === body.guardianEmail));
});

api.run();
off.run();
