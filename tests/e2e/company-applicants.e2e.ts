// Browser test of a real application as the company sees it (DESIGN.md §4.0): the company posts with two questions
// (their messages, the counter, add and remove); students apply with their own letter, answers, availability and résumé
// profile (over the API: the apply screen is the student side's test); the applicants page shows all of it and the PDF;
// rejecting and accepting ask first (Cancel gives the focus back), a rejection's note reaches the student's history; a
// withdrawn application has no actions. Axe and no sideways scroll at 1280 and 390 px.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { chromium, type APIRequestContext, type Browser, type BrowserContext, type Page } from 'playwright';
import { seriousAxeViolations } from '../helpers/axe';
import { startTestServer, type TestServer } from '../helpers/server';
import { studentBody, uniqueEmail, ADULT_STUDENT_BORN } from '../helpers/http';
import { openVerificationLink } from '../helpers/email-verification';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const ADMIN_PASSWORD = 'admin-password-for-tests';
const DEMO_COMPANY = 'demo.company@example.com';
const DEMO_COMPANY_NAME = 'Bright Futures Collective';
/** Set SHOTS_DIR to save a screenshot of each screen at both widths. */
const SHOTS_DIR = process.env.SHOTS_DIR;
const TITLE = `Data Journalism Intern ${Date.now().toString(36)}`;
const QUESTIONS = ['Which story in your town would you like to tell with numbers?', 'Tell us about a time you checked a fact.'];
const REJECTION_NOTE = 'We chose students who can come in on weekdays. Please apply again next term!';

let srv: TestServer;
let browser: Browser;
let company: BrowserContext;
let page: Page;
let internshipId = '';
const students: Record<'meera' | 'rohan' | 'zoya', { api: APIRequestContext; applicationId: string }> = {} as never;

const toast = (p: Page, title: string) => p.locator('[data-scope=toast][data-part=root]').getByText(title, { exact: true });
const applicant = (name: string) => page.getByTestId('applicant').filter({ has: page.getByRole('heading', { name, exact: true }) });
const overflow = (p: Page) => p.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
const isFocused = (locator: ReturnType<Page['getByRole']>) => locator.evaluate((el) => el === document.activeElement);

