// Reports of internships in Chromium (DESIGN.md §4.2), on a phone (390 px): a student who applied reports the internship
// for asking money (a labelled reason group, details), and it is hidden at once ('Internship Not Found' on reload); a backend
// admin sees it under Reports on /admin-backend, must write a note, and removes it; the company's dashboard says so, with the
// note. A rejected company request shows the admin's reason on /company-status. axe on each view; SHOTS_DIR=… saves screenshots.
import { mkdirSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Browser, type Page } from 'playwright';
import { REJECTION_NEEDS_NOTE } from '@domain/companies/constants';
import { DECISION_NOTE_REQUIRED } from '@domain/moderation/schemas';
import { seriousAxeViolations } from '../helpers/axe';
import { openVerificationLink } from '../helpers/email-verification';
import { ADULT_STUDENT_BORN, studentBody, uniqueEmail } from '../helpers/http';
import { companyApplication } from '../helpers/company-fixtures';
import { ADMIN_PASSWORD, approvedCompany, postTestInternship } from '../helpers/journey-fixtures';
import { startTestServer, type TestServer } from '../helpers/server';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const SHOTS = process.env.SHOTS_DIR;
const COMPANY = 'Marigold Traders';
const TITLE = 'Shop Floor Helper';
const NOTE = 'The company asked applicants for a security deposit. Internships here never ask students for money.';

let srv: TestServer;
let browser: Browser;
let internshipId = '';
let companyEmail = '';

