// Browser test of the student journey: search and filters as a visitor, detail page, apply as a student, favourites.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { startTestServer, type TestServer } from '../helpers/server';
import { systemContext } from '@backend/seed/seed';
import { registerUser } from '@backend/commands/users/register-user';
import { approveCompany } from '@backend/commands/users/approve-company';
import { updateCompanyDetails } from '@backend/commands/users/update-company-details';
import { postInternship } from '@backend/commands/internships/post-internship';
import { applyFromDetailPage, SAMPLE_LETTER } from './apply-steps';
import { assertSelectedTab } from '../helpers/tabs';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

let srv: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const suffix = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
const ids: Record<'robotics' | 'design', string> = { robotics: '', design: '' };
const pathOf = (p: Page) => new URL(p.url()).pathname;
const cards = () => page.getByTestId('internship-card');
const filters = () => page.getByRole('region', { name: 'Filters' });

/** Two internships with a word no demo internship uses, posted by an approved company through the command handlers. */
async function postFixtures(server: TestServer) {
  const deps = server.backend.deps;
  const ctx = systemContext(deps);
  const { userId: companyId } = await registerUser(ctx, {
    email: `zephyr.${suffix}@example.com`,
    password: 'secret123',
    role: 'company',
    firstName: 'Company',
    lastName: 'User',
    location: 'Pune, India',
  });
  await updateCompanyDetails(ctx, companyId, { companyName: 'Zephyr Labs', companyField: 'Technology', location: 'Pune, India', website: 'zephyr.example.com' });
  await approveCompany(ctx, companyId);
  const base = { requirements: 'Curiosity', duration: '8 weeks', applicationDeadline: null, startDate: null, questions: [] };
  const robotics = await postInternship(ctx, companyId, {
    ...base,
    title: 'Zephyr Robotics Intern',
    description: 'Program small robots with Python after school.',
    location: 'Pune, India',
    salary: '₹3,000 / month',
    type: 'remote',
    skills: ['Python', 'Basic Coding', 'JavaScript', 'HTML/CSS', 'Data Entry'],
  });
  const design = await postInternship(ctx, companyId, {
    ...base,
    title: 'Poster Design Intern',
    description: 'Design posters for the Zephyr science fair.',
    location: 'Mumbai, India',
    salary: null,
    type: 'onsite',
    skills: ['Design', 'Canva Design'],
  });
  ids.robotics = robotics.internshipId;
  ids.design = design.internshipId;
  await deps.projections.waitFor(design.appended);
}

async function registerStudent() {
  const email = `student.${suffix}@example.com`;
  const res = await page.request.post(`${srv.url}/api/register`, {
    data: {
      email, username: email, password: 'secret123', firstName: 'Asha', lastName: 'Verma', role: 'student', location: 'India',
      bio: '', profileComplete: false, skills: [], university: '', graduationYear: new Date().getFullYear() + 1, fieldOfStudy: '', hobbies: [],
    },
  });
  assert.is(res.status(), 201, await res.text());
}

