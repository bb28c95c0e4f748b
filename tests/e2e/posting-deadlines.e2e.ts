// Browser test of postings' deadlines (DESIGN.md §4.6) at 390 px and 1280 px: the form shows a start before the deadline at
// its field before sending, and the server's refusal of a past deadline at its field; a posting whose deadline passes (the
// server's clock moved on, its clock jobs run) shows as Closed on the dashboard, and reopening it asks for a new deadline.
// axe finds nothing serious. SHOTS_DIR=… saves screenshots.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Browser, type Page } from 'playwright';
import { startTestServer, type TestServer } from '../helpers/server';
import { seriousAxeViolations } from '../helpers/axe';
import { DEADLINE_IN_THE_PAST, REOPEN_AFTER_DEADLINE, START_BEFORE_DEADLINE } from '@domain/internships/deadlines';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const ADMIN_PASSWORD = 'admin-password-for-tests';
const DEMO_COMPANY = 'demo.company@example.com';
const SHOTS_DIR = process.env.SHOTS_DIR;
const DAY = 24 * 3600_000;

const clock = { ms: Date.now() };
/** A day relative to the server's clock (UTC), as the date inputs take it. */
const day = (days: number) => new Date(clock.ms + days * DAY).toISOString().slice(0, 10);
let srv: TestServer;
let browser: Browser;

test.before(async () => {
  srv = await startTestServer({ web: true, config: { seedDemo: true }, clock: () => new Date(clock.ms) });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

const toast = (p: Page, title: string) => p.locator('[data-scope=toast][data-part=root]').getByText(title, { exact: true });

async function signedInPage(width: number): Promise<Page> {
  // bypassCSP: axe-core is injected as a script (the app's CSP allows only its own).
  const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const login = await page.request.post(`${srv.url}/api/login`, { data: { username: DEMO_COMPANY, password: ADMIN_PASSWORD } });
  assert.is(login.status(), 200, await login.text());
  return page;
}

async function assertAccessible(page: Page, name: string, width: number) {
  // Toasts fade in: checked once their animations have ended.
  await page.evaluate(() => Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished)));
  assert.equal(await seriousAxeViolations(page), [], `axe on ${name}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow} px`);
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
}

/** The message under a field of the form. */
const fieldMessage = (page: Page, field: string, text: string) => page.locator(`#internship-${field}-error`).getByText(text, { exact: true });

for (const width of [390, 1280])
  test(`at ${width} px: dates refused at their fields; a posting past its deadline shows Closed and reopens only with a new deadline`, async () => {
    const title = `Library Helper ${width}`;
    const page = await signedInPage(width);
    try {
      await page.goto(`${srv.url}/company-dashboard/internships/new`);
      await page.getByRole('heading', { level: 1, name: 'Post an Internship' }).waitFor();
      await page.getByLabel('Title').fill(title);
      await page.getByLabel('Description').fill('Help sort and lend books on Saturdays.');
      await page.getByLabel('Location').fill('Colombo, Sri Lanka');
      await page.getByLabel('Duration (weeks)').fill('6');
      await page.getByRole('radio', { name: 'On-site' }).check();
      await page.getByLabel('Hours per week').fill('6');
      await page.getByLabel('Schedule', { exact: true }).selectOption('weekends');
      await page.getByLabel('Category', { exact: true }).selectOption('research');

      // A start before the deadline: the form says so before sending.
      await page.getByLabel('Application Deadline (optional)').fill(day(10));
      await page.getByLabel('Start Date (optional)').fill(day(5));
      await page.getByRole('button', { name: 'Post Internship' }).click();
      await fieldMessage(page, 'startDate', START_BEFORE_DEADLINE).waitFor();
      // A deadline already past: the server refuses it, at the field.
      await page.getByLabel('Application Deadline (optional)').fill(day(-2));
      await page.getByRole('button', { name: 'Post Internship' }).click();
      await fieldMessage(page, 'applicationDeadline', DEADLINE_IN_THE_PAST).waitFor();
      await assertAccessible(page, 'posting-deadline-refused', width);
      // The error's toast sits over the form's foot on wide screens: closed first.
      await page.getByRole('button', { name: 'Close notification' }).click();
      await page.locator('[data-scope=toast][data-part=root]').waitFor({ state: 'detached' });

      await page.getByLabel('Application Deadline (optional)').fill(day(2));
      await page.getByRole('button', { name: 'Post Internship' }).click();
      await page.waitForURL((u) => u.pathname === '/company-dashboard');
      const row = page.getByTestId('company-internship').filter({ hasText: title });
      await row.getByTestId('internship-state').getByText('Open', { exact: true }).waitFor();

      // Days later, past the deadline's end at the place: the posting has closed itself. (The clock stays there: the job
      // keeps its last run as its checkpoint, and the next test goes on from this time.)
      clock.ms += 4 * DAY;
      await srv.backend.deps.clockJobs.runDue();
      await srv.backend.deps.projections.waitFor({ position: await srv.backend.deps.events.headPosition() });
      await page.reload();
      await row.getByTestId('internship-state').getByText('Closed', { exact: true }).waitFor();
      await row.getByRole('button', { name: /^Reopen/ }).click();
      await toast(page, 'Could not save the internship').waitFor();
      await page.getByText(REOPEN_AFTER_DEADLINE).first().waitFor();
      await assertAccessible(page, 'posting-deadline-closed', width);
      assert.is(await row.getByTestId('internship-state').textContent(), 'Closed');
    } finally {
      await page.context().close();
    }
  });

test.run();