test.before(async () => {
  srv = await startTestServer({ web: true, config: { devMailbox: true } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  const posted = await approvedCompany(srv, COMPANY);
  internshipId = (await postTestInternship(srv, posted.id, { title: TITLE })).id;
  companyEmail = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(posted.id))!.email;
  if (SHOTS) mkdirSync(SHOTS, { recursive: true });
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

async function newPage(width = 390): Promise<Page> {
  // bypassCSP: axe-core is injected as a script (the app's CSP allows only its own).
  const page = await (await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, baseURL: srv.url, bypassCSP: true })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** No sideways scrolling, no serious axe finding, and a screenshot when SHOTS_DIR is set. */
async function check(page: Page, name: string) {
  await page.waitForTimeout(450); // the page-change and dialog animations
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.is(overflow, 0, `${name}: no sideways scrolling`);
  assert.equal(await seriousAxeViolations(page), [], name);
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

const toastTitle = (page: Page, title: string) => page.locator('[data-scope=toast][data-part=root]').getByText(title, { exact: true });

test('a student who applied reports the internship for asking money: it is hidden at once', async () => {
  const student = await newPage();
  const body = { ...studentBody(), dateOfBirth: ADULT_STUDENT_BORN };
  assert.is((await student.request.post('/api/register', { data: body })).status(), 201);
  if (srv.backend.deps.config.emailVerification === 'required') await openVerificationLink(srv, body.email);
  const applied = await student.request.post('/api/applications', { data: { internshipId, coverLetter: 'I would love to learn how a shop floor runs.' } });
  assert.is(applied.status(), 201, await applied.text());

  await student.goto(`/internship/${internshipId}`);
  await student.getByRole('heading', { level: 1, name: TITLE }).waitFor();
  await student.getByRole('button', { name: 'Report this internship' }).click();
  const dialog = student.getByRole('dialog', { name: 'Report this internship' });
  await dialog.waitFor();
  await dialog.getByText('Internships on this platform never ask students for money.', { exact: false }).waitFor();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const reasons = dialog.getByRole('group', { name: 'Why are you reporting it?' });
  await reasons.getByText('Choose a reason').waitFor();
  assert.is(await reasons.getAttribute('aria-invalid'), 'true');
  await dialog.getByRole('radio', { name: 'They asked for money' }).check();
  await dialog.getByLabel('What happened? (optional)').fill('They asked for a Rs 1,500 security deposit before the first day.');
  await check(student, 'report-internship-dialog-390');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await toastTitle(student, 'Report sent').waitFor();
  await dialog.waitFor({ state: 'hidden' });
  await student.getByText('Reported. Thank you.').first().waitFor();

  await student.reload();
  await student.getByRole('heading', { level: 1, name: 'Internship Not Found' }).waitFor();
  assert.is((await student.request.get(`/api/internships/${internshipId}`)).status(), 404);
  await student.context().close();
});

test('a backend admin sees it under Reports, must write a note, and removes it; the company sees why', async () => {
  const admin = await newPage();
  assert.is((await admin.request.post('/api/login', { data: { username: 'admin1', password: ADMIN_PASSWORD } })).status(), 200);
  await admin.goto('/admin-backend');
  const reports = admin.getByRole('region', { name: 'Reports' });
  const report = reports.getByTestId('admin-target-report').filter({ hasText: TITLE });
  await report.waitFor();
  await report.getByText('Hidden from students').waitFor();
  await report.getByText(/reported by a student who applied/).waitFor();
  await report.getByText(`by ${COMPANY}`).waitFor();
  await report.getByRole('radio', { name: 'Remove the internship for good' }).check();
  await report.getByRole('button', { name: 'Decide' }).click();
  await report.getByRole('alert').getByText(DECISION_NOTE_REQUIRED).waitFor();
  await report.getByLabel('Note to the company (required)').fill(NOTE);
  await check(admin, 'admin-backend-reports-390');
  if (SHOTS) await report.screenshot({ path: `${SHOTS}/admin-report-card-390.png` });
  await report.getByRole('button', { name: 'Decide' }).click();
  await toastTitle(admin, 'Internship removed').waitFor();
  await report.waitFor({ state: 'detached' });
  await admin.context().close();

  const company = await newPage();
  assert.is((await company.request.post('/api/login', { data: { username: companyEmail, password: 'secret123' } })).status(), 200);
  await company.goto('/company-dashboard');
  const row = company.getByTestId('company-internship').filter({ hasText: TITLE });
  const notice = row.getByTestId('internship-moderation');
  await notice.getByText('Removed by our team: students no longer see it.').waitFor();
  await notice.getByText(`Note from our team: ${NOTE}`).waitFor();
  await check(company, 'company-dashboard-removed-390');
  await company.context().close();
});

test("a rejected company request shows the admin's reason on /company-status", async () => {
  const company = await newPage();
  const email = uniqueEmail('co');
  assert.is((await company.request.post('/api/register', { data: { ...studentBody(email), role: 'company', firstName: 'Company', lastName: 'User' } })).status(), 201);
  if (srv.backend.deps.config.emailVerification === 'required') await openVerificationLink(srv, email);
  const request = await company.request.post('/api/company-application', { data: companyApplication({ companyName: 'Lotus Tutors', registrationNumber: '27AAPFU0939F1ZV' }) });
  assert.is(request.status(), 201, await request.text());
  // The admin sees the number and the e-mail's domain check, and must say why before rejecting.
  const admin = await newPage();
  assert.is((await admin.request.post('/api/login', { data: { username: 'admin1', password: ADMIN_PASSWORD } })).status(), 200);
  await admin.goto('/admin-backend?tab=requests');
  const requestCard = admin.getByTestId('company-request').filter({ hasText: 'Lotus Tutors' });
  await requestCard.getByText('GSTIN 27AAPFU0939F1ZV').waitFor();
  await requestCard.getByText('Does not match the website').waitFor();
  await requestCard.getByRole('button', { name: 'Reject Lotus Tutors' }).click();
  const confirm = admin.getByRole('alertdialog', { name: 'Reject Lotus Tutors?' });
  await confirm.getByRole('button', { name: 'Reject Request' }).click();
  await confirm.getByRole('alert').getByText(REJECTION_NEEDS_NOTE).waitFor();
  const reason = 'We could not reach you at the phone number on your website. Please add your GSTIN certificate.';
  await confirm.getByLabel('Why is it rejected?').fill(reason);
  await check(admin, 'admin-reject-request-390');
  await confirm.getByRole('button', { name: 'Reject Request' }).click();
  await toastTitle(admin, 'Company request updated').waitFor();
  await admin.context().close();

  await company.goto('/company-status');
  const card = company.getByTestId('company-request').filter({ hasText: 'Lotus Tutors' });
  await card.getByText('Why it was not approved').waitFor();
  await card.getByText(reason).waitFor();
  await check(company, 'company-status-rejected-390');
  await company.context().close();
});

test.run();
