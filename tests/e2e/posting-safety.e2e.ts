// Browser test of safety for minors in postings (DESIGN.md §4.2) at 390 px: the demo company posts with who it is for
// (minimum age, hours, schedule, category from the categories endpoint) — the form refusing hazardous work for under-18s
// and a fee in the text at their fields first — and the detail page shows those facts and the no-fee statement; axe finds
// nothing serious on either screen. SHOTS_DIR=… saves screenshots of both.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Browser, type Page } from 'playwright';
import { startTestServer, type TestServer } from '../helpers/server';
import { seriousAxeViolations } from '../helpers/axe';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const ADMIN_PASSWORD = 'admin-password-for-tests';
const DEMO_COMPANY = 'demo.company@example.com';
const SHOTS_DIR = process.env.SHOTS_DIR;

let srv: TestServer;
let browser: Browser;

test.before(async () => {
  srv = await startTestServer({ web: true, config: { seedDemo: true } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

async function phonePage(): Promise<Page> {
  // bypassCSP: axe-core is injected as a script (the app's CSP allows only its own).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

async function assertAccessible(page: Page, name: string) {
  assert.equal(await seriousAxeViolations(page), [], `axe on ${name}`);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  assert.ok(overflow <= 0, `${name} scrolls sideways by ${overflow} px`);
  if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}-390.png`, fullPage: true });
}

test('a company posts with age, hours, schedule and category; the detail page shows them and that it never asks for money', async () => {
  const page = await phonePage();
  try {
    const login = await page.request.post(`${srv.url}/api/login`, { data: { username: DEMO_COMPANY, password: ADMIN_PASSWORD } });
    assert.is(login.status(), 200, await login.text());
    await page.goto(`${srv.url}/company-dashboard/internships/new`);
    await page.getByRole('heading', { level: 1, name: 'Post an Internship' }).waitFor();

    await page.getByLabel('Title').fill('Junior Researcher Intern');
    await page.getByLabel('Description').fill('Help our team survey local libraries. A registration fee of ₹500 is payable before joining.');
    await page.getByLabel('Location').fill('Pune, India');
    await page.getByLabel('Duration (weeks)').fill('8');
    await page.getByRole('radio', { name: 'Hybrid' }).check();
    await page.getByLabel('Minimum age').selectOption('16');
    await page.getByLabel('Hours per week').fill('12');
    await page.getByLabel('Schedule', { exact: true }).selectOption('weekends');
    // Hazardous work is marked, and refused while the posting is open to under-18s.
    const category = page.getByLabel('Category', { exact: true });
    assert.is(await category.locator('option', { hasText: 'Construction site work (18+ only)' }).count(), 1);
    await category.selectOption('construction-site');
    await page.getByRole('button', { name: 'Post Internship' }).click();
    await page.getByText('Construction site work is hazardous work that the law forbids for anyone under 18. Set the minimum age to 18, or choose another category.').waitFor();
    await page.getByText('Internships on this platform never ask students for money.').waitFor();
    await assertAccessible(page, 'posting-form-refused');

    await category.selectOption('research');
    await page.getByLabel('Description').fill('Help our team survey local libraries and write up what students read. We pay ₹2000 a month.');
    await page.getByRole('button', { name: 'Post Internship' }).click();
    await page.waitForURL((u) => u.pathname === '/company-dashboard');
    const row = page.getByTestId('company-internship').filter({ hasText: 'Junior Researcher Intern' });
    const publicHref = await row.getByRole('link', { name: /Public page/ }).getAttribute('href');
    assert.ok(publicHref?.startsWith('/internship/'), String(publicHref));

    await page.goto(`${srv.url}${publicHref}`);
    await page.getByRole('heading', { level: 1, name: 'Junior Researcher Intern' }).waitFor();
    await page.getByTestId('no-fee-guarantee').getByText('This internship never asks you for money. If anyone asks you to pay, report it.').waitFor();
    const facts = page.getByRole('complementary', { name: 'Internship facts' });
    for (const fact of ['Students aged 16 and above', '12 hours a week', 'Weekends', 'Research']) await facts.getByText(fact, { exact: true }).waitFor();
    await assertAccessible(page, 'posting-detail');
  } finally {
    await page.context().close();
  }
});

test.run();
