// The thread of an application (DESIGN.md §4.1) in Chromium, with the defaults on (PARENTAL_CONSENT=required): a company
// posts; a student under 18 signs up, the parent consents from the e-mail, the student applies. The company marks the
// application reviewed, opens Messages and writes; the student sees the top bar's unread link and the count on the
// application, opens the thread (the counts clear) and replies; a phone number is refused with the text kept; the student
// reports the company's message and the admins see it under Reports; the parent reads the conversation from the consent
// link, without a composer; a message arrives live in an open thread (Server-Sent Events, no polling). axe at 1280 and
// 390 px; SHOTS_DIR=… saves screenshots of each view.
import { mkdirSync } from 'node:fs';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Browser, type Locator, type Page } from 'playwright';
import { CONTACT_DETAILS_REFUSED } from '@domain/threads/contact-details';
import { GUARDIANS_READ_ONLY } from '@backend/queries/threads/guardian-threads';
import { seriousAxeViolations } from '../helpers/axe';
import { ADMIN_PASSWORD, approvedCompany, postTestInternship } from '../helpers/journey-fixtures';
import { startTestServer, type TestServer } from '../helpers/server';
import { applyFromDetailPage } from './apply-steps';
import { consentFromMailbox, signUpMinor, verifyFromMailbox } from './consent-steps';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const SHOTS = process.env.SHOTS_DIR;
const COMPANY = 'Kestrel Robotics';
const TITLE = 'Robot Club Assistant';
const stamp = Date.now().toString(36);
const email = `nila.${stamp}@example.com`;
const guardian = `nila.parent.${stamp}@example.com`;
const STUDENT = `Nila Rao${stamp}`;
const HELLO = 'Hello Nila! Could you come to our workshop on Saturday mornings?';
const REPLY = 'Yes, Saturdays work for me. What should I bring?';
const PHONE = 'You can also call me on 98765 43210';

let srv: TestServer;
let browser: Browser;
let internshipId = '';
let companyEmail = '';
let consentUrl = '';
let student: Page;
let company: Page;

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

async function newPage(width = 1280): Promise<Page> {
  // bypassCSP: axe-core is injected as a script (the app's CSP allows only its own).
  const page = await (await browser.newContext({ viewport: { width, height: width < 600 ? 844 : 900 }, baseURL: srv.url, bypassCSP: true })).newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

/** No sideways scrolling, no serious axe finding, and a screenshot when SHOTS_DIR is set (the page, and the thread alone). */
async function check(page: Page, name: string, panel?: Locator) {
  await page.waitForTimeout(450); // the page-change and dialog animations
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.is(overflow, 0, `${name}: no sideways scrolling`);
  assert.equal(await seriousAxeViolations(page), [], name);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
    if (panel) await panel.screenshot({ path: `${SHOTS}/${name}-panel.png` });
  }
}

const toastTitle = (page: Page, title: string) => page.locator('[data-scope=toast][data-part=root]').getByText(title, { exact: true });

/** Closes the toast as a person would: it sits at the bottom right, where the thread's Send button may be. */
async function closeToast(page: Page, title: string) {
  const root = page.locator('[data-scope=toast][data-part=root]').filter({ hasText: title });
  const close = root.getByRole('button', { name: 'Close notification' });
  // It may be leaving on its own already, or still coming in (its button not shown yet: a toast under the pointer stays
  // until closed, so the click must not be skipped): either way it must be gone.
  for (let tries = 0; tries < 3 && (await root.count()) > 0; tries++) {
    await close.click({ timeout: 2000 }).catch(() => undefined);
    await root.waitFor({ state: 'hidden', timeout: 3000 }).catch(() => undefined);
  }
  await root.waitFor({ state: 'hidden' });
}

test('a student under 18 signs up, the parent consents from the e-mail, and the student applies', async () => {
  student = await newPage();
  await signUpMinor(student, { firstName: 'Nila', lastName: `Rao${stamp}`, email, dateOfBirth: '2011-05-02', guardian });
  await verifyFromMailbox(student, email);
  // The guardian, on a phone: the development mailbox, the message, its link.
  const parent = await newPage(390);
  consentUrl = await consentFromMailbox(parent, guardian);
  // No application yet: the conversations say so.
  await parent.getByTestId('guardian-conversations').getByText('No applications yet, so no conversations.').waitFor();
  await parent.context().close();

  await student.goto(`/internship/${internshipId}`);
  await applyFromDetailPage(student);
});

