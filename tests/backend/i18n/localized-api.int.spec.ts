// Languages over HTTP (DESIGN.md §4.3): 4xx messages in the request's language (Accept-Language or the `lang` cookie),
// English when it names none; the account's language (PUT /api/user/language, sign-up); a parent's consent e-mail in the
// language the student used, right to left in Urdu.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DOMAIN_MESSAGES } from '@domain/i18n/domain-messages';
import { UNSUPPORTED_LANGUAGE } from '@domain/users/schemas';
import { PASSWORD_MIN_LENGTH } from '@domain/users/constants';
import { client, studentBody, uniqueEmail } from '../../helpers/http';
import { waitForMail } from '../../helpers/privacy';
import { startTestServer, type TestServer } from '../../helpers/server';

const api = suite<{ srv: TestServer }>('localized API');

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
});
api.after(async (ctx) => ctx.srv.close());

const EMAIL_REQUIRED = 'Valid email is required';
const FAVORITES_FOR_STUDENTS = 'Only students can save favorites';

/** A request with a cookie header of our own (the test client's jar would replace it). */
const raw = (srv: TestServer, method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  fetch(srv.url + path, { method, headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });

async function signedInCompany(srv: TestServer) {
  const c = client(srv.url);
  const email = uniqueEmail('company');
  assert.is((await c.post('/api/register', { ...studentBody(email), role: 'company' })).status, 201);
  return c;
}

api('a 400 is in Hindi by Accept-Language and in Urdu by the lang cookie, its field messages too', async ({ srv }) => {
  const hi = await client(srv.url).post('/api/register', {}, { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.5' });
  assert.is(hi.status, 400);
  assert.is(hi.body.message, DOMAIN_MESSAGES.hi[EMAIL_REQUIRED]);
  assert.is(hi.body.errors.email, DOMAIN_MESSAGES.hi[EMAIL_REQUIRED]);
  assert.is(hi.headers.get('content-language'), 'hi');
  assert.match(hi.headers.get('vary') ?? '', /Accept-Language/);
  const ur = await raw(srv, 'POST', '/api/register', { cookie: 'lang=ur', 'accept-language': 'hi' }, {});
  assert.is(ur.status, 400);
  assert.is(((await ur.json()) as { message: string }).message, DOMAIN_MESSAGES.ur[EMAIL_REQUIRED]);
  assert.is(ur.headers.get('content-language'), 'ur');
});

api('a 403 is in Hindi by Accept-Language and in Urdu by the lang cookie', async ({ srv }) => {
  const company = await signedInCompany(srv);
  const hi = await company.post('/api/favorites', { internshipId: 'x' }, { 'accept-language': 'hi' });
  assert.is(hi.status, 403);
  assert.is(hi.body.message, DOMAIN_MESSAGES.hi[FAVORITES_FOR_STUDENTS]);
  const ur = await raw(srv, 'POST', '/api/favorites', { cookie: `${company.cookieHeader()}; lang=ur` }, { internshipId: 'x' });
  assert.is(ur.status, 403);
  assert.is(((await ur.json()) as { message: string }).message, DOMAIN_MESSAGES.ur[FAVORITES_FOR_STUDENTS]);
  assert.is(ur.headers.get('content-language'), 'ur');
});

api('English, as SPEC.md writes it, when the request names no supported language', async ({ srv }) => {
  const cases: Record<string, string>[] = [{}, { 'accept-language': 'fr-FR,de;q=0.8' }, { 'accept-language': '*' }, { cookie: 'lang=xx' }];
  for (const headers of cases) {
    const res = await raw(srv, 'POST', '/api/register', headers, {});
    assert.is(res.status, 400);
    assert.is(((await res.json()) as { message: string }).message, EMAIL_REQUIRED);
    assert.is(res.headers.get('content-language'), null);
  }
  const company = await signedInCompany(srv);
  assert.is((await company.post('/api/favorites', { internshipId: 'x' }, { 'accept-language': 'es' })).body.message, FAVORITES_FOR_STUDENTS);
});

api('a templated message keeps its numbers; a 404 and a 401 are translated too', async ({ srv }) => {
  const short = await client(srv.url).post('/api/register', { ...studentBody(), password: 'a' }, { 'accept-language': 'ta' });
  assert.is(short.status, 400);
  assert.is(short.body.errors.password, DOMAIN_MESSAGES.ta['Password must be at least {PASSWORD_MIN_LENGTH} characters']!.replace('{PASSWORD_MIN_LENGTH}', String(PASSWORD_MIN_LENGTH)));
  assert.is((await raw(srv, 'GET', '/api/nothing-here', { 'accept-language': 'si' })).status, 404);
  const signedOut = await raw(srv, 'GET', '/api/user', { 'accept-language': 'bn' });
  assert.is(signedOut.status, 401);
  assert.is(((await signedOut.json()) as { message: string }).message, DOMAIN_MESSAGES.bn['Not signed in']);
});

api('PUT /api/user/language keeps the language on the account: 200, 400 in a clear message, 401 signed out', async ({ srv }) => {
  const visitor = await client(srv.url).request('PUT', '/api/user/language', { language: 'hi' });
  assert.is(visitor.status, 401);
  const student = client(srv.url);
  assert.is((await student.post('/api/register', studentBody())).status, 201);
  assert.is((await student.get('/api/user')).body.language, null);
  for (const body of [{}, { language: 'fr' }, { language: 'HI' }, { language: 7 }]) {
    const refused = await student.request('PUT', '/api/user/language', body);
    assert.is(refused.status, 400, JSON.stringify(body));
    assert.is(refused.body.message, UNSUPPORTED_LANGUAGE);
    assert.is(refused.body.errors.language, UNSUPPORTED_LANGUAGE);
  }
  const chosen = await student.request('PUT', '/api/user/language', { language: 'bn' });
  assert.is(chosen.status, 200);
  assert.equal(chosen.body, { language: 'bn' });
  assert.is((await student.get('/api/user')).body.language, 'bn');
  // The same language again changes nothing and still answers it.
  assert.equal((await student.request('PUT', '/api/user/language', { language: 'bn' })).body, { language: 'bn' });
  const company = await signedInCompany(srv);
  assert.is((await company.request('PUT', '/api/user/language', { language: 'ur' })).status, 200);
});

api("sign-up keeps the language the body or the request names; none for a browser's default English", async ({ srv }) => {
  const byHeader = client(srv.url);
  assert.is((await byHeader.post('/api/register', studentBody(), { 'accept-language': 'ta-IN,ta;q=0.9' })).status, 201);
  assert.is((await byHeader.get('/api/user')).body.language, 'ta');
  const byBody = client(srv.url);
  assert.is((await byBody.post('/api/register', { ...studentBody(), language: 'si' }, { 'accept-language': 'hi' })).status, 201);
  assert.is((await byBody.get('/api/user')).body.language, 'si');
  const none = client(srv.url);
  assert.is((await none.post('/api/register', studentBody(), { 'accept-language': 'en-US,en;q=0.9' })).status, 201);
  assert.is((await none.get('/api/user')).body.language, null);
  const byCookie = client(srv.url);
  assert.is((await byCookie.post('/api/register', studentBody(), { cookie: 'lang=en', 'accept-language': 'hi' })).status, 201);
  assert.is((await byCookie.get('/api/user')).body.language, 'en');
  const wrong = await client(srv.url).post('/api/register', { ...studentBody(), language: 'fr' });
  assert.is(wrong.status, 400);
  assert.is(wrong.body.errors.language, UNSUPPORTED_LANGUAGE);
});

api('a consent e-mail is in Bengali after the student chose Bengali', async ({ srv }) => {
  const student = client(srv.url);
  assert.is((await student.post('/api/register', { ...studentBody(), dateOfBirth: '2011-06-01' })).status, 201);
  assert.is((await student.request('PUT', '/api/user/language', { language: 'bn' })).status, 200);
  const guardianEmail = uniqueEmail('guardian');
  const asked = await student.post('/api/user/consent/resend', { guardianEmail });
  assert.ok(asked.status < 300, asked.text);
  const mail = await waitForMail(srv.dataDir, (m) => m.to === guardianEmail);
  assert.is(mail.kind, 'parentalConsentRequested');
  assert.is(mail.subject, 'একজন শিক্ষার্থী Internships for Highschoolers-এ আপনার সম্মতি চাইছে');
  assert.match(mail.text, /Asha Verma Internships for Highschoolers-এ সাইন আপ করেছে/);
  assert.match(mail.text, /মা-বাবা বা অভিভাবক/);
  // The link's last day in Bengali (Intl), with Bengali digits.
  assert.match(mail.text, /লিংকটি [০-৯]+ \S+, [০-৯]{4} পর্যন্ত কাজ করবে/);
  assert.match(mail.html, /<html lang="bn" dir="ltr">/);
  assert.match(mail.html, /অথবা এই লিংকটি খুলুন:/);
});

api('a consent e-mail asked at sign-up in Urdu is right to left', async ({ srv }) => {
  const guardianEmail = uniqueEmail('guardian');
  const res = await client(srv.url).post('/api/register', { ...studentBody(), dateOfBirth: '2011-06-01', guardianEmail, language: 'ur' });
  assert.is(res.status, 201, res.text);
  const mail = await waitForMail(srv.dataDir, (m) => m.to === guardianEmail);
  assert.match(mail.html, /<html lang="ur" dir="rtl">/);
  assert.match(mail.html, /direction:rtl/);
  assert.is(mail.subject, 'ایک طالب علم Internships for Highschoolers پر آپ کی رضامندی مانگ رہا ہے');
});

api.run();
