// Browser test of the student pages: onboarding wizard, student dashboard with history, blog (safe rendering), help, status, OAuth guide.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { startTestServer, type TestServer } from '../helpers/server';
import { systemContext } from '@backend/seed/seed';
import { createBlogPost } from '@backend/commands/blog/create-blog-post';
import { publishBlogPost } from '@backend/commands/blog/publish-blog-post';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
/** Set SHOTS_DIR to also save a screenshot of every page at both widths. */
const SHOTS_DIR = process.env.SHOTS_DIR;

let srv: TestServer;
let browser: Browser;
let context: BrowserContext;
let page: Page;
const suffix = `${Date.now()}.${Math.random().toString(36).slice(2, 8)}`;
const email = `meera.${suffix}@example.com`;
const password = 'secret123';
const XSS_SLUG = `unsafe-markup-${Date.now()}`;
const DRAFT_SLUG = 'building-a-portfolio-before-you-graduate';
const COVER_LETTER_SLUG = 'how-to-write-your-first-cover-letter';
const pathOf = (p: Page) => new URL(p.url()).pathname;
const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
let applicationId = '';

/** A published post whose content tries to run script, created and published through the command modules. */
async function postUnsafeArticle(server: TestServer) {
  const ctx = systemContext(server.backend.deps);
  const post = await createBlogPost(ctx, {
    slug: XSS_SLUG,
    title: 'Markup Safety Check',
    excerpt: '',
    content: 'First line <script>window.__xss = "script"</script>\nSecond line <img src="x" onerror="window.__xss = \'img\'">\n\nA <b>bold</b> claim.',
    category: 'Career Tips',
    tags: ['safety'],
    publish: false,
  });
  await server.backend.deps.projections.waitFor((await publishBlogPost(ctx, post.postId)).appended);
}

async function noSidewaysScroll(p: Page, label: string) {
  const { scrollWidth, clientWidth } = await p.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    clientWidth: document.documentElement.clientWidth,
  }));
  assert.ok(scrollWidth <= clientWidth, `${label}: scrollWidth ${scrollWidth} > ${clientWidth}`);
}

