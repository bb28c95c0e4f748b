// Issue 12 as a person lives it, in Chromium, with PARENTAL_CONSENT=required (the default): a student under 18 signs up (date
// of birth, guardian's e-mail), the dashboard says why applying waits; the guardian finds the e-mail in the development mailbox,
// follows its link and consents; the student applies. The guardian withdraws: the company's applicants page hides the student
// at once, and the admin's audit timeline lists every consent step. /settings for each role: notices, the password (other
// sessions end), sign out everywhere, and deleting the account through its dialog — after which the store file holds no
// readable trace of the person. Then PARENTAL_CONSENT=off: SPEC.md's sign-up, with no consent step.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Browser, type Page } from 'playwright';
import { SHARED_DATA_WITHDRAWN } from '@domain/consent/sharing';
import { client, studentBody, uniqueEmail } from '../helpers/http';
import { ADMIN_PASSWORD, approvedCompany, postTestInternship } from '../helpers/journey-fixtures';
import { assertAbsent, assertPresent, checkpoint, rawText } from '../helpers/privacy';
import { verifyFromMailbox } from './consent-steps';
import { startTestServer, type TestServer } from '../helpers/server';
import { applyFromDetailPage } from './apply-steps';

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

let srv: TestServer;
let browser: Browser;
let internshipId = '';
let companyEmail = '';