test.before(async () => {
  // SPEC.md's sign-up and apply flows, which have no parental consent or e-mail verification step (DESIGN.md §1: PARENTAL_CONSENT=off, EMAIL_VERIFICATION=off).
  srv = await startTestServer({ web: true, config: { seedDemo: true, parentalConsent: 'off', emailVerification: 'off' } });
  await postFixtures(srv);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

test('a visitor on /search sees the list, searches by a word and narrows it with filters', async () => {
  await page.goto(`${srv.url}/search`);
  await cards().first().waitFor();
  await page.getByText(/^\d+ internships found$/).waitFor();
  assert.is(await page.getByTestId('favorite-button').count(), 0, 'no hearts for visitors');

  // Text search matches the title or the description, case-insensitive, in the browser.
  await page.getByRole('searchbox', { name: 'Search internships' }).fill('ZEPHYR');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByText('2 internships found', { exact: true }).waitFor();
  await page.waitForURL((u) => u.searchParams.get('q') === 'ZEPHYR');

  await page.getByRole('button', { name: /^Filters/ }).click();
  assert.is(await filters().getByRole('button', { name: 'Clear All' }).count(), 0, 'Clear All hidden while nothing is set');
  await filters().getByText('Remote', { exact: true }).click();
  await page.waitForURL((u) => u.searchParams.get('type') === 'remote');
  await page.getByText('1 internship found', { exact: true }).waitFor();
  assert.is(await cards().getByRole('heading').textContent(), 'Zephyr Robotics Intern');
  // Card: first 3 skills and '+N more'.
  await cards().getByText('+2 more', { exact: true }).waitFor();

  // Skills (any of) and a location shortcut are sent to the API too.
  await filters().getByText('All Types', { exact: true }).click();
  await filters().getByText('Canva Design', { exact: true }).click();
  await page.waitForURL((u) => u.searchParams.get('skills') === 'Canva Design' && !u.searchParams.has('type'));
  await filters().getByRole('button', { name: 'Mumbai' }).click();
  await page.waitForURL((u) => u.searchParams.get('location') === 'Mumbai');
  await page.getByText('1 internship found', { exact: true }).waitFor();
  assert.is(await cards().getByRole('heading').textContent(), 'Poster Design Intern');

  // The salary range and the durations filter too (DESIGN.md §4.6; tests/e2e/search-filters.e2e.ts has the rest): the
  // poster pays nothing stated, so a minimum stipend leaves none; 8 weeks keeps it.
  await filters().getByText('₹5,000+', { exact: true }).click();
  await page.waitForURL((u) => u.searchParams.get('minStipend') === '5000' && u.searchParams.get('currency') === 'INR');
  await page.getByText('No internships found', { exact: true }).waitFor();
  await filters().getByText('₹5,000+', { exact: true }).click();
  await filters().getByText('8 weeks', { exact: true }).click();
  await page.waitForURL((u) => u.searchParams.get('maxWeeks') === '8' && !u.searchParams.has('minStipend'));
  await page.getByText('1 internship found', { exact: true }).waitFor();

  await filters().getByRole('button', { name: 'Clear All' }).click();
  await page.waitForURL((u) => !u.searchParams.has('location') && !u.searchParams.has('skills'));
  await page.getByText('2 internships found', { exact: true }).waitFor();
  assert.is(await filters().getByRole('button', { name: 'Clear All' }).count(), 0);

  await page.getByRole('searchbox', { name: 'Search internships' }).fill('no such internship anywhere');
  await page.getByText('No internships found', { exact: true }).waitFor();
  await page.getByText('Try adjusting your search criteria or removing some filters.').waitFor();
});

test("a visitor opens a card and 'Sign Up for Internship' sends them to /auth?tab=register", async () => {
  await page.goto(`${srv.url}/search?q=zephyr&type=remote`);
  await cards().first().click();
  await page.waitForURL((u) => u.pathname === `/internship/${ids.robotics}`);
  await page.getByRole('heading', { level: 1, name: 'Zephyr Robotics Intern' }).waitFor();
  await page.getByRole('heading', { name: 'About Zephyr Labs' }).waitFor();
  await page.getByRole('heading', { name: 'Key Details' }).waitFor();
  const website = page.getByRole('link', { name: /zephyr\.example\.com/ });
  assert.is(await website.getAttribute('target'), '_blank');
  assert.is(await website.getAttribute('rel'), 'noopener noreferrer');

  await page.getByRole('button', { name: 'Sign Up for Internship' }).click();
  await page.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('tab') === 'register');
  await page.getByText('You need to create an account to apply').waitFor();
  await assertSelectedTab(page, 'Sign Up');
});

test("an unknown internship shows 'Internship Not Found' with a way back to /search", async () => {
  await page.goto(`${srv.url}/internship/does-not-exist`);
  await page.getByRole('heading', { name: 'Internship Not Found' }).waitFor();
  await page.getByRole('link', { name: 'Back to Search' }).click();
  await page.waitForURL((u) => u.pathname === '/search');
});

test("a signed-in company gets 'Student account required' instead of applying, and sees no hearts", async () => {
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const companyPage = await other.newPage();
  const email = `company.${suffix}@example.com`;
  const res = await companyPage.request.post(`${srv.url}/api/register`, {
    data: { email, username: email, password: 'secret123', role: 'company', profileComplete: false, firstName: 'Company', lastName: 'User' },
  });
  assert.is(res.status(), 201, await res.text());
  await companyPage.goto(`${srv.url}/internship/${ids.design}`);
  await companyPage.getByRole('button', { name: 'Sign Up for Internship' }).click();
  await companyPage.getByText('Student account required', { exact: true }).waitFor();
  await companyPage.getByText('Only student accounts can apply for internships').waitFor();
  assert.is(pathOf(companyPage), `/internship/${ids.design}`);
  await companyPage.goto(`${srv.url}/search`);
  await companyPage.getByTestId('internship-card').first().waitFor();
  assert.is(await companyPage.getByTestId('favorite-button').count(), 0);
  await other.close();
});

test('a student applies from the detail page with their own letter, lands on /application-success, and the page then shows Applied', async () => {
  await registerStudent();
  await page.goto(`${srv.url}/internship/${ids.robotics}`);
  await applyFromDetailPage(page);
  await page.getByRole('heading', { name: 'Application Submitted!' }).waitFor();
  await page.getByText('2-3 business days').waitFor();
  await page.getByRole('link', { name: 'Go to Dashboard' }).waitFor();
  await page.getByRole('link', { name: 'Browse More Internships' }).waitFor();

  const mine = await page.request.get(`${srv.url}/api/applications`);
  const applications = (await mine.json()) as { internshipId: string; status: string; coverLetter: string }[];
  assert.equal(applications.map((a) => [a.internshipId, a.status]), [[ids.robotics, 'pending']]);
  assert.is(applications[0].coverLetter, SAMPLE_LETTER);

  await page.goto(`${srv.url}/internship/${ids.robotics}`);
  assert.ok(await page.getByRole('button', { name: 'Applied' }).isDisabled());
});

test('a student saves a favourite with the heart and it is still saved after a reload', async () => {
  await page.goto(`${srv.url}/search?q=zephyr`);
  const card = cards().filter({ hasText: 'Poster Design Intern' });
  const heart = card.getByTestId('favorite-button');
  await heart.waitFor();
  assert.is(await heart.getAttribute('aria-pressed'), 'false');
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/favorites') && r.request().method() === 'POST');
  await heart.click();
  assert.is((await saved).status(), 201);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=favorite-button][aria-pressed=true]').length === 1);

  await page.reload();
  await card.getByTestId('favorite-button').waitFor();
  await page.waitForFunction(() => document.querySelector('[data-testid=favorite-button]:not([disabled])'));
  assert.is(await card.getByTestId('favorite-button').getAttribute('aria-pressed'), 'true');
  assert.is(await cards().filter({ hasText: 'Zephyr Robotics Intern' }).getByTestId('favorite-button').getAttribute('aria-pressed'), 'false');

  const removed = page.waitForResponse((r) => r.url().includes('/api/favorites/') && r.request().method() === 'DELETE');
  await card.getByTestId('favorite-button').click();
  assert.is((await removed).status(), 204);
  await page.reload();
  await page.waitForFunction(() => document.querySelector('[data-testid=favorite-button]:not([disabled])'));
  assert.is(await card.getByTestId('favorite-button').getAttribute('aria-pressed'), 'false');
});

test('/search and the detail page fit a 390 px wide phone without sideways scrolling', async () => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/search', `/internship/${ids.robotics}`, '/application-success']) {
    await page.goto(`${srv.url}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    if (path === '/search') await page.getByRole('button', { name: /^Filters/ }).click();
    const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
    assert.ok(scrollWidth <= innerWidth, `${path}: ${scrollWidth} > ${innerWidth}`);
  }
  assert.is(pathOf(page), '/application-success');
});

test.run();