async function look(name: string, width: number) {
  assert.is(await overflow(page), 0, `${name} at ${width}px scrolls sideways`);
  // A dialog's entrance settles first (its aria-hidden backdrop and focus trap are in place once it has opened).
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
  if (SHOTS_DIR) {
    await page.waitForTimeout(450); // the page-change and dialog animations
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
  assert.equal(await seriousAxeViolations(page), [], `${name} at ${width}px`);
}

/** An adult student (no parental consent needed) with a résumé profile, who applies over the API. */
async function studentWithProfile(firstName: string, lastName: string, profile: Record<string, unknown>) {
  const api = (await browser.newContext({ baseURL: srv.url })).request;
  const email = uniqueEmail(firstName.toLowerCase());
  const reg = await api.post('/api/register', { data: { ...studentBody(email), firstName, lastName, dateOfBirth: ADULT_STUDENT_BORN } });
  assert.is(reg.status(), 201, await reg.text());
  await openVerificationLink(srv, email);
  const saved = await api.patch('/api/user', { data: profile });
  assert.is(saved.status(), 200, await saved.text());
  return api;
}

async function apply(api: APIRequestContext, body: Record<string, unknown>): Promise<string> {
  const res = await api.post('/api/applications', { data: { internshipId, status: 'pending', ...body } });
  assert.is(res.status(), 201, await res.text());
  return ((await res.json()) as { id: string }).id;
}

/** The smallest file that is a PDF by its bytes. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

test.before(async () => {
  srv = await startTestServer({ web: true, config: { seedDemo: true } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  // bypassCSP: axe-core is injected as a script (the app's CSP allows only its own).
  company = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  page = await company.newPage();
  page.setDefaultTimeout(10_000);
  const login = await page.request.post(`${srv.url}/api/login`, { data: { username: DEMO_COMPANY, password: ADMIN_PASSWORD } });
  assert.is(login.status(), 200, await login.text());
  if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
});

test.after(async () => {
  for (const s of Object.values(students)) await s.api.dispose();
  await browser?.close();
  await srv?.close();
});

test('the company posts an internship with two questions: each labelled, counted, checked, removable', async () => {
  await page.goto(`${srv.url}/company-dashboard/internships/new`);
  await page.getByRole('heading', { level: 1, name: 'Post an Internship' }).waitFor();
  await page.getByLabel('Title').fill(TITLE);
  await page.getByLabel('Description').fill('Find, check and chart the numbers behind local news stories with our editors.');
  await page.getByLabel('Location').fill('Kolkata, India');
  await page.getByLabel('Duration (weeks)').fill('6');
  await page.getByRole('radio', { name: 'Hybrid' }).check();
  // Who it is for (DESIGN.md §4.2): open from 14, a few hours on weekends, data work.
  await page.getByLabel('Hours per week').fill('6');
  await page.getByLabel('Schedule', { exact: true }).selectOption('weekends');
  await page.getByLabel('Category', { exact: true }).selectOption('data');

  const questions = page.getByRole('group', { name: 'Questions for applicants (optional)' });
  const add = questions.getByRole('button', { name: 'Add a question' });
  for (let i = 0; i < 3; i++) await add.click();
  assert.ok(await isFocused(questions.getByLabel('Question 3')), 'a new question gets the focus');
  await questions.getByLabel('Question 1').fill(QUESTIONS[0]);
  await questions.getByLabel('Question 3').fill(QUESTIONS[1]);
  // An empty question is refused at its field.
  await page.getByRole('button', { name: 'Post Internship' }).click();
  const second = questions.getByLabel('Question 2');
  await questions.getByText('A question cannot be empty', { exact: true }).waitFor();
  assert.is(await second.getAttribute('aria-invalid'), 'true');
  assert.ok(await isFocused(second), 'the first field with a message gets the focus');
  assert.is(await questions.getByText(`${QUESTIONS[0].length}/300`).count(), 1, 'each question counts its characters');
  assert.is(await second.getAttribute('maxlength'), '300');
  await questions.getByRole('button', { name: 'Remove question 2' }).click();
  assert.is(await questions.getByText('A question cannot be empty').count(), 0);
  assert.is(await questions.getByLabel('Question 2').inputValue(), QUESTIONS[1]);
  for (let i = 0; i < 3; i++) await add.click();
  await questions.getByText('You have added the most questions a posting may ask.').waitFor();
  assert.is(await add.count(), 0, 'at most five questions');
  await look('posting-form-questions', 1280);
  for (const n of [5, 4, 3]) await questions.getByRole('button', { name: `Remove question ${n}` }).click();

  // The server's message for a question shows at that question.
  await page.route('**/api/internships', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 400, contentType: 'application/json', body: JSON.stringify({ message: 'A question may be at most 300 characters', errors: { 'questions.1': 'A question may be at most 300 characters' } }) })
      : route.fallback(),
  );
  await page.getByRole('button', { name: 'Post Internship' }).click();
  await questions.getByText('A question may be at most 300 characters', { exact: true }).waitFor();
  assert.is(await questions.getByLabel('Question 2').getAttribute('aria-invalid'), 'true');
  await page.unroute('**/api/internships');

  await page.getByRole('button', { name: 'Post Internship' }).click();
  await page.waitForURL((u) => u.pathname === '/company-dashboard');
  await toast(page, 'Internship Posted!').waitFor();
  const row = page.getByTestId('company-internship').filter({ hasText: TITLE });
  internshipId = (await row.getByRole('link', { name: /Public page/ }).getAttribute('href'))!.split('/').pop()!;
  const posted = (await (await page.request.get(`${srv.url}/api/internships/${internshipId}`)).json()) as { questions: string[] };
  assert.equal(posted.questions, QUESTIONS);

  // Editing shows them again.
  await row.getByRole('link', { name: /^Edit/ }).click();
  await page.waitForURL((u) => u.pathname.endsWith('/edit'));
  assert.is(await page.getByLabel('Question 2').inputValue(), QUESTIONS[1]);
});

