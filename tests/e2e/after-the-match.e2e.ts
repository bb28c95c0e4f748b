// After the match (DESIGN.md §4.1) in Chromium, with the defaults on (PARENTAL_CONSENT=required): a student under 18 signs
// up, the parent consents from the e-mail, the student applies. The company marks the application reviewed and proposes
// two interview times: one at 22:00 at the internship's place is refused, the rule under that time; then valid ones. The
// student (in another time zone: Dhaka, the place's clock beside each time) picks one and accepts; both sides see it
// scheduled and its .ics answers text/calendar. The company accepts the application and marks the internship complete (a
// future end date refused under its field first); the student confirms (stipend paid as promised); the application shows
// Completed with its certificate's links (page and PDF); the certificate's page says it is valid with the student's name (and, once a backend admin revoked it, that it is revoked);
// the student's dashboard counts 1 completed internship; the company's public page (the internship page) shows its record.
// axe at 1280 and 390 px on each new view; SHOTS_DIR=… saves screenshots of each.
import { mkdirSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from 'playwright';
import { ENDS_IN_FUTURE } from '@domain/applications/decider';
import { MINOR_HOURS_ONLY } from '@domain/interviews/decider';
import { seriousAxeViolations } from '../helpers/axe';
import { ADMIN_PASSWORD, approvedCompany, postTestInternship } from '../helpers/journey-fixtures';
import { startTestServer, type TestServer } from '../helpers/server';
import { applyFromDetailPage } from './apply-steps';
import { consentFromMailbox, signUpMinor, verifyFromMailbox } from './consent-steps';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const SHOTS = process.env.SHOTS_DIR;
const COMPANY = 'Heron Instruments';
const TITLE = 'Weather Station Helper';
const PLACE_ZONE = 'Asia/Kolkata';
const stamp = Date.now().toString(36);
const email = `tara.${stamp}@example.com`;
const guardian = `tara.parent.${stamp}@example.com`;
const STUDENT = `Tara Iyer${stamp}`;
const MEET = 'https://meet.example.org/heron-interview';
const SUMMARY = 'Calibrated the rain gauges and charted a month of readings.';

let srv: TestServer;
let browser: Browser;
let internshipId = '';
let companyEmail = '';
let student: Page;
let company: Page;

/** A calendar day at the internship's place, `days` from now (YYYY-MM-DD). */
const placeDay = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: PLACE_ZONE }).format(new Date(Date.now() + days * 86_400_000));

