// The student journey in one go through the UI: landing → register → onboarding → search (word + filter) → detail → apply → success → dashboard.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Browser, type Page } from 'playwright';
import { startTestServer, type TestServer } from '../helpers/server';
import { applyFromDetailPage } from './apply-steps';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const pathOf = (p: Page) => new URL(p.url()).pathname;

let srv: TestServer;
let browser: Browser;

test.before(async () => {
  // SPEC.md's sign-up and apply flows, which have no parental consent or e-mail verification step (DESIGN.md §1: PARENTAL_CONSENT=off, EMAIL_VERIFICATION=off).
  srv = await startTestServer({ web: true, config: { seedDemo: true, parentalConsent: 'off', emailVerification: 'off' } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

test('a visitor becomes a student, applies to a searched internship and sees it on the dashboard', async () => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  page.setDefaultTimeout(10_000);
  await page.goto(`${srv.url}/`);
  await page.getByRole('link', { name: 'For Highschoolers', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('tab') === 'register');

  await page.getByLabel('First Name').fill('Kavya');
  await page.getByLabel('Last Name').fill('Nair');
  await page.getByLabel('Email').fill(`kavya.${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm Password').fill('secret123');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((u) => u.pathname === '/student-onboarding');

  await page.getByRole('checkbox', { name: 'Coding' }).check();
  await page.getByRole('checkbox', { name: 'Technology' }).check();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('radio', { name: /^1-3 months/ }).check();
  // Preferred companies are optional (issue 36): skipped.
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByLabel('Location').fill('Hyderabad, India');
  await page.getByRole('radio', { name: '10th Grade' }).check();
  await page.getByLabel('School Name').fill('Hyderabad Public School');
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Student Dashboard' }).waitFor();

  await page.getByRole('main').getByRole('link', { name: 'Browse Internships', exact: true }).first().click();
  await page.waitForURL((u) => u.pathname === '/search');
  await page.getByRole('searchbox', { name: 'Search internships' }).fill('python');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: /^Filters/ }).click();
  await page.getByRole('region', { name: 'Filters' }).getByText('Remote', { exact: true }).click();
  await page.getByText('1 internship found', { exact: true }).waitFor();
  const card = page.getByTestId('internship-card');
  assert.is(await card.getByRole('heading').textContent(), 'Python Data Helper Intern');

  await card.click();
  await page.waitForURL((u) => u.pathname.startsWith('/internship/'));
  await page.getByRole('heading', { level: 1, name: 'Python Data Helper Intern' }).waitFor();
  await applyFromDetailPage(page);
  await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();

  await page.getByRole('link', { name: /dashboard/i }).last().click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.getByText('Python Data Helper Intern').first().waitFor();
  await page.getByText('Pending', { exact: true }).first().waitFor();
  assert.is(pathOf(page), '/dashboard');
});

test.run();