test('three students apply with their own letter, answers, availability and résumé; one withdraws', async () => {
  const meera = await studentWithProfile('Meera', 'Iyer', {
    schoolName: 'Delhi Public School, Kolkata',
    grade: '11th',
    skills: ['Spreadsheets', 'Writing'],
    projects: [
      { title: 'Flood map of my ward', description: 'Charted ten years of rainfall and flooding reports.', link: 'https://example.org/flood-map' },
      { title: 'School newspaper', description: 'Edited the science page.' },
    ],
    achievements: ['Winner, state science journalism contest 2025'],
  });
  const uploaded = await meera.put('/api/user/resume', { data: PDF, headers: { 'Content-Type': 'application/pdf', 'X-File-Name': 'meera-iyer-resume.pdf' } });
  assert.is(uploaded.status(), 200, await uploaded.text());
  students.meera = {
    api: meera,
    applicationId: await apply(meera, {
      coverLetter: 'I read the numbers behind every news story in our school paper, and I would love to learn how editors check them.',
      answers: ['How the new metro line changed commute times in Salt Lake.', 'I found that a viral post misquoted our school results and wrote a correction.'],
      availability: { hoursPerWeek: 10, from: '2099-06-01', to: '2099-07-15' },
    }),
  };
  const rohan = await studentWithProfile('Rohan', 'Das', { schoolName: 'St. Xavier’s Collegiate School', grade: '12th', skills: ['Python'], projects: [], achievements: [] });
  students.rohan = {
    api: rohan,
    applicationId: await apply(rohan, {
      coverLetter: 'I build small Python scripts to clean messy data, and I want to see how a newsroom uses data every day.',
      answers: ['Air quality near our school, week by week.', 'I compared two weather sites against our school’s own thermometer.'],
      availability: { hoursPerWeek: 6 },
    }),
  };
  const zoya = await studentWithProfile('Zoya', 'Khan', { schoolName: 'La Martiniere for Girls', grade: '11th', skills: ['Design'] });
  students.zoya = {
    api: zoya,
    applicationId: await apply(zoya, {
      coverLetter: 'I design charts for our school’s magazine and want to learn how to find the data behind them myself.',
      answers: ['Where our city’s trees have gone.', 'I checked a quote against the original interview recording.'],
    }),
  };
  const withdrawn = await zoya.post(`/api/applications/${students.zoya.applicationId}/withdraw`);
  assert.is(withdrawn.status(), 200, await withdrawn.text());
});