test.before(async () => {
  srv = await startTestServer({ web: true, config: { devMailbox: true } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  const posted = await approvedCompany(srv, COMPANY);
  internshipId = (await postTestInternship(srv, posted.id, { title: TITLE, location: 'Pune, India' })).id;
  companyEmail = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(posted.id))!.email;
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

async function newPage(width = 1280, options: BrowserContextOptions = {}): Promise<Page> {
  // bypassCSP: axe-core is injected as a script (the app's CSP allows only its own).
  const context = await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, baseURL: srv.url, bypassCSP: true, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** No sideways scrolling, no serious axe finding, and a screenshot when SHOTS_DIR is set (the page, and the part alone). */
async function check(page: Page, name: string, part?: Locator) {
  await page.waitForTimeout(450); // the page-change and dialog animations
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.is(overflow, 0, `${name}: no sideways scrolling`);
  assert.equal(await seriousAxeViolations(page), [], name);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    if (part) await part.screenshot({ path: `${SHOTS}/${name}-part.png` });
  }
}

/** The same checks at 1280 px and at 390 px (a phone), back to 1280 afterwards. */
async function checkBothWidths(page: Page, name: string, part?: Locator) {
  await check(page, `${name}-1280`, part);
  await page.setViewportSize({ width: 390, height: 844 });
  await part?.scrollIntoViewIfNeeded();
  await check(page, `${name}-390`, part);
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Closes the toast as a person would (it may cover buttons at the bottom right). */
async function closeToast(page: Page, title: string) {
  const root = page.locator('[data-scope=toast][data-part=root]').filter({ hasText: title });
  await root.first().waitFor();
  const close = root.getByRole('button', { name: 'Close notification' });
  if (await close.isVisible()) await close.click({ timeout: 2000 }).catch(() => undefined);
  await root.waitFor({ state: 'hidden' });
}

/** GET of a link's target in the page's session: its status and content type. */
async function follow(page: Page, link: Locator) {
  const href = await link.getAttribute('href');
  assert.ok(href, 'the link has a target');
  const res = await page.request.get(href!);
  return { status: res.status(), type: res.headers()['content-type'] ?? '', href: href! };
}

const applicantCard = () => company.getByTestId('applicant').filter({ has: company.getByRole('heading', { name: STUDENT }) });
const studentRow = () => student.getByTestId('recent-application').filter({ hasText: TITLE });

test('a student under 18 signs up (in Dhaka), the parent consents from the e-mail, and the student applies', async () => {
  student = await newPage(1280, { timezoneId: 'Asia/Dhaka', locale: 'en-GB' });
  await signUpMinor(student, { firstName: 'Tara', lastName: `Iyer${stamp}`, email, dateOfBirth: '2011-03-14', guardian });
  await verifyFromMailbox(student, email);
  const parent = await newPage(390);
  await consentFromMailbox(parent, guardian);
  await parent.context().close();

  await student.goto(`/internship/${internshipId}`);
  await applyFromDetailPage(student);
});

test('the company marks it reviewed and proposes two times: 22:00 at the place is refused under that time, then valid ones go', async () => {
  company = await newPage(1280, { timezoneId: PLACE_ZONE, locale: 'en-IN' });
  assert.is((await company.request.post('/api/login', { data: { username: companyEmail, password: 'secret123' } })).status(), 200);
  await company.goto(`/company-dashboard/internships/${internshipId}/applicants`);
  const card = applicantCard();
  await card.waitFor();
  assert.is(await card.getByTestId('interviews-toggle').count(), 0, 'no interviews while pending');
  await card.getByRole('button', { name: 'Mark Reviewed' }).click();
  await closeToast(company, 'Marked as reviewed');
  await card.getByTestId('application-status').getByText('Reviewed', { exact: true }).waitFor();

  const toggle = card.getByTestId('interviews-toggle');
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  await toggle.click();
  assert.is(await toggle.getAttribute('aria-expanded'), 'true');
  const panel = card.getByTestId('interviews-panel');
  const form = panel.getByTestId('propose-interview');
  await form.waitFor(); // open at once: nothing proposed yet
  await form.getByText(`(${PLACE_ZONE})`, { exact: false }).first().waitFor();
  await form.getByLabel('Time 1', { exact: true }).fill(`${placeDay(3)}T16:30`);
  await form.getByRole('button', { name: 'Add another time' }).click();
  await form.getByLabel('Time 2', { exact: true }).fill(`${placeDay(3)}T22:00`);
  assert.is(await form.getByLabel('Length').inputValue(), '30');
  assert.ok(await form.getByRole('radio', { name: 'Video call' }).isChecked(), 'a video call by default');
  await form.getByLabel('Link to the video call').fill(MEET);
  await form.getByRole('button', { name: 'Send the times' }).click();

  // The refusal: the rule under the second time, the server's sentence above the button, nothing proposed.
  const second = form.getByTestId('interview-time-field').nth(1);
  const error = second.getByTestId('interview-time-error');
  await error.waitFor();
  assert.match((await error.textContent()) ?? '', /22:00–22:30 at the internship's place \(Asia\/Kolkata\) is outside 07:00–21:00/);
  assert.is(await form.getByLabel('Time 2', { exact: true }).getAttribute('aria-invalid'), 'true');
  assert.is(await form.getByLabel('Time 1', { exact: true }).getAttribute('aria-invalid'), null);
  assert.is(await form.getByTestId('interview-time-field').first().getByTestId('interview-time-error').count(), 0);
  await form.getByRole('alert').getByText(MINOR_HOURS_ONLY).waitFor();
  assert.is(await panel.getByTestId('interview').count(), 0);
  await checkBothWidths(company, 'company-interview-refused', panel);

  // A valid second time: the error goes as it is changed; sent, the form closes and the interview is listed.
  await form.getByLabel('Time 2', { exact: true }).fill(`${placeDay(4)}T11:00`);
  assert.is(await error.count(), 0);
  await form.getByRole('button', { name: 'Send the times' }).click();
  await closeToast(company, 'Interview times sent');
  const interview = panel.getByTestId('interview');
  await interview.waitFor();
  await form.waitFor({ state: 'detached' });
  assert.is(await interview.getByTestId('interview-status').textContent(), 'Waiting for an answer');
  assert.is(await interview.getByTestId('interview-slot').count(), 2);
  await interview.getByText('Video call · 30 minutes').waitFor();
  await interview.getByRole('link', { name: MEET }).waitFor();
  await panel.getByTestId('time-zone-note').getByText(/which is the internship's too: India Standard Time \(Asia\/Kolkata\)/).waitFor();
  await panel.getByRole('button', { name: 'Propose other times' }).waitFor();
  await checkBothWidths(company, 'company-interview-proposed', panel);
});

test('the student, in Dhaka, sees the times with the place’s clock beside them, picks one and accepts after confirming', async () => {
  await student.goto('/applications');
  const row = studentRow();
  const section = row.getByTestId('student-interviews');
  await section.waitFor();
  const times = section.getByRole('group', { name: 'Choose a time for your interview' });
  assert.is(await times.getByRole('radio').count(), 2);
  // 11:00 in India is 11:30 in Dhaka; the place's clock is given beside it.
  const choice = times.getByRole('radio', { name: /11:30/ });
  await section.getByText(/11:00 .*at the internship's place/).waitFor();
  await section.getByTestId('time-zone-note').getByText(/The internship's place keeps India Standard Time \(Asia\/Kolkata\)/).waitFor();

  // Accept without a time: asked to choose first.
  await section.getByRole('button', { name: 'Accept this time' }).click();
  await times.getByText('Choose one of the times first').waitFor();
  assert.is(await times.getAttribute('aria-invalid'), 'true');
  await checkBothWidths(student, 'student-interview-proposed', section);

  await choice.check();
  await section.getByRole('button', { name: 'Accept this time' }).click();
  const dialog = student.getByRole('alertdialog', { name: 'Accept this interview time?' });
  await dialog.waitFor();
  await dialog.getByText(/11:30.*Video call · 30 minutes/).waitFor();
  await check(student, 'student-interview-confirm-1280');
  await dialog.getByRole('button', { name: 'Accept interview' }).click();
  await closeToast(student, 'Interview scheduled');
  await dialog.waitFor({ state: 'hidden' });

  const interview = section.getByTestId('interview');
  await interview.getByTestId('interview-status').getByText('Scheduled', { exact: true }).waitFor();
  await interview.getByTestId('interview-when').getByText(/11:30/).waitFor();
  await interview.getByTestId('interview-when').getByText(/11:00 .*at the internship's place/).waitFor();
  assert.is(await section.getByRole('radio').count(), 0, 'answered: no more choices');
  const ics = await follow(student, interview.getByRole('link', { name: 'Add to calendar' }));
  assert.equal([ics.status, ics.type], [200, 'text/calendar; charset=utf-8']);
  await checkBothWidths(student, 'student-interview-scheduled', section);
});

test('the company sees it scheduled, with its invitation; accepts the application and marks the internship complete', async () => {
  await company.reload();
  const card = applicantCard();
  await card.getByTestId('interviews-toggle').click();
  const interview = card.getByTestId('interviews-panel').getByTestId('interview');
  await interview.getByTestId('interview-status').getByText('Scheduled', { exact: true }).waitFor();
  await interview.getByTestId('interview-when').getByText(/11:00/).waitFor();
  const ics = await follow(company, interview.getByRole('link', { name: 'Add to calendar' }));
  assert.equal([ics.status, ics.type], [200, 'text/calendar; charset=utf-8']);
  await card.getByTestId('interviews-toggle').click(); // closed again

  assert.is(await card.getByTestId('completion-toggle').count(), 0, 'nothing to complete before the acceptance');
  await card.getByRole('button', { name: 'Accept', exact: true }).click();
  await company.getByRole('alertdialog', { name: `Accept ${STUDENT}?` }).getByRole('button', { name: 'Accept Applicant' }).click();
  await closeToast(company, 'Applicant accepted');
  await card.getByTestId('application-status').getByText('Accepted', { exact: true }).waitFor();

  await card.getByRole('button', { name: 'Mark the internship complete' }).click();
  const panel = card.getByTestId('completion-panel');
  const form = panel.getByTestId('completion-form');
  await form.waitFor();
  await form.getByLabel('First day').fill(placeDay(-40));
  await form.getByLabel('Last day').fill(placeDay(2));
  await form.getByLabel('Hours in total').fill('64');
  await form.getByLabel(`What did ${STUDENT} do?`).fill(SUMMARY);
  await form.getByRole('button', { name: 'Mark the internship complete' }).click();
  // The server's message under the field it names (and not again above the button).
  await form.getByText(ENDS_IN_FUTURE).waitFor();
  assert.is(await form.getByLabel('Last day').getAttribute('aria-invalid'), 'true');
  assert.is(await form.getByTestId('completion-problem').count(), 0);
  await checkBothWidths(company, 'company-completion-refused', panel);

  await form.getByLabel('Last day').fill(placeDay(-2));
  await form.getByRole('button', { name: 'Mark the internship complete' }).click();
  await closeToast(company, 'Sent to the student');
  const waiting = panel.getByTestId('completion-state');
  await waiting.waitFor();
  assert.is(await waiting.getAttribute('data-state'), 'waiting');
  await waiting.getByText(`Waiting for ${STUDENT} to confirm.`).waitFor();
  await waiting.getByText(SUMMARY).waitFor();
  await waiting.getByRole('button', { name: 'Correct the details' }).waitFor();
  await checkBothWidths(company, 'company-completion-waiting', panel);
});

test('the student confirms (stipend paid as promised): Completed, with the certificate’s page and PDF', async () => {
  await student.goto('/applications');
  const row = studentRow();
  const section = row.getByTestId('student-completion');
  await section.waitFor();
  await section.getByTestId('completion-facts').getByText(SUMMARY).waitFor();
  await section.getByTestId('completion-facts').getByText('64', { exact: true }).waitFor();
  assert.is(await section.getByLabel('Name on your certificate (optional)').inputValue(), STUDENT, "the account's name to begin with");

  await section.getByRole('button', { name: 'Confirm and get my certificate' }).click();
  const stipend = section.getByRole('group', { name: 'Was your stipend paid as promised?' });
  await stipend.getByText('Please say whether the stipend was paid as promised').waitFor();
  for (const answer of ['Yes, it was paid as promised', 'Partly: only some of it was paid', 'No, it was not paid', 'There was no stipend: it was an unpaid internship'])
    await stipend.getByRole('radio', { name: answer }).waitFor();
  await checkBothWidths(student, 'student-completion-confirm', section);

  await stipend.getByRole('radio', { name: 'Yes, it was paid as promised' }).check();
  await section.getByRole('button', { name: 'Confirm and get my certificate' }).click();
  await closeToast(student, 'Internship completed');
  await row.getByTestId('status-badge').getByText('Completed', { exact: true }).waitFor();
  assert.is(await row.getByTestId('status-badge').getAttribute('data-variant'), 'completed');
  const certificate = row.getByTestId('your-certificate');
  await certificate.getByRole('heading', { name: 'Your certificate' }).waitFor();
  assert.is(await row.getByTestId('student-interviews').count(), 0, 'a completed application lists no interviews to answer');
  await student.getByRole('button', { name: 'Completed (1)' }).waitFor();
  const pdf = await follow(student, certificate.getByRole('link', { name: 'Download the PDF' }));
  assert.equal([pdf.status, pdf.type], [200, 'application/pdf']);
  await checkBothWidths(student, 'student-certificate', row);

  const page = await follow(student, certificate.getByRole('link', { name: 'View your certificate' }));
  assert.match(page.href, /^\/certificates\/[^/]+$/);
  await certificate.getByRole('link', { name: 'View your certificate' }).click();
  await student.waitForURL((u) => u.pathname === page.href);
  await student.getByText('Valid certificate').waitFor();
  await student.getByText(STUDENT, { exact: true }).waitFor();
  await student.getByText(TITLE, { exact: true }).waitFor();
  if (SHOTS) await student.screenshot({ path: `${SHOTS}/certificate-page-1280.png`, fullPage: true });
});

test('the student dashboard counts 1 completed internship', async () => {
  await student.goto('/dashboard');
  const progress = student.getByTestId('progress');
  await progress.getByText('completed internship', { exact: true }).waitFor();
  assert.is(await student.getByTestId('progress-count').textContent(), '1');
  await check(student, 'student-dashboard-1280', progress);
});

test('the company sees it completed with the certificate’s link', async () => {
  await company.reload();
  const card = applicantCard();
  await card.getByTestId('application-status').getByText('Completed', { exact: true }).waitFor();
  await card.getByRole('button', { name: 'Completion and certificate' }).click();
  const done = card.getByTestId('completion-state');
  await done.waitFor();
  assert.is(await done.getAttribute('data-state'), 'completed');
  await done.getByText(new RegExp(`Completed: ${STUDENT} confirmed it on`)).waitFor();
  const link = await follow(company, done.getByRole('link', { name: 'View the certificate' }));
  assert.match(link.href, /^\/certificates\/[^/]+$/);
  assert.is(link.status, 200);
  await checkBothWidths(company, 'company-completed', card.getByTestId('completion-panel'));
  await company.context().close();
});

test('the company’s public page (its internship) shows its record: 1 completed internship, 100% paid as promised', async () => {
  const visitor = await newPage();
  await visitor.goto(`/internship/${internshipId}`);
  const record = visitor.getByTestId('company-record');
  await record.getByRole('heading', { name: 'Track Record' }).waitFor();
  assert.is(await record.getByTestId('record-completed').textContent(), '1');
  await record.getByText('completed internship', { exact: true }).waitFor();
  assert.is(await record.getByTestId('record-paid-share').textContent(), '100%');
  await record.getByText('paid the stipend as promised').waitFor();
  await checkBothWidths(visitor, 'public-record', record);
  await visitor.context().close();
});

test('a backend admin revokes the certificate by its address: its page then says so', async () => {
  const [application] = (await (await student.request.get('/api/applications')).json()) as { id: string }[];
  const { url } = (await (await student.request.get(`/api/applications/${application.id}/certificate`)).json()) as { url: string };
  const admin = await newPage();
  assert.is((await admin.request.post('/api/login', { data: { username: 'admin1', password: ADMIN_PASSWORD } })).status(), 200);
  await admin.goto('/admin-backend');
  const section = admin.getByRole('region', { name: 'Certificates' });
  await section.getByLabel('Certificate address or id').fill(url);
  await section.getByRole('button', { name: 'Revoke…' }).click();
  const dialog = admin.getByTestId('revoke-certificate-dialog');
  await dialog.getByLabel('Reason').fill('The company withdrew its account of the work.');
  await checkBothWidths(admin, 'admin-revoke-certificate', dialog);
  await dialog.getByRole('button', { name: 'Revoke certificate' }).click();
  await section.getByRole('status').getByText(`Revoked: ${STUDENT}, ${TITLE} at ${COMPANY}.`).waitFor();
  await admin.goto(new URL(url).pathname);
  await admin.getByText(/^Revoked on /).waitFor();
  await admin.context().close();
});

test.run();
