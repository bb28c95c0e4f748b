// Browser test of saved searches and recommendations (DESIGN.md §4.6) with the defaults on (parental consent, e-mail
// verification), at 1280 and 390 px: a student under 18 signs up and confirms their address, saves a search on /search, finds
// it on the dashboard (its link leads back to the same search), turns its daily e-mail off (it stays off after a reload) and
// deletes it; the dashboard recommends a posting of their interest with the reason; axe passes on both pages.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { startTestServer, type TestServer } from '../helpers/server';
import { seriousAxeViolations } from '../helpers/axe';
import { bornYearsAgo } from '../helpers/http';
import { approvedCompany, postTestInternship } from '../helpers/journey-fixtures';
import { signUpMinor, verifyFromMailbox } from './consent-steps';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
/** Set SHOTS_DIR to save the search page and the dashboard at both widths. */
const SHOTS_DIR = process.env.SHOTS_DIR;

let srv: TestServer;
let browser: Browser;
const suffix = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;

test.before(async () => {
  srv = await startTestServer({ web: true, config: { devMailbox: true } });
  const company = await approvedCompany(srv, 'Wombat Studio');
  await postTestInternship(srv, company.id, { title: 'Wombat Poster Designer', description: 'Design posters for our wombat fair.', category: 'design', skills: ['Canva Design'] });
  await postTestInternship(srv, company.id, { title: 'Wombat Web Helper', description: 'Keep the wombat site tidy.', category: 'software', type: 'hybrid', skills: ['HTML/CSS'] });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

async function axeClean(page: Page, where: string) {
  const violations = await seriousAxeViolations(page);
  assert.equal(violations, [], `${where}: ${violations.join('\n')}`);
}

const shot = (page: Page, name: string) => (SHOTS_DIR ? page.screenshot({ path: join(SHOTS_DIR, name), fullPage: true }) : Promise.resolve());

for (const width of [1280, 390]) {
  test(`at ${width} px: save a search, see it on the dashboard, turn its e-mail off, delete it; recommendations with a reason`, async () => {
    const context = await browser.newContext({ viewport: { width, height: 900 }, bypassCSP: true, baseURL: srv.url });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    try {
      const email = `wombat.${width}.${suffix}@example.com`;
      await signUpMinor(page, { firstName: 'Meera', lastName: 'Das', email, dateOfBirth: bornYearsAgo(15), guardian: `parent.${width}.${suffix}@example.com` });
      // The onboarding's answers (interests and skills), as its form sends them.
      const profile = await page.request.patch('/api/user/profile', {
        data: { hobbies: ['design'], interestedFields: ['Design'], internshipDuration: '1-3-months', preferredCompanies: ['TechStart India'], location: 'Pune', grade: '10th', schoolName: 'City School', skills: ['HTML/CSS'] },
      });
      assert.is(profile.status(), 200, await profile.text());
      await verifyFromMailbox(page, email);

      // /search: save the search with its filters.
      await page.goto('/search?q=wombat&type=remote');
      await page.getByText('1 internship found', { exact: true }).waitFor();
      await page.getByRole('button', { name: 'Save this search' }).click();
      await page.getByTestId('search-saved').waitFor();
      await axeClean(page, '/search with the search saved');
      await shot(page, `search-saved-${width}.png`);

      // The dashboard: the search in words, its e-mail on; the recommendations with their reasons.
      await page.getByRole('link', { name: 'Manage saved searches' }).click();
      await page.waitForURL((u) => u.pathname === '/dashboard');
      const card = page.getByRole('region', { name: 'Saved searches' });
      const row = card.getByTestId('saved-search');
      await row.getByRole('link', { name: '“wombat” · remote' }).waitFor();
      const emailSwitch = row.getByRole('switch', { name: /Daily e-mail/ });
      assert.is(await emailSwitch.isChecked(), true);
      const recommended = page.getByRole('region', { name: 'Recommended for you' });
      const designer = recommended.getByTestId('recommendation').filter({ hasText: 'Wombat Poster Designer' });
      await designer.getByText('Matches your interest in design', { exact: true }).waitFor();
      await recommended.getByTestId('recommendation').filter({ hasText: 'Wombat Web Helper' }).getByText('Matches your skill: HTML/CSS', { exact: true }).waitFor();
      await axeClean(page, '/dashboard');
      await shot(page, `dashboard-${width}.png`);

      // The e-mail off: it stays off after a reload.
      const patched = page.waitForResponse((r) => r.url().includes('/api/user/searches/') && r.request().method() === 'PATCH');
      await emailSwitch.click();
      assert.is((await patched).status(), 200);
      await page.reload();
      await card.getByTestId('saved-search').first().waitFor();
      assert.is(await card.getByRole('switch', { name: /Daily e-mail/ }).isChecked(), false);

      // Its link leads back to the same search.
      await card.getByRole('link', { name: '“wombat” · remote' }).click();
      await page.waitForURL((u) => u.pathname === '/search' && u.searchParams.get('q') === 'wombat' && u.searchParams.get('type') === 'remote');
      await page.getByTestId('search-saved').waitFor();

      // Deleted: the card says there is none, and the search page offers to save it again.
      await page.goto('/dashboard');
      await card.getByRole('button', { name: 'Delete saved search: “wombat” · remote' }).click();
      await card.getByText('No saved searches yet', { exact: false }).waitFor();
      await axeClean(page, '/dashboard with no saved search');
      await page.goto('/search?q=wombat&type=remote');
      await page.getByRole('button', { name: 'Save this search' }).waitFor();
    } finally {
      await context.close();
    }
  });
}

test.run();
