// API tests for the PDF résumé (DESIGN.md §4.0): PUT /api/user/resume (raw PDF, ≤ 2 MB, a PDF by its bytes), GET and DELETE
// it; GET /api/applications/:id/resume for the student and the internship's company while consent allows sharing, 404 for
// everyone else; and erasure with the account, leaving none of its bytes in any file under DATA_DIR.
import { request as httpRequest } from 'node:http';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { NO_RESUME, NOT_A_PDF, RESUME_MAX_BYTES, RESUME_TOO_LARGE } from '@domain/resumes/rules';
import { ONLY_STUDENTS_UPLOAD, RESUME_UPLOADS } from '@backend/http/routes/resume-routes';
import { client, studentBody, uniqueEmail, ADULT_STUDENT_BORN } from '../../helpers/http';
import { openVerificationLink } from '../../helpers/email-verification';
import { approvedCompany, postTestInternship, signedInAdmin, signedInCompany, signedInStudent } from '../../helpers/journey-fixtures';
import { consentToken, filesHolding, waitForMail } from '../../helpers/privacy';
import { startTestServer, testStore, type TestServer } from '../../helpers/server';
import { tinyPdf } from '../files/pdf-fixture';

type Client = ReturnType<typeof client>;
const api = suite<{ srv: TestServer; internshipId: string; company: Client }>('résumé PDF API');

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
  const company = await approvedCompany(ctx.srv, 'Peepal Press');
  ctx.internshipId = (await postTestInternship(ctx.srv, company.id, { title: 'Layout Helper' })).id;
  const email = (await ctx.srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(company.id))!.email;
  ctx.company = client(ctx.srv.url);
  assert.is((await ctx.company.post('/api/login', { username: email, password: 'secret123' })).status, 200);
});
api.after(async (ctx) => ctx.srv.close());

/** A raw upload as a browser's fetch sends it (Content-Length known). */
async function upload(srv: TestServer, who: Client | null, body: Buffer | string, headers: Record<string, string> = { 'content-type': 'application/pdf' }) {
  const res = await fetch(`${srv.url}/api/user/resume`, { method: 'PUT', headers: { ...headers, ...(who ? { cookie: who.cookieHeader() } : {}) }, body: typeof body === 'string' ? body : new Uint8Array(body) });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? JSON.parse(text) : undefined };
}

async function download(srv: TestServer, who: Client, path: string) {
  const res = await fetch(`${srv.url}${path}`, { headers: { cookie: who.cookieHeader() } });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: res.headers.get('content-type')?.includes('json') ? JSON.parse(bytes.toString()) : undefined };
}

/** filesHolding, again when a file vanished while it was read (the mailbox writes through temporary files). */
async function holding(dir: string, needles: readonly string[]): Promise<string[]> {
  for (let tries = 0; ; tries++) {
    try {
      return filesHolding(dir, needles);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || tries >= 10) throw error;
      await new Promise((r) => setTimeout(r, 50));
    }
  }
}

/** An adult student (no consent needed) who applied to the internship: their client and the application's id. */
async function applicant(srv: TestServer, internshipId: string) {
  const student = client(srv.url);
  const body = { ...studentBody(), dateOfBirth: ADULT_STUDENT_BORN };
  assert.is((await student.post('/api/register', body)).status, 201);
  await openVerificationLink(srv, body.email);
  const applied = await student.post('/api/applications', { internshipId, coverLetter: 'I would love to help with layouts.' });
  assert.is(applied.status, 201, applied.text);
  return { student, applicationId: applied.body.id as string };
}

api('a student uploads a PDF: 200 with its info; GET answers the same bytes as a private download', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const pdf = tinyPdf('Asha Verma — projects and awards');
  const put = await upload(srv, student, pdf, { 'content-type': 'application/pdf', 'x-file-name': encodeURIComponent('Asha Résumé 2026.pdf') });
  assert.is(put.status, 200, JSON.stringify(put.body));
  assert.is(put.body.fileName, 'Asha Résumé 2026.pdf');
  assert.is(put.body.size, pdf.length);
  assert.ok(Math.abs(Date.parse(put.body.uploadedAt) - Date.now()) < 60_000);
  assert.equal(Object.keys(put.body).sort(), ['fileName', 'size', 'uploadedAt']);
  const got = await download(srv, student, '/api/user/resume');
  assert.is(got.status, 200);
  assert.ok(got.bytes.equals(pdf));
  assert.is(got.headers.get('content-type'), 'application/pdf');
  assert.is(got.headers.get('content-disposition'), `attachment; filename="Asha Resume 2026.pdf"; filename*=UTF-8''${encodeURIComponent('Asha Résumé 2026.pdf')}`);
  assert.is(got.headers.get('cache-control'), 'private, no-store');
  assert.is(got.headers.get('x-content-type-options'), 'nosniff');
});