test.before(async () => {
  // SPEC.md's sign-up and apply flows, which have no parental consent or e-mail verification step (DESIGN.md §1: PARENTAL_CONSENT=off, EMAIL_VERIFICATION=off).
  srv = await startTestServer({ web: true, config: { seedDemo: true, parentalConsent: 'off', emailVerification: 'off' } });
  await postUnsafeArticle(srv);
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

test('a student signs up through the UI and lands on /student-onboarding with the first step', async () => {
  await page.goto(`${srv.url}/auth?tab=register`);
  await page.getByLabel('First Name').fill('Meera');
  await page.getByLabel('Last Name').fill('Iyer');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm Password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL((u) => u.pathname === '/student-onboarding');
  await page.getByRole('heading', { level: 1, name: 'Complete Your Profile' }).waitFor();
  await page.getByText('Step 1 of 3').waitFor();
  // SPEC §9: eight hobbies with their labels, twelve fields.
  assert.is(await page.getByRole('group', { name: 'Hobbies' }).getByRole('checkbox').count(), 8);
  await page.getByRole('checkbox', { name: 'Social Work' }).waitFor();
  assert.is(await page.getByRole('group', { name: 'Fields of Interest' }).getByRole('checkbox').count(), 12);
});

test('each step shows the SPEC §5 messages under its fields, and Back keeps what was chosen', async () => {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Please select at least one hobby', { exact: true }).waitFor();
  await page.getByText('Please select at least one field of interest', { exact: true }).waitFor();
  assert.is(await page.getByRole('group', { name: 'Hobbies' }).getAttribute('aria-invalid'), 'true');
  await page.getByText('Step 1 of 3').waitFor();

  // Fixing a field clears its message at once.
  await page.getByRole('checkbox', { name: 'Coding' }).check();
  await page.getByText('Please select at least one hobby', { exact: true }).waitFor({ state: 'detached' });
  await page.getByRole('checkbox', { name: 'Photography' }).check();
  await page.getByRole('checkbox', { name: 'Technology' }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByText('Step 2 of 3').waitFor();
  assert.is(await page.getByRole('group', { name: 'Internship Duration' }).getByRole('radio').count(), 3);
  // Issue 36: the platform's approved companies (the demo company), optional — no message when none is chosen.
  const companies = page.getByRole('group', { name: 'Preferred Companies (optional)' });
  await companies.getByRole('checkbox', { name: /^Bright Futures Collective/ }).waitFor();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByText('Please select internship duration', { exact: true }).waitFor();
  assert.is(await page.getByText('Please select at least one company', { exact: true }).count(), 0);

  await page.getByRole('button', { name: 'Back' }).click();
  await page.getByText('Step 1 of 3').waitFor();
  assert.ok(await page.getByRole('checkbox', { name: 'Coding' }).isChecked());
  assert.ok(await page.getByRole('checkbox', { name: 'Technology' }).isChecked());
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByRole('radio', { name: /^3-6 months/ }).check();
  await page.getByRole('checkbox', { name: /^Bright Futures Collective/ }).check();
  await page.getByRole('button', { name: 'Next' }).click();

  await page.getByText('Step 3 of 3').waitFor();
  assert.is(await page.getByLabel('Location').inputValue(), 'India', 'prefilled from the user');
  await page.getByLabel('Location').fill('');
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  for (const message of ['Please enter your location', 'Please select your grade', 'Please enter your school name'])
    await page.getByText(message, { exact: true }).waitFor();
  assert.is(pathOf(page), '/student-onboarding');
});

test("completing the profile toasts 'Profile Updated!' and opens the Student Dashboard with no applications", async () => {
  await page.getByLabel('Location').fill('Chennai, India');
  await page.getByRole('radio', { name: '11th Grade' }).check();
  await page.getByLabel('School Name').fill('Chennai Public School');
  await page.getByRole('button', { name: 'Complete Profile' }).click();
  await page.getByText('Profile Updated!', { exact: true }).waitFor();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.getByRole('heading', { level: 1, name: 'Student Dashboard' }).waitFor();
  await page.getByText('No applications yet').waitFor();
  await page.getByText('Start your first application!').waitFor();
  await page.getByText("You haven't applied to any internships yet.").waitFor();
  for (const [name, href] of [['Browse Internships', '/search'], ['Edit Profile', '/student-onboarding'], ['Get Help', '/help']] as const)
    assert.is(await page.getByRole('main').getByRole('link', { name, exact: true }).first().getAttribute('href'), href);
  await page.getByText('support@internshipsforhighschoolers.com').first().waitFor();

  const me = (await (await page.request.get(`${srv.url}/api/user`)).json()) as Record<string, unknown>;
  assert.is(me.profileComplete, true);
  assert.equal(me.hobbies, ['coding', 'photography']);
  assert.is(me.internshipDuration, '3-6-months');
  assert.is(me.grade, '11th');
  assert.is(me.schoolName, 'Chennai Public School');
  assert.is(me.location, 'Chennai, India');
});

test('Edit Profile reopens the wizard with the saved answers', async () => {
  await page.getByRole('main').getByRole('link', { name: 'Edit Profile', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/student-onboarding');
  await page.getByRole('heading', { level: 1, name: 'Edit Your Profile' }).waitFor();
  assert.ok(await page.getByRole('checkbox', { name: 'Photography' }).isChecked());
  await page.getByRole('button', { name: 'Next' }).click();
  assert.ok(await page.getByRole('radio', { name: /^3-6 months/ }).isChecked());
});

test('after applying, the dashboard counts 1 application with a pending badge and its status history', async () => {
  const internships = (await (await page.request.get(`${srv.url}/api/internships`)).json()) as { id: string; title: string }[];
  const target = internships[0];
  const res = await page.request.post(`${srv.url}/api/applications`, { data: { internshipId: target.id, coverLetter: 'Hello, I would love to join this internship.', status: 'pending' } });
  assert.is(res.status(), 201, await res.text());
  applicationId = ((await res.json()) as { id: string }).id;

  await page.goto(`${srv.url}/dashboard`);
  await page.getByRole('heading', { level: 1, name: 'Student Dashboard' }).waitFor();
  assert.is(await page.getByTestId('my-applications-count').textContent(), '1');
  await page.getByText('1 application submitted').waitFor();
  assert.is(await page.getByTestId('progress-count').textContent(), '0');
  await page.getByText('0 completed internships').waitFor();

  const row = page.getByTestId('recent-application');
  assert.is(await row.count(), 1);
  await row.getByText(target.title).waitFor();
  await row.getByText(applicationId).waitFor();
  await row.getByText(/^Applied on [A-Z][a-z]{2} \d{1,2}, \d{4}$/).waitFor();
  const badge = row.getByTestId('status-badge');
  assert.is(await badge.textContent(), 'Pending');
  assert.is(await badge.getAttribute('data-variant'), 'secondary');

  const toggle = row.getByRole('button', { name: 'Show status history' });
  await toggle.click();
  await row.getByTestId('status-history').waitFor();
  await row.getByText('Application submitted · Pending').waitFor();
  assert.is(await row.getByRole('button', { name: 'Hide status history' }).getAttribute('aria-expanded'), 'true');
});

test('a company account is sent away from /student-onboarding, and /dashboard sends an unapproved one to /company-application-status, which says it has sent nothing yet', async () => {
  const other = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const companyPage = await other.newPage();
    const companyEmail = `company.${suffix}@example.com`;
    const res = await companyPage.request.post(`${srv.url}/api/register`, {
      data: { email: companyEmail, username: companyEmail, password, role: 'company', profileComplete: false, firstName: 'Company', lastName: 'User' },
    });
    assert.is(res.status(), 201, await res.text());
    await companyPage.goto(`${srv.url}/student-onboarding`);
    await companyPage.waitForURL((u) => u.pathname !== '/student-onboarding');
    assert.is(await companyPage.getByText('Complete Your Profile').count(), 0);
    await companyPage.goto(`${srv.url}/dashboard`);
    await companyPage.waitForURL((u) => u.pathname === '/company-application-status');
    // It has sent nothing yet: the page says so and leads to the application, rather than thanking it for applying.
    await companyPage.getByRole('heading', { level: 1, name: 'Send Your Company Application' }).waitFor();
    await companyPage.getByTestId('application-not-sent').getByRole('link', { name: 'Complete Your Company Details' }).waitFor();
    assert.is(await companyPage.getByText('Student Dashboard').count(), 0);
  } finally {
    await other.close();
  }
});

test('/blog lists published posts only, with a Featured Article, Latest Articles, search and category badges', async () => {
  const published = (await (await page.request.get(`${srv.url}/api/blog`)).json()) as { slug: string; title: string }[];
  await page.goto(`${srv.url}/blog`);
  await page.getByRole('heading', { level: 1, name: 'Career Insights & Advice' }).waitFor();
  const featured = page.getByTestId('featured-article');
  await featured.getByText(published[0].title).waitFor();
  await page.getByRole('heading', { name: 'Latest Articles' }).waitFor();
  assert.is(await page.getByTestId('article-card').count(), published.length - 1);
  assert.is(await page.getByText('Building a Portfolio Before You Graduate').count(), 0, 'the draft is not listed');

  const categories = page.getByRole('group', { name: 'Filter by category' });
  const labels = await categories.getByRole('button').allTextContents();
  assert.is(labels[0], 'All Categories');
  for (const category of ['Career Tips', 'Industry Insights', 'Success Stories']) assert.ok(labels.includes(category), category);
  assert.is(await categories.getByRole('button', { name: 'All Categories' }).getAttribute('aria-pressed'), 'true');

  // Category filter.
  await categories.getByRole('button', { name: 'Success Stories' }).click();
  await page.waitForURL((u) => u.searchParams.get('category') === 'Success Stories');
  await featured.getByRole('heading', { name: /Arjun/ }).waitFor();
  assert.is(await page.getByTestId('article-card').count(), 1);
  await page.getByTestId('article-card').getByRole('heading', { name: /Priya/ }).waitFor();

  // Search matches the content too (a phrase found only in Arjun's article body).
  await categories.getByRole('button', { name: 'All Categories' }).click();
  const search = page.getByRole('searchbox', { name: 'Search articles' });
  await search.fill('weekly code reviews');
  await featured.getByRole('heading', { name: /Arjun/ }).waitFor();
  assert.is(await page.getByTestId('article-card').count(), 0);
  await page.waitForURL((u) => u.searchParams.get('q') === 'weekly code reviews');

  // Title search, case-insensitive.
  // Title, excerpt or content, case-insensitive: the cover-letter article and Priya's story (which mentions hers).
  await search.fill('COVER LETTER');
  await page.getByRole('main').getByRole('heading', { name: 'How to Write Your First Cover Letter (Even With No Work Experience)' }).waitFor();
  await featured.getByRole('heading', { name: /Priya/ }).waitFor();
  assert.is(await page.getByTestId('article-card').count(), 1);

  await search.fill('no article talks about submarines');
  await page.getByText('No articles found', { exact: true }).waitFor();
  assert.is(await featured.count(), 0);

  // Subscribe has no action in SPEC: no navigation, no validation, only a toast saying it is coming.
  await page.getByLabel('Email address').fill('not-an-email');
  const before = page.url();
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await page.getByRole('heading', { name: 'Stay Updated' }).waitFor();
  assert.is(page.url(), before);
  await page.locator('[data-scope=toast][data-part=root]').getByText('Coming soon', { exact: true }).waitFor();
});

test("a post shows category, excerpt, the editorial author, the long date, '5 min read' and its tags", async () => {
  const post = (await (await page.request.get(`${srv.url}/api/blog/${COVER_LETTER_SLUG}`)).json()) as {
    title: string; excerpt: string; category: string; tags: string[]; publishedAt: string | null; createdAt: string;
  };
  await page.goto(`${srv.url}/blog?q=${encodeURIComponent('Write Your First Cover Letter')}`);
  await page.getByTestId('featured-article').getByRole('link', { name: /Read Article/ }).click();
  await page.waitForURL((u) => u.pathname === `/blog/${COVER_LETTER_SLUG}`);
  await page.getByRole('heading', { level: 1, name: post.title }).waitFor();
  await page.getByText(post.excerpt, { exact: true }).waitFor();
  await page.getByText('By the Editorial Team').waitFor();
  await page.getByText('5 min read', { exact: true }).waitFor();
  const expected = longDate.format(new Date(post.publishedAt ?? post.createdAt));
  assert.is(await page.getByTestId('article-date').textContent(), expected);
  assert.match(expected, /^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
  await page.getByRole('main').getByText(post.category, { exact: true }).first().waitFor();
  for (const tag of post.tags) await page.getByText(`#${tag}`, { exact: true }).waitFor();
  // Blank lines split paragraphs.
  assert.ok((await page.getByTestId('article-content').locator('p').count()) >= 5);
});

test("a draft's slug and an unknown slug show 'Blog Post Not Found' with a link back to /blog", async () => {
  for (const slug of [DRAFT_SLUG, 'no-such-post']) {
    await page.goto(`${srv.url}/blog/${slug}`);
    await page.getByRole('heading', { name: 'Blog Post Not Found' }).waitFor();
    await page.getByText("The blog post you're looking for doesn't exist or has been removed.").waitFor();
  }
  await page.getByRole('main').getByRole('link', { name: 'Back to Blog' }).click();
  await page.waitForURL((u) => u.pathname === '/blog');
  await page.getByRole('heading', { level: 1, name: 'Career Insights & Advice' }).waitFor();
});

test('markup in a post is shown as text: no script runs, no image is created, line breaks become <br>', async () => {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto(`${srv.url}/blog/${XSS_SLUG}`);
  const content = page.getByTestId('article-content');
  await content.waitFor();
  await content.getByText('<script>window.__xss = "script"</script>', { exact: false }).waitFor();
  await content.getByText(`<img src="x" onerror="window.__xss = 'img'">`, { exact: false }).waitFor();
  await content.getByText('A <b>bold</b> claim.').waitFor();
  assert.is(await content.locator('script, img, b').count(), 0);
  assert.is(await content.locator('br').count(), 1);
  assert.is(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), undefined);
  assert.equal(dialogs, []);

  // Without an excerpt the list shows the first 150 characters of the content, as text.
  await page.goto(`${srv.url}/blog`);
  await page.getByTestId('featured-article').getByText(/^First line <script>/).waitFor();
  assert.is(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), undefined);
});

test('/help shows the support e-mail, FAQs for students and companies, quick help and tips', async () => {
  await page.goto(`${srv.url}/help`);
  await page.getByRole('heading', { level: 1, name: 'Help & Support' }).waitFor();
  assert.is(await page.getByTestId('support-email').textContent(), 'support@internshipsforhighschoolers.com');
  await page.getByText('We typically reply within 24 hours on business days.').waitFor();
  await page.getByRole('heading', { name: 'For Students' }).waitFor();
  await page.getByRole('heading', { name: 'For Companies' }).waitFor();
  await page.getByRole('heading', { name: 'Quick Help' }).waitFor();
  await page.getByRole('heading', { name: 'Tips for Success' }).waitFor();

  const question = page.getByRole('button', { name: 'How quickly should we respond to students?' });
  assert.is(await question.getAttribute('aria-expanded'), 'false');
  await question.click();
  assert.is(await question.getAttribute('aria-expanded'), 'true');
  await page.getByText(/respond to student applications within 1 week, even when/).waitFor();
});

test('/status shows the live checks of /healthz and /readyz in plain words, no percentages, and the application statuses', async () => {
  await page.goto(`${srv.url}/status`);
  await page.getByRole('heading', { level: 1, name: 'Platform Status' }).waitFor();
  assert.is((await page.getByTestId('status-summary').textContent())?.trim(), 'All systems working');
  for (const id of ['server', 'saving', 'reading', 'fresh']) assert.match((await page.getByTestId(`check-${id}`).textContent()) ?? '', /Working/, id);
  assert.is(await page.getByText(/\d+%/).count(), 0);
  // A store that does not answer (the readiness answer stubbed, as a load balancer would see it) reads as trouble.
  await page.route('**/readyz', (route) =>
    route.fulfill({ status: 503, json: { status: 'not ready', checks: { events: 'unreachable', readModels: 'ok', projectionsBehind: [] } } }),
  );
  await page.getByRole('button', { name: 'Check again' }).click();
  await page.getByTestId('status-summary').getByText('Some parts of the site are having trouble').waitFor();
  assert.match((await page.getByTestId('check-saving').textContent()) ?? '', /Trouble.*Changes cannot be saved right now/);
  await page.unroute('**/readyz');
  for (const status of ['pending', 'reviewed', 'accepted', 'rejected']) await page.getByText(status, { exact: true }).waitFor();
});

test('/oauth-setup shows each provider with its redirect URI on this origin and two environment variables', async () => {
  await page.goto(`${srv.url}/oauth-setup`);
  await page.getByRole('heading', { level: 1, name: 'Social Login Setup for Operators' }).waitFor();
  await page.getByText('Guide for site operators').waitFor();
  for (const [id, name] of [['google', 'Google'], ['apple', 'Apple'], ['github', 'GitHub']] as const) {
    await page.getByRole('heading', { name: `${name} Login` }).waitFor();
    assert.is(await page.getByTestId(`redirect-${id}`).textContent(), `${srv.url}/api/auth/${id}/callback`);
    const upper = id.toUpperCase();
    await page.getByTestId(`provider-${id}`).getByText(`${upper}_CLIENT_ID=...`).waitFor();
    await page.getByTestId(`provider-${id}`).getByText(`${upper}_CLIENT_SECRET=...`, { exact: false }).waitFor();
  }
});

test('every page fits 1280 and 390 px wide screens without sideways scrolling', async () => {
  const pages: [name: string, path: string, ready: (p: Page) => Promise<void>][] = [
    ['blog', '/blog', async (p) => void (await p.getByTestId('featured-article').waitFor())],
    ['blog-post', `/blog/${COVER_LETTER_SLUG}`, async (p) => void (await p.getByText('5 min read').waitFor())],
    ['blog-not-found', `/blog/${DRAFT_SLUG}`, async (p) => void (await p.getByRole('heading', { name: 'Blog Post Not Found' }).waitFor())],
    ['help', '/help', async (p) => void (await p.getByRole('heading', { name: 'Tips for Success' }).waitFor())],
    ['status', '/status', async (p) => void (await p.getByTestId('check-fresh').waitFor())],
    ['oauth-setup', '/oauth-setup', async (p) => void (await p.getByTestId('redirect-github').waitFor())],
    ['onboarding-step-2', '/student-onboarding', async (p) => {
      // The second visit in this tab's session resumes where the first left the wizard (issue 36).
      await p.getByText(/^Step [12] of 3$/).waitFor();
      if (await p.getByText('Step 1 of 3').count()) await p.getByRole('button', { name: 'Next' }).click();
      await p.getByText('Step 2 of 3').waitFor();
    }],
    ['dashboard', '/dashboard', async (p) => {
      await p.getByRole('button', { name: 'Show status history' }).click();
      await p.getByTestId('status-history').waitFor();
    }],
  ];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [name, path, ready] of pages) {
      await page.goto(`${srv.url}${path}`);
      await ready(page);
      await noSidewaysScroll(page, `${path} at ${width}px`);
      if (SHOTS_DIR) {
        await page.waitForTimeout(450); // the page-change animation
        await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
      }
    }
  }
});

test.run();