test.before(async () => {
  srv = await startTestServer({ web: true, config: { devMailbox: true } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  const company = await approvedCompany(srv, 'Peacock Press');
  internshipId = (await postTestInternship(srv, company.id, { title: 'Junior Reporter' })).id;
  companyEmail = (await srv.backend.deps.readStore.collection<{ id: string; email: string }>('users').get(company.id))!.email;
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

async function newPage(width = 1280, base = srv): Promise<Page> {
  // bypassCSP: axe-core is injected as a script (the app's CSP allows only its own).
  const page = await (await browser.newContext({ viewport: { width, height: 900 }, baseURL: base.url, bypassCSP: true })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const toast = (page: Page, title: string) => page.locator('[data-scope=toast][data-part=root]').getByText(title, { exact: true });

/** Closes the toast as a person would: on a phone it covers the bottom of the screen (and stays while a pointer rests on it). */
async function closeToast(page: Page, title: string) {
  const root = page.locator('[data-scope=toast][data-part=root]').filter({ hasText: title });
  const close = root.getByRole('button', { name: 'Close notification' });
  // It may be leaving on its own already (after TOAST_DURATION_MS): either way it must be gone.
  if (await close.isVisible()) await close.click({ timeout: 2000 }).catch(() => undefined);
  await root.waitFor({ state: 'hidden' });
}

/** No serious or critical axe-core finding on the page as it is now (contrast, labels, names, ...), or within `within`. */
async function assertAccessible(page: Page, label: string, within?: string) {
  await page.waitForTimeout(300); // the page-change and dialog animations
  await page.addScriptTag({ path: AXE_PATH });
  const findings = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run(context: Document | string, options: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> } }).axe;
    const result = await axe.run(selector ?? document, { resultTypes: ['violations'] });
    return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.impact} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
  }, within ?? null);
  assert.equal(findings, [], label);
}

async function signIn(page: Page, username: string, password: string) {
  const res = await page.request.post('/api/login', { data: { username, password } });
  assert.is(res.status(), 200, await res.text());
}

const stamp = Date.now().toString(36);
const email = `tara.${stamp}@example.com`;
const guardian = `tara.parent.${stamp}@example.com`;
const lastName = `Menon${stamp}`;

test('an under-18 student signs up, the parent consents through the e-mail’s link, the student applies; a withdrawal hides the student from the company', async () => {
  const student = await newPage();
  await student.goto('/auth?tab=register');
  await student.getByLabel('First Name').fill('Tara');
  await student.getByLabel('Last Name').fill(lastName);
  await student.getByLabel('Email', { exact: true }).fill(email);
  await student.getByLabel('Password', { exact: true }).fill('secret123');
  await student.getByLabel('Confirm Password').fill('secret123');
  await student.getByLabel('Date of Birth').fill('2011-08-20');
  await student.getByRole('button', { name: 'Create Account' }).click();
  await student.getByText("Please enter your parent's or guardian's email").waitFor();
  // The form only: the tabs' and 'OR CONTINUE WITH' contrast around it is issue 11's (point 8).
  await assertAccessible(student, 'the sign-up form with the consent fields, 1280 px', 'form:has(#signup-dateOfBirth)');
  await student.getByLabel("Parent's or Guardian's Email").fill(guardian);
  await student.getByRole('button', { name: 'Create Account' }).click();
  await student.waitForURL((u) => u.pathname === '/student-onboarding');
  // The student confirms the address from the e-mail first (the other default step).
  await verifyFromMailbox(student, email);

  // The dashboard says why applying waits; applying is refused with that reason.
  await student.goto('/dashboard');
  const notice = student.getByTestId('consent-notice');
  await notice.getByRole('heading', { name: "Waiting for your parent's or guardian's consent" }).waitFor();
  await notice.getByText(guardian).waitFor();
  await notice.getByRole('button', { name: 'Resend the request' }).waitFor();
  // The internship's page says it too: the button is disabled, the reason beside it.
  await student.goto(`/internship/${internshipId}`);
  await student.getByTestId('apply-blocked-reason').getByText(/your parent or guardian must agree first/).waitFor();
  assert.ok(await student.getByRole('button', { name: 'Sign Up for Internship' }).isDisabled());

  // The guardian, on a phone: the development mailbox, the message, its link.
  const parent = await newPage(390);
  // The e-mail goes out on its own time (a reactor queues it, the sender polls the outbox): the parent looks again until it is there.
  const request = parent.getByRole('link').filter({ hasText: 'A student asks for your consent' }).filter({ hasText: guardian });
  for (let started = Date.now(); ; await parent.waitForTimeout(500)) {
    await parent.goto('/dev/mailbox');
    if ((await request.count()) > 0 || Date.now() - started > 20_000) break;
  }
  await request.click();
  await parent.getByText('To').first().waitFor();
  const link = parent.getByTestId('mail-text').getByRole('link', { name: /\/consent\// });
  await link.click();
  await parent.waitForURL((u) => u.pathname.startsWith('/consent/'));
  await parent.getByRole('heading', { level: 1, name: 'Parental consent' }).waitFor();
  await parent.getByText('Cover letters and résumés the student writes when applying').waitFor();
  await assertAccessible(parent, 'the consent page, 390 px');
  await parent.getByRole('button', { name: 'Consent', exact: true }).click();
  await parent.getByText('You consented', { exact: true }).waitFor();
  await parent.getByRole('button', { name: 'Withdraw consent' }).waitFor();

  // The student applies now.
  await student.goto('/dashboard');
  await student.getByRole('heading', { level: 1, name: 'Student Dashboard' }).waitFor();
  assert.is(await student.getByTestId('consent-notice').count(), 0);
  await student.goto(`/internship/${internshipId}`);
  await applyFromDetailPage(student);

  // The company sees the applicant on its applicants page.
  const company = await newPage();
  await signIn(company, companyEmail, 'secret123');
  await company.goto(`/company-dashboard/internships/${internshipId}/applicants`);
  const applicant = company.getByTestId('applicant');
  await applicant.getByRole('heading', { name: `Tara ${lastName}` }).waitFor();

  // The guardian withdraws: the company's page no longer shows the student, at once.
  await parent.reload();
  // In the companies applied to (the conversations, listed since the consent, name the company too).
  await parent.getByRole('list', { name: 'Companies applied to' }).getByText('Peacock Press').waitFor();
  await parent.getByRole('button', { name: 'Withdraw consent' }).click();
  await parent.getByText('Consent withdrawn', { exact: true }).waitFor();
  await company.reload();
  await applicant.getByTestId('shared-data-withdrawn').getByText(SHARED_DATA_WITHDRAWN).waitFor();
  assert.is(await company.getByText(lastName).count(), 0, 'the name is gone from the company page');
  assert.is(await applicant.getByRole('heading', { name: 'Cover Letter' }).count(), 0);
  const api = client(srv.url);
  assert.is((await api.post('/api/login', { username: companyEmail, password: 'secret123' })).status, 200);
  const [application] = (await api.get('/api/company/applications')).body as Array<{ student: unknown; notice: string }>;
  assert.is(application.student, null);
  assert.is(application.notice, SHARED_DATA_WITHDRAWN);
  await student.goto('/dashboard');
  await student.getByRole('heading', { name: 'Your parent or guardian withdrew their consent' }).waitFor();

  // The withdrawal holds: the student asks another address, and the company still sees nothing of the student.
  await student.getByRole('button', { name: 'Send a new request' }).click();
  await student.getByLabel("Parent's or Guardian's Email").fill(`tara.other.${stamp}@example.com`);
  await student.getByRole('button', { name: 'Send the request' }).click();
  await student.getByRole('heading', { name: "Waiting for your parent's or guardian's consent" }).waitFor();
  await company.reload();
  await applicant.getByTestId('shared-data-withdrawn').getByText(SHARED_DATA_WITHDRAWN).waitFor();
  assert.is(await company.getByText(lastName).count(), 0, 'a new request from the student shows the company nothing');
  // The parent's link still works: it says a newer request waits, and nothing is shared meanwhile.
  await parent.reload();
  await parent.getByText('A newer request is waiting', { exact: true }).waitFor();
  await parent.getByText(/this link can no longer give or refuse consent/).waitFor();
  assert.is(await parent.getByRole('button', { name: 'Consent', exact: true }).count(), 0);
  await assertAccessible(parent, 'the consent page of an earlier request, 390 px');

  // The admin's audit timeline shows each consent step, the parent's as done by 'Parent or guardian'.
  const admin = await newPage();
  await signIn(admin, 'admin1', ADMIN_PASSWORD);
  await admin.goto('/admin-backend?tab=audit');
  const timeline = admin.getByTestId('audit-timeline');
  for (const type of ['ParentalConsentRequested', 'ParentalConsentGiven', 'ParentalConsentWithdrawn']) await timeline.locator(`[data-type=${type}]`).first().waitFor();
  await timeline.locator('[data-type=ParentalConsentWithdrawn]').first().getByText('Parental consent withdrawn').waitFor();
  assert.is(await timeline.locator('[data-type=ParentalConsentGiven]').first().getByTestId('audit-actor').textContent(), 'Parent or guardian');
  for (const p of [student, parent, company, admin]) await p.context().close();
});

test('/settings for a student: notices off, a new password ends the other sessions, the delete dialog says what happens, and the store keeps no readable trace', async () => {
  const other = await newPage();
  await signIn(other, email, 'secret123');
  const page = await newPage(390);
  await page.goto('/auth?tab=login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).last().click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.getByRole('button', { name: 'Open side menu' }).click();
  await page.getByRole('dialog', { name: 'Navigation menu' }).getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL((u) => u.pathname === '/settings');
  await page.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  await page.getByRole('heading', { name: "Waiting for your parent's or guardian's consent" }).waitFor();

  await assertAccessible(page, '/settings of a student, 390 px');
  const studentId = ((await page.request.get('/api/user').then((r) => r.json())) as { id: string }).id;
  const notices = page.getByRole('checkbox', { name: 'Email notices' });
  assert.ok(await notices.isChecked());
  await notices.uncheck();
  await toast(page, 'Settings Saved!').waitFor();
  assert.is((await page.request.get('/api/user').then((r) => r.json())).notices, false);

  // The password: the current one is required and checked; the other session ends, this one stays.
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.getByText('Current password is required', { exact: true }).waitFor();
  await page.getByLabel('Current Password').fill('wrong-password');
  await page.getByLabel('New Password', { exact: true }).fill('newsecret1');
  await page.getByLabel('Confirm New Password').fill('newsecret1');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await page.locator('#password-currentPassword-error').waitFor();
  assert.is((await other.request.get('/api/user')).status(), 200, 'a refused change ends nothing');
  await page.getByLabel('Current Password').fill('secret123');
  await page.getByRole('button', { name: 'Change Password' }).click();
  await toast(page, 'Password Changed!').waitFor();
  assert.is(await page.getByLabel('Current Password').inputValue(), '', 'the form is cleared');
  assert.is((await other.request.get('/api/user')).status(), 401, 'the other session ended');
  assert.is((await page.request.get('/api/user')).status(), 200, 'this session stays');
  await closeToast(page, 'Password Changed!');

  // Deleting: a dialog says plainly what happens to the data, and asks for the password.
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
  await dialog.waitFor();
  await dialog.getByText(/destroy the key they were encrypted with/).waitFor();
  await dialog.getByText(/you appear as "Deleted user"/).waitFor();
  await dialog.getByText(/can no longer sign in/).waitFor();
  await assertAccessible(page, 'the delete dialog, 390 px');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await page.getByRole('button', { name: 'Delete Account' }).click();
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await dialog.getByText('Password is required').waitFor();
  await dialog.getByLabel('Password').fill('secret123');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await dialog.locator('#delete-password-error').waitFor();
  await dialog.getByLabel('Password').fill('newsecret1');
  await dialog.getByRole('button', { name: 'Delete My Account' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await toast(page, 'Account Deleted').waitFor();
  await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
  assert.is((await client(srv.url).post('/api/login', { username: email, password: 'newsecret1' })).status, 401);

  // The store file (and its WAL) holds no byte of the person's name or addresses (sealed from the start); read through the
  // app, the log is whole: the student's events read as placeholders, the company's as written.
  const events = join(srv.dataDir, 'events.sqlite');
  assertAbsent(rawText(events), [email, guardian, lastName], 'events.sqlite + WAL after the deletion');
  checkpoint(events);
  assertAbsent(rawText(events), [email, guardian, lastName], 'events.sqlite after a checkpoint');
  const log = await srv.backend.deps.events.readAll('', 100_000);
  const logText = JSON.stringify(log).toLowerCase();
  assertAbsent(logText, [email, guardian, lastName], 'the log as read');
  const registered = log.find((e) => e.type === 'UserRegistered' && (e.data as { userId: string }).userId === studentId)!;
  assert.is((registered.data as { firstName: string }).firstName, 'Deleted user');
  assertPresent(logText, [companyEmail, 'Peacock Press'], 'the log as read (the company is untouched)');
  await other.context().close();
  await page.context().close();
});

test('/settings for a company (from the avatar menu) and an admin (from the phone drawer); sign out everywhere', async () => {
  const company = await newPage();
  const other = await newPage();
  await signIn(company, companyEmail, 'secret123');
  await signIn(other, companyEmail, 'secret123');
  await company.goto('/company-dashboard');
  // As a person would: the page has shown before the menu is opened, and the menu has opened before an item is chosen.
  await company.getByRole('heading', { level: 1, name: 'Company Dashboard' }).waitFor();
  await company.getByRole('button', { name: /Account menu/ }).click();
  await company.getByRole('menu').waitFor();
  await company.getByRole('menuitem', { name: 'Profile Settings' }).click();
  await company.waitForURL((u) => u.pathname === '/profile');
  await company.getByRole('main').getByRole('link', { name: 'Settings' }).click();
  await company.waitForURL((u) => u.pathname === '/settings');
  await company.getByRole('heading', { level: 1, name: 'Settings' }).waitFor();
  for (const name of ['Notifications', 'Password', 'Sign out everywhere', 'Delete account']) await company.getByRole('heading', { level: 2, name }).waitFor();
  await company.getByText('Email me when my company request is decided').waitFor();
  assert.is(await company.getByTestId('consent-notice').count(), 0);
  await assertAccessible(company, '/settings of a company, 1280 px');
  await company.getByRole('button', { name: 'Sign Out Everywhere' }).click();
  await company.waitForURL((u) => u.pathname === '/auth');
  await toast(company, 'Signed Out Everywhere').waitFor();
  assert.is((await company.request.get('/api/user')).status(), 401);
  assert.is((await other.request.get('/api/user')).status(), 401, 'the other device too');

  const admin = await newPage(390);
  await signIn(admin, 'admin2', ADMIN_PASSWORD);
  await admin.goto('/dashboard');
  await admin.getByRole('button', { name: 'Open side menu' }).click();
  await admin.getByRole('dialog', { name: 'Navigation menu' }).getByRole('link', { name: 'Settings' }).click();
  await admin.waitForURL((u) => u.pathname === '/settings');
  for (const name of ['Notifications', 'Password', 'Sign out everywhere', 'Delete account']) await admin.getByRole('heading', { level: 2, name }).waitFor();
  const overflow = await admin.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.is(overflow, 0, 'no sideways scroll at 390 px');
  for (const p of [company, other, admin]) await p.context().close();
});

test('PARENTAL_CONSENT=off: SPEC.md’s sign-up asks no date of birth, and the new student applies at once', async () => {
  const off = await startTestServer({ web: true, config: { parentalConsent: 'off', emailVerification: 'off' } });
  try {
    const company = await approvedCompany(off, 'Lotus Labs');
    const id = (await postTestInternship(off, company.id, { title: 'Lab Assistant' })).id;
    const page = await newPage(1280, off);
    await page.goto('/auth?tab=register');
    await page.getByLabel('First Name').fill('Ravi');
    await page.getByLabel('Last Name').fill('Das');
    await page.getByLabel('Email', { exact: true }).fill(uniqueEmail('ravi'));
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    assert.is(await page.getByLabel('Date of Birth').count(), 0);
    assert.is(await page.getByLabel("Parent's or Guardian's Email").count(), 0);
    await page.getByRole('button', { name: 'Create Account' }).click();
    await page.waitForURL((u) => u.pathname === '/student-onboarding');
    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1, name: 'Student Dashboard' }).waitFor();
    assert.is(await page.getByTestId('consent-notice').count(), 0);
    await page.goto(`/internship/${id}`);
    await applyFromDetailPage(page);
    // The API agrees: a student without a date of birth needs nothing.
    const api = client(off.url);
    assert.is((await api.post('/api/register', studentBody())).status, 201);
    assert.is((await api.post('/api/applications', { internshipId: id, coverLetter: 'I would like to help in your lab after school.', resume: '' })).status, 201);
    await page.context().close();
  } finally {
    await off.close();
  }
});

test.run();