api('the file name is made safe, and "resume.pdf" without one', async ({ srv }) => {
  const student = await signedInStudent(srv);
  assert.is((await upload(srv, student, tinyPdf())).body.fileName, 'resume.pdf');
  const named = await upload(srv, student, tinyPdf(), { 'content-type': 'application/pdf', 'x-file-name': '..%2F..%2Fetc%2Fpasswd"; x=1' });
  assert.is(named.body.fileName, 'passwd x=1.pdf');
});

api('a replacement: the new PDF is answered, and only its file is kept', async ({ srv }) => {
  const student = await signedInStudent(srv);
  assert.is((await upload(srv, student, tinyPdf('First version'))).status, 200);
  const second = tinyPdf('Second version');
  assert.is((await upload(srv, student, second)).status, 200);
  assert.ok((await download(srv, student, '/api/user/resume')).bytes.equals(second));
  if (testStore !== 'postgres') assert.is(readdirSync(join(srv.dataDir, 'resumes', student.user.id)).length, 1);
});

api('DELETE → 204, then GET → 404 "No résumé"; deleting again is harmless', async ({ srv }) => {
  const student = await signedInStudent(srv);
  assert.is((await upload(srv, student, tinyPdf())).status, 200);
  assert.is((await student.delete('/api/user/resume')).status, 204);
  const gone = await download(srv, student, '/api/user/resume');
  assert.is(gone.status, 404);
  assert.is(gone.json.message, NO_RESUME);
  assert.is((await student.delete('/api/user/resume')).status, 204);
  if (testStore !== 'postgres') assert.not.ok(existsSync(join(srv.dataDir, 'resumes', student.user.id)), 'no file (nor folder) is left');
});

api('bytes that are no PDF → 415, whatever the Content-Type says; another Content-Type → 415', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const png = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(5000)]);
  for (const [body, type] of [
    [png, 'application/pdf'],
    ['not a pdf at all', 'application/pdf'],
    [tinyPdf(), 'image/png'],
    [tinyPdf(), 'application/octet-stream'],
    ['{"resume":"x"}', 'application/json'],
  ] as const) {
    const res = await upload(srv, student, body, { 'content-type': type });
    assert.is(res.status, 415, `${type}: ${JSON.stringify(res.body)}`);
    assert.is(res.body.message, NOT_A_PDF);
  }
  assert.is((await download(srv, student, '/api/user/resume')).status, 404, 'nothing was kept');
});

api('more than 2 MB → 413: by its declared length before a byte is read, and counted while streaming', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const atLimit = tinyPdf('Exactly two megabytes', RESUME_MAX_BYTES);
  const ok = await upload(srv, student, atLimit);
  assert.is(ok.status, 200);
  assert.is(ok.body.size, RESUME_MAX_BYTES);
  const over = await upload(srv, student, tinyPdf('One byte too many', RESUME_MAX_BYTES + 1));
  assert.is(over.status, 413);
  assert.is(over.body.message, RESUME_TOO_LARGE);
  // No Content-Length (chunked): the server counts and answers 413 while the client is still sending.
  const streamed = await new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
    let sent = 0;
    let answered = false;
    const req = httpRequest(`${srv.url}/api/user/resume`, { method: 'PUT', headers: { 'content-type': 'application/pdf', cookie: student.cookieHeader() } }, (res) => {
      answered = true;
      const sentWhenAnswered = sent;
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered });
        req.destroy();
      });
    });
    req.on('error', (error) => (sent > 0 ? undefined : reject(error)));
    const chunk = tinyPdf('Streaming past the limit', 64 * 1024);
    const pump = () => {
      while (sent < 10 * RESUME_MAX_BYTES && !answered) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
  assert.is(streamed.status, 413);
  assert.is(JSON.parse(streamed.body).message, RESUME_TOO_LARGE);
  assert.ok(streamed.sentWhenAnswered < 10 * RESUME_MAX_BYTES, `answered before the client sent everything (${streamed.sentWhenAnswered} bytes sent)`);
  assert.ok((await download(srv, student, '/api/user/resume')).bytes.equals(atLimit), 'the refused uploads changed nothing');
});