test('the company marks the application reviewed, opens Messages and writes', async () => {
  company = await newPage();
  assert.is((await company.request.post('/api/login', { data: { username: companyEmail, password: 'secret123' } })).status(), 200);
  await company.goto(`/company-dashboard/internships/${internshipId}/applicants`);
  const card = company.getByTestId('applicant').filter({ has: company.getByRole('heading', { name: STUDENT }) });
  await card.waitFor();

  // Before the review nobody writes: the panel says why.
  await card.getByRole('button', { name: 'Messages' }).click();
  await card.getByTestId('thread-closed').getByText('Messages open once the company marks the application reviewed or accepted.').waitFor();
  assert.is(await card.getByTestId('message-composer').count(), 0);

  await card.getByRole('button', { name: 'Mark Reviewed' }).click();
  await toastTitle(company, 'Marked as reviewed').waitFor();
  await closeToast(company, 'Marked as reviewed');
  await card.getByTestId('application-status').getByText('Reviewed', { exact: true }).waitFor();
  const panel = card.getByTestId('thread-panel');
  const box = panel.getByRole('textbox', { name: `Message to ${STUDENT}` });
  await box.waitFor(); // the thread opened with the review
  await panel.getByText(/don't share phone numbers, e-mail addresses or chat links with students under 18/).waitFor();

  // An empty message is not sent; the reason shows under the box.
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await panel.getByRole('alert').getByText('Write a message').waitFor();
  await box.fill(HELLO);
  await panel.getByText(`${HELLO.length} / 2,000`).waitFor();
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  const mine = panel.getByTestId('thread-message').filter({ hasText: HELLO });
  await mine.waitFor();
  assert.is(await mine.getAttribute('data-own'), 'true');
  await mine.getByText(`${COMPANY} (you)`).waitFor();
  assert.is(await box.inputValue(), '', 'the box is cleared once sent');
  await panel.getByTestId('thread-announcer').getByText('Message sent.').waitFor();
  assert.is(await mine.getByRole('button', { name: /^Report/ }).count(), 0, 'no report of one’s own message');
  await check(company, 'company-thread-1280', panel);
  // Closed again: an open thread reads what arrives in it (live), and the next test wants the reply unread.
  await card.getByRole('button', { name: 'Hide messages' }).click();
  await panel.waitFor({ state: 'detached' });
});

test('the student sees the unread link and the count, opens the thread (the counts clear) and replies; a phone number is refused, the text kept', async () => {
  await student.goto('/applications');
  await student.getByRole('heading', { level: 1, name: 'My applications' }).waitFor();
  const indicator = student.getByRole('link', { name: '1 unread message' });
  await indicator.waitFor();
  assert.is(await indicator.getAttribute('href'), '/applications');
  const row = student.getByTestId('recent-application').filter({ hasText: TITLE });
  const toggle = row.getByRole('button', { name: 'Messages 1 new' });
  await toggle.waitFor();
  assert.is(await toggle.getAttribute('aria-expanded'), 'false');
  await row.getByTestId('messages-unread').getByText('1 new', { exact: true }).waitFor();
  await check(student, 'student-unread-1280');
  await student.setViewportSize({ width: 390, height: 844 });
  await indicator.waitFor(); // the top bar keeps it on a phone
  await check(student, 'student-unread-390');
  await student.setViewportSize({ width: 1280, height: 900 });

  await toggle.click();
  const panel = row.getByTestId('thread-panel');
  const theirs = panel.getByTestId('thread-message').filter({ hasText: HELLO });
  await theirs.waitFor();
  assert.is(await theirs.getAttribute('data-own'), 'false');
  await theirs.getByText(COMPANY, { exact: true }).waitFor();
  await theirs.locator('time').waitFor();
  // Reading it clears the counts: the top bar's link and the badge go.
  await indicator.waitFor({ state: 'detached' });
  await row.getByTestId('messages-unread').waitFor({ state: 'detached' });
  assert.is(await row.getByRole('button', { name: 'Hide messages' }).getAttribute('aria-expanded'), 'true');

  const box = panel.getByRole('textbox', { name: 'Message to the company' });
  await box.fill(REPLY);
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await panel.getByTestId('thread-message').filter({ hasText: REPLY }).waitFor();
  assert.equal(await panel.getByTestId('message-body').allTextContents(), [HELLO, REPLY], 'oldest first');
  assert.equal(
    await panel.getByTestId('thread-message').evaluateAll((items) => items.map((li) => li.getAttribute('data-own'))),
    ['false', 'true'],
    'the own side marked',
  );

  // Contact details with a minor: the server's refusal under the box, and the words stay to be changed.
  await box.fill(PHONE);
  await panel.getByRole('button', { name: 'Send', exact: true }).click();
  await panel.getByRole('alert').getByText(CONTACT_DETAILS_REFUSED).waitFor();
  assert.is(await box.inputValue(), PHONE);
  assert.is(await box.getAttribute('aria-invalid'), 'true');
  assert.is(await panel.getByTestId('thread-message').count(), 2, 'nothing was written');
  await check(student, 'student-thread-1280', panel);

  await student.setViewportSize({ width: 390, height: 844 });
  await panel.scrollIntoViewIfNeeded();
  await check(student, 'student-thread-390', panel);
  await student.setViewportSize({ width: 1280, height: 900 });
});

test('the student reports the company’s message (a reason, optional details); the admins see it under Reports', async () => {
  const row = student.getByTestId('recent-application').filter({ hasText: TITLE });
  const theirs = row.getByTestId('thread-message').filter({ hasText: HELLO });
  await theirs.getByRole('button', { name: `Report message from ${COMPANY}` }).click();
  const dialog = student.getByRole('dialog', { name: 'Report this message' });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: 'Send report' }).click();
  const reasons = dialog.getByRole('group', { name: 'Why are you reporting it?' });
  await reasons.getByText('Choose a reason').waitFor();
  assert.is(await reasons.getAttribute('aria-invalid'), 'true');
  await dialog.getByRole('radio', { name: 'Something else' }).check();
  assert.is(await reasons.getByText('Choose a reason').count(), 0);
  await dialog.getByLabel('Details (optional)').fill('Testing the report: nothing wrong really.');
  await check(student, 'report-dialog-1280');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await toastTitle(student, 'Report sent').waitFor();
  await closeToast(student, 'Report sent');
  await dialog.waitFor({ state: 'hidden' });
  await theirs.getByText('Reported to our team').waitFor();

  const admin = await newPage();
  assert.is((await admin.request.post('/api/login', { data: { username: 'admin1', password: ADMIN_PASSWORD } })).status(), 200);
  await admin.goto('/admin');
  const reports = admin.getByRole('region', { name: 'Reports' });
  const report = reports.getByTestId('admin-report').filter({ hasText: HELLO });
  await report.waitFor();
  await report.getByRole('heading', { name: 'Something else' }).waitFor();
  await report.getByText('Testing the report: nothing wrong really.').waitFor();
  await report.getByText(/Reported by the student/).waitFor();
  await report.getByText(new RegExp(`^${COMPANY} \\(company\\)`)).waitFor();
  await check(admin, 'admin-reports-1280');
  await admin.context().close();
});

