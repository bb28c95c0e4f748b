// Issue 12 as a person lives it, in Chromium: a student under 18 signs up (date of birth, guardian's e-mail), the dashboard
// says why applying waits; the guardian finds the e-mail in the development mailbox, follows its link and consents; the
// student applies. The guardian withdraws: the company's applicant list hides the student at once. Settings: notices off,
// and deleting the account erases it.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Browser, type Page } from 'playwright';
import { SHARED_DATA_WITHDRAWN } from '@domain/consent/sharing';
import { client } from '../helpers/http';
import { approvedCompany, postTestInternship } from '../helpers/journey-fixtures';
import { startTestServer, type TestServer } from '../helpers/server';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

let srv: TestServer;
let browser: Browser;
let internshipId = '';
let companyEmail = '';

test.before(async () => {
  srv = await startTestServer({ web: true });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  const company = await approvedCompany(srv, 'Peacock Press');
  internshipId = (await postTestInternship(srv, company.id, { title: 'Junior Reporter' })).id;
  companyEmail = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(company.id))!.email;
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

async function newPage(width = 1280): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width, height: 900 } })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const email = `tara.${Date.now()}@example.com`;
const guardian = `tara.parent.${Date.now()}@example.com`;

test('an under-18 student signs up, the parent consents through the e-mail’s link, and the student applies', async () => {
  const student = await newPage();
  await student.goto(`${srv.url}/auth?tab=register`);
  await student.getByLabel('First Name').fill('Tara');
  await student.getByLabel('Last Name').fill('Menon');
  await student.getByLabel('Email', { exact: true }).fill(email);
  await student.getByLabel('Password', { exact: true }).fill('secret123');
  await student.getByLabel('Confirm Password').fill('secret123');
  await student.getByLabel('Date of Birth').fill('2011-08-20');
  await student.getByRole('button', { name: 'Create Account' }).click();
  await student.getByText("Please enter your parent's or guardian's email").waitFor();
  await student.getByLabel("Parent's or Guardian's Email").fill(guardian);
  await student.getByRole('button', { name: 'Create Account' }).click();
  await student.waitForURL((u) => u.pathname === '/student-onboarding');

  // The dashboard says why applying waits; applying is refused with that reason.
  await student.goto(`${srv.url}/dashboard`);
  const notice = student.getByTestId('consent-notice');
  await notice.getByRole('heading', { name: "Waiting for your parent's or guardian's consent" }).waitFor();
  await notice.getByText(guardian).waitFor();
  await notice.getByRole('button', { name: 'Resend the request' }).waitFor();
  await student.goto(`${srv.url}/internship/${internshipId}`);
  await student.getByRole('button', { name: 'Sign Up for Internship' }).click();
  await student.getByText(/your parent or guardian must agree first/).first().waitFor();
  assert.ok(new URL(student.url()).pathname.startsWith('/internship/'));

  // The guardian: the development mailbox, the message, its link.
  const parent = await newPage(390);
  await parent.goto(`${srv.url}/dev/mailbox`);
  await parent.getByRole('link', { name: /Tara Menon asks for your consent/ }).click();
  await parent.getByText(`To`).first().waitFor();
  const link = parent.getByTestId('mail-text').getByRole('link', { name: /\/consent\// });
  await link.click();
  await parent.waitForURL((u) => u.pathname.startsWith('/consent/'));
  await parent.getByRole('heading', { level: 1, name: 'Parental consent' }).waitFor();
  await parent.getByText('Cover letters and résumés the student writes when applying').waitFor();
  await parent.getByRole('button', { name: 'Consent', exact: true }).click();
  await parent.getByText('You consented', { exact: true }).waitFor();
  await parent.getByRole('button', { name: 'Withdraw consent' }).waitFor();

  // The student applies now.
  await student.goto(`${srv.url}/dashboard`);
  await student.getByRole('heading', { level: 1, name: 'Student Dashboard' }).waitFor();
  assert.is(await student.getByTestId('consent-notice').count(), 0);
  await student.goto(`${srv.url}/internship/${internshipId}`);
  await student.getByRole('button', { name: 'Sign Up for Internship' }).click();
  await student.waitForURL((u) => u.pathname === '/application-success');

  // The guardian withdraws: the company sees the application without the student's data, at once.
  await parent.reload();
  await parent.getByText('Peacock Press').waitFor();
  await parent.getByRole('button', { name: 'Withdraw consent' }).click();
  await parent.getByText('Consent withdrawn', { exact: true }).waitFor();
  const company = client(srv.url);
  assert.is((await company.post('/api/login', { username: companyEmail, password: 'secret123' })).status, 200);
  const [application] = (await company.get('/api/company/applications')).body as Array<{ student: unknown; notice: string }>;
  assert.is(application.student, null);
  assert.is(application.notice, SHARED_DATA_WITHDRAWN);
  await student.goto(`${srv.url}/dashboard`);
  await student.getByRole('heading', { name: 'Your parent or guardian withdrew their consent' }).waitFor();
});

test('settings: notices off, then the account is deleted and cannot sign in', async () => {
  const page = await newPage(390);
  await page.goto(`${srv.url}/auth?tab=login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.goto(`${srv.url}/settings`);
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  const notices = page.getByRole('checkbox', { name: /Email notices/ });
  assert.ok(await notices.isChecked());
  await notices.uncheck();
  await page.getByText('Email notices are off.').waitFor();
  assert.is((await page.request.get(`${srv.url}/api/user`).then((r) => r.json())).notices, false);

  await page.locator('#delete-password').fill('secret123');
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await page.getByText('Are you sure? This cannot be undone.').waitFor();
  await page.getByRole('button', { name: 'Yes, delete my account' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  assert.is((await client(srv.url).post('/api/login', { username: email, password: 'secret123' })).status, 401);
});

test.run();