api('an upload cut off half-way keeps nothing, and the server goes on answering', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const failures: string[] = [];
  const logged = srv.backend.deps.logger.error.bind(srv.backend.deps.logger);
  srv.backend.deps.logger.error = ((...args: Parameters<typeof logged>) => (failures.push(JSON.stringify(args[0])), logged(...args))) as typeof logged;
  try {
    await new Promise<void>((resolve) => {
      const req = httpRequest(`${srv.url}/api/user/resume`, { method: 'PUT', headers: { 'content-type': 'application/pdf', 'content-length': '900000', cookie: student.cookieHeader() } });
      req.on('error', () => resolve());
      req.write(tinyPdf('Half an upload', 300_000), () => setTimeout(() => (req.destroy(), resolve()), 200));
    });
    await new Promise((r) => setTimeout(r, 300));
  } finally {
    srv.backend.deps.logger.error = logged;
  }
  assert.equal(failures, [], 'no failure logged for a client that went away');
  assert.is((await download(srv, student, '/api/user/resume')).status, 404);
  if (testStore !== 'postgres') assert.equal(existsSync(join(srv.dataDir, 'resumes', student.user.id)) ? readdirSync(join(srv.dataDir, 'resumes', student.user.id)) : [], []);
  assert.is((await upload(srv, student, tinyPdf('The next try'))).status, 200);
});

api('not signed in → 401; a company or an admin uploading → 403', async ({ srv }) => {
  const anonymous = client(srv.url);
  assert.is((await upload(srv, null, tinyPdf())).status, 401);
  assert.is((await anonymous.get('/api/user/resume')).status, 401);
  assert.is((await anonymous.delete('/api/user/resume')).status, 401);
  assert.is((await anonymous.get('/api/applications/anything/resume')).status, 401);
  for (const other of [await signedInCompany(srv), await signedInAdmin(srv)]) {
    const res = await upload(srv, other, tinyPdf());
    assert.is(res.status, 403);
    assert.is(res.body.message, ONLY_STUDENTS_UPLOAD);
  }
});

api(`at most ${RESUME_UPLOADS[0].points} uploads a day per account → 429 naming the wait`, async ({ srv }) => {
  const student = await signedInStudent(srv);
  for (let i = 0; i < RESUME_UPLOADS[0].points; i++) assert.is((await upload(srv, student, tinyPdf(`Version ${i}`))).status, 200);
  const refused = await upload(srv, student, tinyPdf('One too many'));
  assert.is(refused.status, 429);
  assert.match(refused.body.message, /^Too many résumé uploads from this account\. Please try again in \d+ hours?\.$/);
  assert.ok(Number(refused.headers.get('retry-after')) > 0);
});

api("an application's résumé: the student and the internship's company get it; anyone else 404", async ({ srv, internshipId, company }) => {
  const { student, applicationId } = await applicant(srv, internshipId);
  const path = `/api/applications/${applicationId}/resume`;
  const none = await download(srv, student, path);
  assert.is(none.status, 404, 'no résumé uploaded yet');
  assert.is(none.json.message, NO_RESUME);
  const pdf = tinyPdf('Shared with the company');
  assert.is((await upload(srv, student, pdf)).status, 200);
  for (const who of [student, company]) {
    const got = await download(srv, who, path);
    assert.is(got.status, 200);
    assert.ok(got.bytes.equals(pdf));
    assert.is(got.headers.get('content-type'), 'application/pdf');
    assert.is(got.headers.get('cache-control'), 'private, no-store');
  }
  const otherCompany = await approvedCompany(srv, 'Another Company');
  const otherEmail = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(otherCompany.id))!.email;
  const stranger = client(srv.url);
  assert.is((await stranger.post('/api/login', { username: otherEmail, password: 'secret123' })).status, 200);
  for (const who of [await signedInStudent(srv), stranger, await signedInAdmin(srv)]) {
    const res = await download(srv, who, path);
    assert.is(res.status, 404);
    assert.is(res.json.message, NO_RESUME);
  }
  assert.is((await download(srv, company, '/api/applications/no-such-application/resume')).status, 404);
});

