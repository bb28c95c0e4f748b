// Browser test of the student's own pages and the rough edges a new user hits (issue 11): /profile, /applications,
// /saved, the social buttons (only for providers set up), 'Account Exists' carrying the e-mail, the finish-your-profile prompt, Subscribe, and axe-core
// on every public and student screen at 1280 and 390 px.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { chromium, type Browser, type Page } from 'playwright';
import type { Internship } from '@domain/internships/types';
import { seriousAxeViolations } from '../helpers/axe';
import { startTestServer, type TestServer } from '../helpers/server';
import { studentBody, uniqueEmail } from '../helpers/http';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];

let srv: TestServer;
let browser: Browser;
let internships: Internship[];

test.before(async () => {
  srv = await startTestServer({ web: true, config: { seedDemo: true, parentalConsent: 'off', emailVerification: 'off' } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  internships = (await (await fetch(`${srv.url}/api/internships`)).json()) as Internship[];
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

async function freshPage(width = 1280, height = 900): Promise<Page> {
  // bypassCSP: axe-core is injected as a script (the app's CSP allows only its own).
  const context = await browser.newContext({ viewport: { width, height }, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  return page;
}

/** Signs a new student up through the API in the page's context (the cookie is the page's). */
async function signUp(page: Page, email = uniqueEmail()) {
  const res = await page.request.post(`${srv.url}/api/register`, { data: studentBody(email) });
  assert.is(res.status(), 201, await res.text());
  return (await res.json()) as { id: string; email: string };
}

const toast = (page: Page, title: string) => page.locator('[data-scope=toast][data-part=root]').getByText(title, { exact: true });

test('/profile: a student changes their name; the avatar menu and side menu follow; preferences link to the wizard', async () => {
  const page = await freshPage();
  try {
    await signUp(page);
    await page.goto(`${srv.url}/profile`);
    await page.getByRole('heading', { name: 'Your profile' }).waitFor();
    await page.getByLabel('First Name').fill('');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('First name is required').waitFor();
    // The field in error gets the focus in the frame after the messages render (use-zod-form.ts).
    await page.waitForFunction(() => document.activeElement?.id === 'profile-firstName');
    await page.getByLabel('First Name').fill('Meera');
    await page.getByLabel('Location').fill('Kochi, India');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated').waitFor();
    const me = (await (await page.request.get(`${srv.url}/api/user`)).json()) as { firstName: string; location: string };
    assert.equal([me.firstName, me.location], ['Meera', 'Kochi, India']);
    assert.match((await page.getByRole('button', { name: /^Account menu/ }).textContent()) ?? '', /Meera/);
    assert.is(await page.getByRole('link', { name: 'Complete your profile' }).getAttribute('href'), '/student-onboarding');
  } finally {
    await page.context().close();
  }
});

test('/profile for a company: company name, industry and website are saved', async () => {
  const page = await freshPage(390, 844);
  try {
    const res = await page.request.post(`${srv.url}/api/register`, { data: { ...studentBody(uniqueEmail('company')), role: 'company' } });
    assert.is(res.status(), 201);
    await page.goto(`${srv.url}/profile`);
    await page.getByRole('heading', { name: 'Your company' }).waitFor();
    await page.getByLabel('Company Name').fill('Lotus Robotics');
    await page.getByLabel('Website').fill('not a url');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Please enter a valid website URL (https://…)').waitFor();
    await page.getByLabel('Website').fill('https://lotus.example.in');
    await page.getByLabel('Industry').fill('Robotics');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await toast(page, 'Profile updated').waitFor();
    const me = (await (await page.request.get(`${srv.url}/api/user`)).json()) as Record<string, string>;
    assert.equal([me.companyName, me.companyField, me.website], ['Lotus Robotics', 'Robotics', 'https://lotus.example.in']);
  } finally {
    await page.context().close();
  }
});

test('eight applications: the dashboard links to all of them; /applications filters by status and links each title', async () => {
  const page = await freshPage();
  try {
    await signUp(page);
    const eight = internships.slice(0, 8);
    assert.is(eight.length, 8, 'the demo data has at least eight internships');
    for (const i of eight) {
      const data = { internshipId: i.id, coverLetter: `I would like to learn from the team behind ${i.title}.`, answers: (i.questions ?? []).map(() => 'Yes, happily.') };
      const res = await page.request.post(`${srv.url}/api/applications`, { data });
      assert.is(res.status(), 201, await res.text());
    }
    await page.goto(`${srv.url}/dashboard`);
    await page.getByRole('heading', { name: 'Student Dashboard' }).waitFor();
    assert.is(await page.getByTestId('recent-application').count(), 5);
    await page.getByTestId('finish-profile').getByText('Finish your profile').waitFor();
    await page.getByRole('link', { name: 'View all 8 applications' }).click();
    await page.waitForURL((u) => u.pathname === '/applications');
    const rows = page.getByRole('list', { name: 'Applications' }).getByTestId('recent-application');
    await page.getByRole('heading', { name: 'My applications' }).waitFor();
    // The heading shows before the list has loaded: wait for the rows, then count them.
    await rows.first().waitFor();
    assert.is(await rows.count(), 8);
    await page.getByRole('button', { name: 'Accepted (0)' }).click();
    await page.waitForURL((u) => u.searchParams.get('status') === 'accepted');
    await page.getByText('No accepted applications.').waitFor();
    await page.getByRole('button', { name: 'Pending (8)' }).click();
    // The filter is applied after the router's navigation: wait for the eighth row before counting.
    await page.waitForURL((u) => u.searchParams.get('status') === 'pending');
    await rows.nth(7).waitFor();
    assert.is(await rows.count(), 8);
    await rows.first().getByRole('button', { name: 'Show status history' }).click();
    await rows.first().getByText('Submitted', { exact: false }).first().waitFor();
    const title = rows.nth(2).getByRole('link');
    const href = await title.getAttribute('href');
    assert.match(href ?? '', /^\/internship\//);
    await title.click();
    await page.waitForURL((u) => u.pathname === href);
  } finally {
    await page.context().close();
  }
});

test('/saved lists the hearted internships; un-hearting one takes it off the page', async () => {
  const page = await freshPage(390, 844);
  try {
    await signUp(page);
    await page.goto(`${srv.url}/saved`);
    await page.getByText("You haven't saved any internships yet.").waitFor();
    for (const i of internships.slice(0, 2)) assert.is((await page.request.post(`${srv.url}/api/favorites`, { data: { internshipId: i.id } })).status(), 201);
    await page.reload();
    await page.getByText('2 internships you saved.').waitFor();
    const cards = page.getByTestId('internship-card');
    assert.equal((await cards.getByRole('heading').allTextContents()).map((t) => t.trim()), [internships[1].title, internships[0].title]);
    await cards.first().getByRole('button', { name: /Remove .* from favorites|favorite/i }).click();
    await page.getByText('1 internship you saved.').waitFor();
  } finally {
    await page.context().close();
  }
});

test('/auth shows social buttons only for providers the server set up (none: no buttons, no divider); Account Exists carries the e-mail to Sign In', async () => {
  const page = await freshPage();
  try {
    await page.goto(`${srv.url}/auth`);
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    assert.is(await page.getByRole('button', { name: /^Continue with/ }).count(), 0);
    assert.is(await page.getByText(/or continue with/i).count(), 0);
    // Were Google set up (the answer is stubbed, the server still says 404 at the entry), its button alone shows.
    await page.route('**/api/auth/providers', (route) => route.fulfill({ json: { providers: ['google'] } }));
    await page.goto(`${srv.url}/blog`);
    // Once hydrated, so that the SPA goes to /auth itself and asks for the providers (the stub answers).
    await page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'));
    await page.getByRole('banner').getByRole('link', { name: 'Sign In' }).click();
    await page.getByRole('button', { name: 'Continue with Google' }).click();
    assert.is(await page.getByRole('button', { name: /^Continue with/ }).count(), 1);
    await page.getByText(/or continue with/i).waitFor();
    await toast(page, 'Social login is not set up').waitFor();
    assert.is(new URL(page.url()).pathname, '/auth');
    await page.unroute('**/api/auth/providers');

    const taken = (await signUp(await freshPage())).email;
    await page.goto(`${srv.url}/auth?tab=register`);
    await page.getByLabel('First Name').fill('Ira');
    await page.getByLabel('Last Name').fill('Das');
    await page.getByLabel('Email').fill(taken);
    await page.getByLabel('Password', { exact: true }).fill('secret123');
    await page.getByLabel('Confirm Password').fill('secret123');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await toast(page, 'Account Exists').waitFor();
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    assert.is(await page.getByLabel('Email').inputValue(), taken);
  } finally {
    await page.context().close();
  }
});

test('Subscribe says it is coming; one result reads "1 internship found"; salary shortcuts in rupees', async () => {
  const page = await freshPage();
  try {
    await page.goto(`${srv.url}/blog`);
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await toast(page, 'Coming soon').waitFor();
    // The demo stipends are mostly in rupees.
    await page.goto(`${srv.url}/search`);
    await page.getByRole('button', { name: /Filters/ }).click();
    await page.getByRole('button', { name: '₹5,000+' }).waitFor();
    const one = internships[0].title;
    await page.goto(`${srv.url}/search?q=${encodeURIComponent(one)}`);
    await page.getByText(/^\d+ internships? found$/).waitFor();
    const count = await page.getByTestId('internship-card').count();
    assert.is(await page.getByText(/^\d+ internships? found$/).textContent(), `${count} ${count === 1 ? 'internship' : 'internships'} found`);
  } finally {
    await page.context().close();
  }
});

test('a skip link leads past the top bar; after a page change the focus is on the new page heading', async () => {
  const page = await freshPage();
  try {
    await page.goto(`${srv.url}/help`);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    // The SPA has taken the pre-rendered page over.
    await page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('data-prerendered'));
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    assert.ok(await skip.isVisible(), 'the skip link shows when focused');
    await page.keyboard.press('Enter');
    assert.is(await page.evaluate(() => document.activeElement?.id), 'main-content');
    // On a slow device the new page first renders while its heading is still hidden, and the focus is on the link that
    // was followed, outside the page.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.pathname === '/blog');
    await page.waitForFunction(() => document.activeElement?.tagName === 'H1');
    assert.is(await page.evaluate(() => document.activeElement?.textContent), await page.locator('main h1').first().textContent());
  } finally {
    await page.context().close();
  }
});

test('a tap before the JavaScript has arrived is not lost: the pre-rendered link loads the next page', async () => {
  const page = await freshPage(390, 844);
  try {
    // The app's code arrives late, as on a slow phone.
    await page.route('**/assets/*.js', async (route) => {
      await new Promise((r) => setTimeout(r, 2500));
      await route.continue();
    });
    await page.goto(`${srv.url}/`, { waitUntil: 'commit' });
    const link = page.getByRole('link', { name: 'For Highschoolers', exact: true });
    await link.waitFor();
    assert.ok(await page.evaluate(() => document.getElementById('root')!.hasAttribute('data-prerendered')), 'tapped before hydration');
    await link.click({ noWaitAfter: true });
    await page.waitForURL((u) => u.pathname === '/auth' && u.searchParams.get('tab') === 'register');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor({ timeout: 20_000 });
  } finally {
    await page.context().close();
  }
});

test('every page has its own title: public, private and not found', async () => {
  const page = await freshPage();
  try {
    await signUp(page);
    const titles: [string, string][] = [
      [`/internship/${internships[0].id}`, `${internships[0].title}`],
      ['/dashboard', 'Dashboard · Internships for Highschoolers'],
      ['/applications', 'My Applications · Internships for Highschoolers'],
      ['/saved', 'Saved Internships · Internships for Highschoolers'],
      ['/profile', 'Your Profile · Internships for Highschoolers'],
      ['/settings', 'Settings · Internships for Highschoolers'],
      ['/no-such-page', '404 Page Not Found · Internships for Highschoolers'],
    ];
    for (const [path, title] of titles) {
      await page.goto(`${srv.url}${path}`);
      await page.locator('h1').first().waitFor();
      await page.waitForFunction((t) => document.title.startsWith(t), title).catch(() => undefined);
      assert.ok((await page.title()).startsWith(title), `${path}: '${await page.title()}'`);
    }
  } finally {
    await page.context().close();
  }
});

test('axe-core: no serious or critical violation on the public and student screens at 1280 and 390 px', async () => {
  const findings: string[] = [];
  const internship = internships[0];
  const posts = (await (await fetch(`${srv.url}/api/blog`)).json()) as { slug: string }[];
  const publicScreens = ['/', '/search', `/internship/${internship.id}`, '/blog', `/blog/${posts[0].slug}`, '/auth', '/auth?tab=register', '/company-info', '/company-signup', '/help', '/status', '/oauth-setup', '/no-such-page'];
  const studentScreens = ['/dashboard', '/applications', '/saved', '/profile', '/student-onboarding', `/internship/${internship.id}`];
  for (const [width, height] of [[1280, 900], [390, 844]]) {
    const page = await freshPage(width, height);
    try {
      for (const path of publicScreens) {
        await page.goto(`${srv.url}${path}`);
        await page.locator('main h1, h1').first().waitFor();
        await page.waitForTimeout(450); // the page-change animation
        findings.push(...(await seriousAxeViolations(page)).map((v) => `${path}@${width}: ${v}`));
      }
      await signUp(page);
      for (const path of studentScreens) {
        await page.goto(`${srv.url}${path}`);
        await page.locator('h1').first().waitFor();
        await page.waitForTimeout(450);
        findings.push(...(await seriousAxeViolations(page)).map((v) => `${path}@${width} (student): ${v}`));
      }
    } finally {
      await page.context().close();
    }
  }
  assert.equal(findings, []);
});

test.run();