test('the company sees the reply as unread at once (live, no reload), and reads it', async () => {
  const indicator = company.getByRole('link', { name: '1 unread message' });
  await indicator.waitFor();
  assert.is(await indicator.getAttribute('href'), '/company-dashboard');
  await check(company, 'company-unread-1280');
  // The link leads to the dashboard, where the internship says it has a new message; its applicants page has the thread.
  await indicator.click();
  const posting = company.getByTestId('company-internship').filter({ hasText: TITLE });
  await posting.getByTestId('internship-unread').getByText('1 new message', { exact: true }).waitFor();
  await posting.getByRole('link', { name: /View Applicants/ }).click();
  const card = company.getByTestId('applicant').filter({ has: company.getByRole('heading', { name: STUDENT }) });
  await card.getByRole('button', { name: 'Messages 1 new' }).click();
  await card.getByTestId('thread-message').filter({ hasText: REPLY }).waitFor();
  await indicator.waitFor({ state: 'detached' });
  await company.setViewportSize({ width: 390, height: 844 });
  await check(company, 'company-thread-390', card.getByTestId('thread-panel'));
  await company.context().close();
});

test('the parent reads the conversation from the consent link, without a composer', async () => {
  const parent = await newPage(390);
  await parent.goto(consentUrl);
  const conversations = parent.getByTestId('guardian-conversations');
  await conversations.getByRole('heading', { name: 'Conversations' }).waitFor();
  const choice = conversations.getByRole('button', { name: new RegExp(`${TITLE}.*${COMPANY}.*Reviewed`) });
  await choice.click();
  assert.is(await choice.getAttribute('aria-pressed'), 'true');
  const panel = conversations.getByTestId('thread-panel');
  await panel.getByTestId('thread-message').filter({ hasText: HELLO }).waitFor();
  await panel.getByTestId('thread-message').filter({ hasText: REPLY }).waitFor();
  assert.is(await panel.getByTestId('message-composer').count(), 0);
  assert.is(await panel.getByRole('textbox').count(), 0);
  assert.is(await panel.getByRole('button', { name: /^Report/ }).count(), 0);
  await panel.getByTestId('thread-closed').getByText(GUARDIANS_READ_ONLY).waitFor();
  assert.is(await panel.getByText('(you)').count(), 0, 'the parent wrote none of it');
  await check(parent, 'parent-thread-390', panel);
  await parent.setViewportSize({ width: 1280, height: 900 });
  await check(parent, 'parent-thread-1280', panel);
  await parent.context().close();
});