test('the applicants page shows each student’s letter, answers, availability, résumé profile and PDF', async () => {
  await page.goto(`${srv.url}/company-dashboard/internships/${internshipId}/applicants`);
  await page.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  const meera = applicant('Meera Iyer');
  await meera.getByText('11th grade · Delhi Public School, Kolkata', { exact: false }).waitFor();
  await meera.getByTestId('applicant-cover-letter').getByText('I read the numbers behind every news story', { exact: false }).waitFor();
  const answers = meera.getByTestId('applicant-answers');
  for (const q of QUESTIONS) await answers.getByText(q, { exact: true }).waitFor();
  await answers.getByText('How the new metro line changed commute times in Salt Lake.').waitFor();
  await meera.getByTestId('applicant-availability').getByText('10 hours a week · from Jun 1, 2099 to Jul 15, 2099').waitFor();
  const profile = meera.getByTestId('applicant-profile');
  await profile.getByText('Spreadsheets, Writing').waitFor();
  await profile.getByText('Winner, state science journalism contest 2025').waitFor();
  const project = profile.getByRole('link', { name: /Flood map of my ward/ });
  assert.is(await project.getAttribute('href'), 'https://example.org/flood-map');
  assert.is(await project.getAttribute('rel'), 'noopener noreferrer nofollow');
  assert.is(await project.getAttribute('target'), '_blank');
  await profile.getByText('School newspaper').waitFor();
  const pdf = meera.getByTestId('resume-pdf');
  await pdf.getByText('Résumé (PDF)').waitFor();
  await pdf.getByText(/meera-iyer-resume\.pdf · \d+ KB/).waitFor();
  const pdfRes = await page.request.get(`${srv.url}${await pdf.getAttribute('href')}`);
  assert.is(pdfRes.status(), 200);
  assert.match(pdfRes.headers()['content-type'] ?? '', /application\/pdf/);
  assert.ok((await pdfRes.body()).subarray(0, 5).equals(Buffer.from('%PDF-')));

  const rohan = applicant('Rohan Das');
  await rohan.getByTestId('applicant-availability').getByText('6 hours a week · dates open').waitFor();
  assert.is(await rohan.getByTestId('resume-pdf').count(), 0, 'no PDF link without a PDF');

  const zoya = applicant('Zoya Khan');
  assert.is(await zoya.getByTestId('application-status').textContent(), 'Withdrawn');
  await zoya.getByTestId('applicant-withdrawn').getByText('Zoya Khan withdrew this application', { exact: false }).waitFor();
  assert.is(await zoya.getByRole('button', { name: /Accept|Reject|Mark Reviewed/ }).count(), 0, 'a withdrawn application has no actions');
  await page.getByRole('button', { name: /^Withdrawn/ }).waitFor();

  await look('applicants', 1280);
  await page.setViewportSize({ width: 390, height: 844 });
  await look('applicants', 390);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test('rejecting asks first: Cancel gives the focus back; the note goes to the student’s history', async () => {
  const meera = applicant('Meera Iyer');
  const reject = meera.getByRole('button', { name: 'Reject', exact: true });
  await reject.click();
  const dialog = page.getByRole('alertdialog', { name: 'Reject Meera Iyer?' });
  const note = dialog.getByLabel('Note to the student (optional)');
  await dialog.getByText('The student will see this note.').waitFor();
  assert.ok(await isFocused(note), 'the note gets the focus');
  assert.is(await note.getAttribute('maxlength'), '500');
  await look('reject-dialog', 1280);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.ok(await isFocused(reject), 'the focus is back on Reject');
  assert.is(await meera.getByTestId('application-status').textContent(), 'Pending');

  await reject.click();
  await note.fill(REJECTION_NOTE);
  await dialog.getByText(`${REJECTION_NOTE.length}/500`).waitFor();
  await page.setViewportSize({ width: 390, height: 844 });
  await look('reject-dialog', 390);
  await page.setViewportSize({ width: 1280, height: 900 });
  await dialog.getByRole('button', { name: 'Reject Applicant' }).click();
  await toast(page, 'Applicant rejected').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await meera.getByTestId('application-status').getByText('Rejected', { exact: true }).waitFor();
  assert.ok(await page.evaluate(() => document.activeElement !== document.body), 'the focus stays in the page');
  await meera.getByRole('button', { name: 'Show status history' }).click();
  await meera.getByText(`Note to the student: ${REJECTION_NOTE}`).waitFor();

  const history = await students.meera.api.get(`/api/applications/${students.meera.applicationId}/history`);
  assert.is(history.status(), 200, await history.text());
  const entries = (await history.json()) as { to: string; note?: string | null }[];
  assert.is(entries.at(-1)?.to, 'rejected');
  assert.is(entries.at(-1)?.note, REJECTION_NOTE);
});

test('accepting asks first too, and then the applicant shows as accepted', async () => {
  const rohan = applicant('Rohan Das');
  await rohan.getByRole('button', { name: 'Accept', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Accept Rohan Das?' });
  await dialog.getByText(`Rohan Das will be told by e-mail that you accepted their application to ${TITLE}`, { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Accept Applicant' }).click();
  await toast(page, 'Applicant accepted').waitFor();
  await rohan.getByTestId('application-status').getByText('Accepted', { exact: true }).waitFor();
  assert.is(await rohan.getByRole('button', { name: 'Accept', exact: true }).count(), 0);
  assert.ok(await page.evaluate(() => document.activeElement?.closest('[data-testid=applicant]') !== null), 'the focus stays on the applicant');
  const history = (await (await students.rohan.api.get(`/api/applications/${students.rohan.applicationId}/history`)).json()) as { to: string; note?: string | null; byName?: string | null }[];
  assert.equal([history.at(-1)?.to, history.at(-1)?.note ?? null, history.at(-1)?.byName], ['accepted', null, DEMO_COMPANY_NAME]);
});

test('closing an internship asks first; the posting form fits a phone', async () => {
  await page.goto(`${srv.url}/company-dashboard`);
  const row = page.getByTestId('company-internship').filter({ hasText: TITLE });
  const close = row.getByRole('button', { name: /^Close/ });
  await close.click();
  const dialog = page.getByRole('alertdialog', { name: 'Close this internship?' });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'detached' });
  assert.ok(await isFocused(close), 'the focus is back on Close');
  assert.is(await row.getByTestId('internship-state').textContent(), 'Open');
  await close.click();
  await dialog.getByRole('button', { name: 'Close Internship' }).click();
  await toast(page, 'Internship Closed').waitFor();
  await row.getByTestId('internship-state').getByText('Closed', { exact: true }).waitFor();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${srv.url}/company-dashboard/internships/${internshipId}/edit`);
  await page.getByLabel('Question 2').waitFor();
  await look('posting-form-questions', 390);
  await page.setViewportSize({ width: 1280, height: 900 });
});

test.run();