api('GET /api/user shows the student their résumé’s info; the company’s applicants list shows it while shared', async ({ srv, internshipId, company }) => {
  const { student, applicationId } = await applicant(srv, internshipId);
  assert.is((await student.get('/api/user')).body.resumePdf, null);
  const rowOf = async () => ((await company.get('/api/company/applications')).body as Array<{ id: string; resumePdf: unknown }>).find((a) => a.id === applicationId)!;
  assert.is((await rowOf()).resumePdf, null);
  const put = await upload(srv, student, tinyPdf('Listed for the company'), { 'content-type': 'application/pdf', 'x-file-name': 'cv.pdf' });
  assert.equal((await student.get('/api/user')).body.resumePdf, put.body);
  assert.equal((await rowOf()).resumePdf, put.body);
  assert.is((await student.delete('/api/user/resume')).status, 204);
  assert.is((await student.get('/api/user')).body.resumePdf, null);
  assert.is((await rowOf()).resumePdf, null);
  assert.not.ok('resumePdf' in (await company.get('/api/user')).body, 'a company account has no résumé field');
});

api("a parent's withdrawal of consent takes the résumé back from the company (404); the student still has it", async ({ srv, internshipId, company }) => {
  const body = { ...studentBody(), dateOfBirth: '2011-06-01', guardianEmail: uniqueEmail('guardian') };
  const student = client(srv.url);
  assert.is((await student.post('/api/register', body)).status, 201);
  await openVerificationLink(srv, body.email);
  const token = consentToken(await waitForMail(srv.dataDir, (m) => m.to === body.guardianEmail));
  const parent = client(srv.url);
  assert.is((await parent.post(`/api/consent/${token}/give`, {})).status, 200);
  const applied = await student.post('/api/applications', { internshipId, coverLetter: 'Hello from a younger student.' });
  assert.is(applied.status, 201, applied.text);
  assert.is((await upload(srv, student, tinyPdf('Minor student resume'))).status, 200);
  const path = `/api/applications/${applied.body.id}/resume`;
  assert.is((await download(srv, company, path)).status, 200, 'shared while consent is given');
  assert.is((await parent.post(`/api/consent/${token}/withdraw`, {})).status, 200);
  const hidden = await download(srv, company, path);
  assert.is(hidden.status, 404);
  assert.is(hidden.json.message, NO_RESUME);
  assert.is((await download(srv, student, path)).status, 200);
});

api('deleting the account erases the résumé: no file is left, and none of its bytes is in any file under DATA_DIR', async ({ srv, internshipId, company }) => {
  const { student, applicationId } = await applicant(srv, internshipId);
  const marker = 'Zanzibarine Quillwhistle Portfolio';
  const fileName = 'Zanzibarine-Quillwhistle-CV.pdf';
  assert.is((await upload(srv, student, tinyPdf(marker), { 'content-type': 'application/pdf', 'x-file-name': fileName })).status, 200);
  const studentId = (await student.get('/api/user')).body.id as string;
  const needles = [marker, 'Zanzibarine', 'Quillwhistle'];
  // READ_MODELS=disk keeps read models (the file's name among them) in the clear in read-models.sqlite, by design.
  const outsideReadModels = (found: string[]) => found.filter((f) => testStore !== 'disk' || !f.includes('read-models.sqlite'));
  if (testStore !== 'postgres') {
    assert.ok(existsSync(join(srv.dataDir, 'resumes', studentId)));
    // Sealed from the start: not even before the deletion are the PDF's words or its name readable in a file.
    assert.equal(outsideReadModels(await holding(srv.dataDir, needles)), []);
  }
  const deleted = await student.request('DELETE', '/api/user', { password: 'secret123' });
  assert.is(deleted.status, 204, deleted.text);
  assert.is((await download(srv, company, `/api/applications/${applicationId}/resume`)).status, 404);
  assert.equal(await srv.backend.deps.resumes.forget(studentId), 0, 'the erasure already removed every file of the student');
  if (testStore !== 'postgres') {
    assert.not.ok(existsSync(join(srv.dataDir, 'resumes', studentId)), 'the student’s folder is gone');
    // A removed read-model document leaves read-models.sqlite's WAL a second after the last write (docs/stores.md).
    for (let tries = 0; tries < 50 && (await holding(srv.dataDir, [...needles, '%PDF-'])).length; tries++) await new Promise((r) => setTimeout(r, 100));
    assert.equal(await holding(srv.dataDir, [...needles, '%PDF-']), []);
  }
});

api.run();