test('a long thread opens at its newest 50, scrolled to the end; “Show earlier messages” puts the older ones above, in order', async () => {
  const api = (await browser.newContext({ baseURL: srv.url })).request;
  assert.is((await api.post('/api/login', { data: { username: companyEmail, password: 'secret123' } })).status(), 200);
  const [application] = (await (await student.request.get('/api/applications')).json()) as { id: string }[];
  // Away from the thread while they come (an open thread reads what arrives in it).
  await student.goto('/');
  for (let i = 1; i <= 52; i++) {
    const res = await api.post(`/api/applications/${application.id}/messages`, { data: { body: `Update ${i}` } });
    assert.is(res.status(), 201, await res.text());
  }
  await student.goto('/applications');
  const row = student.getByTestId('recent-application').filter({ hasText: TITLE });
  await row.getByRole('button', { name: 'Messages 52 new' }).click();
  const panel = row.getByTestId('thread-panel');
  await panel.getByText('Update 52', { exact: true }).waitFor();
  const bodies = panel.getByTestId('message-body');
  assert.equal(await bodies.allTextContents(), Array.from({ length: 50 }, (_, i) => `Update ${i + 3}`));
  const list = panel.getByRole('region', { name: `Messages about ${TITLE}` });
  const fromBottom = () => list.evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);
  assert.ok((await fromBottom()) <= 2, 'opened at the newest message');

  // At the top of the list (where the button is), the older messages go above and the view stays on what was read.
  const earlier = panel.getByRole('button', { name: 'Show earlier messages' });
  await earlier.scrollIntoViewIfNeeded();
  const offsetOf = (text: string) =>
    list.evaluate((el, t) => [...el.querySelectorAll('[data-testid=message-body]')].find((b) => b.textContent === t)!.getBoundingClientRect().top - el.getBoundingClientRect().top, text);
  const before = await offsetOf('Update 3');
  await earlier.click();
  await panel.getByText(HELLO).waitFor();
  assert.equal(await bodies.allTextContents(), [HELLO, REPLY, ...Array.from({ length: 52 }, (_, i) => `Update ${i + 1}`)]);
  assert.is(await earlier.count(), 0, 'the thread starts there');
  // Where 'Update 3' was, give or take the button that went.
  assert.ok(Math.abs((await offsetOf('Update 3')) - before) <= 60, `Update 3 moved from ${before} to ${await offsetOf('Update 3')}`);
  await api.dispose();
});

test('live: with the thread open, the company’s next message appears at once, with no reload and no polling', async () => {
  const api = (await browser.newContext({ baseURL: srv.url })).request;
  assert.is((await api.post('/api/login', { data: { username: companyEmail, password: 'secret123' } })).status(), 200);
  const [application] = (await (await student.request.get('/api/applications')).json()) as { id: string }[];
  const row = student.getByTestId('recent-application').filter({ hasText: TITLE });
  const panel = row.getByTestId('thread-panel');
  await panel.getByText('Update 52', { exact: true }).waitFor();
  // Count the page's own requests from now on: a live update asks for the thread once, nothing else comes on a timer.
  const asked: string[] = [];
  student.on('request', (r) => asked.push(new URL(r.url()).pathname));
  await student.waitForTimeout(1500);
  assert.equal(asked.filter((p) => p !== '/api/user/stream'), [], 'nothing polls while nothing happens');
  const LIVE = 'A live hello: see you on Saturday!';
  assert.is((await api.post(`/api/applications/${application.id}/messages`, { data: { body: LIVE } })).status(), 201);
  await panel.getByTestId('message-body').filter({ hasText: LIVE }).waitFor({ timeout: 5000 });
  assert.ok(asked.includes(`/api/applications/${application.id}/messages`), 'the open thread was asked again after the live event');
  await api.dispose();
});

test.run();
