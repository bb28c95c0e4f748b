// Browser test of the admin side: /admin (read-only dashboard) and /admin-backend (actions with their toasts, the blog
// editor, the audit trail), who may open them, and every admin screen at 1280 and 390 px with axe-core.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright';
import { seriousAxeViolations } from '../helpers/axe';
import { startTestServer, type TestServer } from '../helpers/server';
import { studentBody, uniqueEmail } from '../helpers/http';
import { assertSelectedTab } from '../helpers/tabs';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const ADMIN_PASSWORD = 'admin-password-for-tests';
/** Set SHOTS_DIR to also save a screenshot of every admin screen at both widths. */
const SHOTS_DIR = process.env.SHOTS_DIR;

let srv: TestServer;
let browser: Browser;
let page: Page;
const suffix = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const POST_TITLE = `Five Questions to Ask at Your Internship Interview ${suffix}`;
const POST_SLUG = `five-questions-to-ask-${suffix}`;
const XSS_TITLE = `Markdown Safety Check ${suffix}`;

const toast = (p: Page, title: string) => p.locator('[data-scope=toast][data-part=root]').getByText(title, { exact: true });
const row = (p: Page, text: string) => p.getByTestId('table-row').filter({ hasText: text });
const api = async <T>(p: Page, path: string): Promise<T> => {
  const res = await p.request.get(`${srv.url}${path}`);
  assert.is(res.status(), 200, `${path}: ${await res.text()}`);
  return (await res.json()) as T;
};
const totalOf = async (p: Page, path: string) => Number((await p.request.get(`${srv.url}${path}?limit=0`)).headers()['x-total-count']);

async function openTab(p: Page, name: string) {
  await p.getByRole('tab', { name, exact: true }).click();
  await assertSelectedTab(p, name);
}

test.before(async () => {
  srv = await startTestServer({ web: true, config: { seedDemo: true } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  // bypassCSP: axe-core is injected as a script (the app's CSP allows only its own).
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  page = await context.newPage();
  page.setDefaultTimeout(10_000);
  if (SHOTS_DIR) mkdirSync(SHOTS_DIR, { recursive: true });
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

test('admin1 signs in through /auth and opens the Admin Dashboard: four stat cards and five tabs', async () => {
  await page.goto(`${srv.url}/auth`);
  await page.getByLabel('Email').fill('admin1@example.com');
  await page.getByLabel('Password').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/admin');
  await page.getByRole('heading', { level: 1, name: 'Admin Dashboard' }).waitFor();

  for (const [testId, path] of [['stat-users', '/api/admin/users'], ['stat-internships', '/api/admin/internships'], ['stat-applications', '/api/admin/applications'], ['stat-blog-posts', '/api/admin/blog']] as const) {
    const expected = await totalOf(page, path);
    assert.ok(expected > 0, path);
    await page.getByTestId(testId).filter({ hasText: String(expected) }).waitFor();
  }
  for (const label of ['Total Users', 'Total Internships', 'Total Applications', 'Blog Posts']) await page.getByTestId('admin-stats').getByText(label, { exact: true }).waitFor();
  assert.equal(await page.getByRole('tab').allTextContents(), ['Users', 'Internships', 'Applications', 'Blog Posts', 'Analytics']);
});

test("Users lists students with profile details and the 'Not available' password, companies Approved/Pending, and the admins", async () => {
  const students = page.getByTestId('students-table');
  await students.getByText('Aarav Sharma').waitFor();
  // The four demo students, and with PARENTAL_CONSENT=required (the default) Ishaan Mehta, whose parent has not answered yet.
  await students.getByText('Ishaan Mehta').waitFor();
  assert.is(await students.getByTestId('table-row').count(), 5);
  assert.is(await students.getByTestId('password-field').first().textContent(), 'Not available');
  await students.getByRole('button', { name: 'Profile details of Aarav Sharma' }).click();
  const details = students.getByTestId('student-details');
  await details.getByText('Delhi Public School, Bangalore East').first().waitFor();
  await details.getByText('Not available', { exact: true }).waitFor();

  const companies = page.getByTestId('companies-table');
  assert.is(await row(page, 'Bright Futures Collective').getByTestId('account-status').textContent(), 'Approved');
  assert.is(await companies.getByTestId('table-row').filter({ hasText: 'Green Sprout Labs' }).getByTestId('account-status').textContent(), 'Pending');

  const admins = page.getByRole('region', { name: 'Admins' });
  for (const name of ['admin1', 'admin2', 'admin3']) await admins.getByText(name, { exact: true }).waitFor();

  // Server-side search: one student matches.
  await page.getByLabel('Search students').fill('Nimal');
  await students.getByTestId('page-summary').filter({ hasText: 'Showing 1–1 of 1' }).waitFor();
  assert.is(await students.getByTestId('table-row').count(), 1);
});

test('Internships (Active/Inactive), Applications with a status filter, Blog Posts with drafts, and Analytics', async () => {
  await openTab(page, 'Internships');
  await page.getByTestId('internships-table').getByText('Social Impact Intern').waitFor();
  assert.ok((await page.getByTestId('internship-status').allTextContents()).every((s) => s === 'Active' || s === 'Inactive'));

  await openTab(page, 'Applications');
  await page.getByTestId('applications-table').getByTestId('table-row').first().waitFor();
  await page.getByLabel('Status', { exact: true }).selectOption('accepted');
  await page.waitForFunction(() => {
    const badges = [...document.querySelectorAll('[data-testid=application-status]')];
    return badges.length > 0 && badges.every((b) => b.textContent === 'Accepted');
  });
  const accepted = await page.getByTestId('application-status').count();
  assert.is(accepted, (await api<unknown[]>(page, '/api/admin/applications?status=accepted')).length);

  await openTab(page, 'Blog Posts');
  await row(page, 'Building a Portfolio Before You Graduate').getByText('Draft', { exact: true }).waitFor();

  await openTab(page, 'Analytics');
  const fixed = page.getByTestId('static-figures');
  for (const figure of ['+12%', '89%', '4.8/5', '1,247']) await fixed.getByText(figure, { exact: true }).waitFor();
  const real = page.getByTestId('real-figures');
  await real.getByText('Live data').waitFor();
  await real.getByRole('img', { name: /Sign-ups per week/ }).waitFor();
  const stats = await api<{ applicationsByStatus: Record<string, number>; companiesApproved: number }>(page, '/api/admin/stats');
  assert.is(await page.getByTestId('status-count-pending').textContent(), String(stats.applicationsByStatus.pending));
  assert.is(await page.getByTestId('real-companies-approved').textContent(), String(stats.companiesApproved));
  await page.waitForURL((u) => u.searchParams.get('tab') === 'analytics');
});

test("approving Green Sprout Labs' request with the check button asks first, then toasts 'Company request updated'", async () => {
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Backend', exact: true }).click();
  await page.waitForURL((u) => u.pathname === '/admin-backend');
  await page.getByRole('heading', { level: 1, name: 'Admin Backend' }).waitFor();
  await page.getByTestId('count-pending-signups').filter({ hasText: '1' }).waitFor();
  assert.is(await page.getByTestId('count-students').textContent(), String(await totalOf(page, '/api/admin/students')));
  assert.equal(await page.getByRole('tab').allTextContents(), ['Overview', 'Users', 'Internships', 'Applications', 'Blog', 'Requests', 'Audit']);
  await page.getByTestId('overview-pending-requests').getByText(/Green Sprout Labs/).waitFor();

  await openTab(page, 'Requests');
  const request = page.getByTestId('company-request').filter({ hasText: 'Green Sprout Labs' });
  assert.is(await request.getByTestId('request-status').textContent(), 'Pending');
  // Approving asks first: Cancel changes nothing and gives the focus back to the button.
  const approve = request.getByRole('button', { name: 'Approve Green Sprout Labs' });
  await approve.click();
  const confirm = page.getByRole('alertdialog', { name: 'Approve Green Sprout Labs?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  assert.ok(await approve.evaluate((el) => el === document.activeElement), 'the focus is back on Approve');
  assert.is(await request.getByTestId('request-status').textContent(), 'Pending');
  await approve.click();
  await confirm.getByRole('button', { name: 'Approve Request' }).click();
  await toast(page, 'Company request updated').waitFor();
  await request.getByTestId('request-status').filter({ hasText: 'Approved' }).waitFor();
  await request.getByText('Approved by admin').waitFor();
  assert.is(await request.getByRole('button', { name: /^Approve/ }).count(), 0, 'a decided request has no buttons');
  await page.getByTestId('count-pending-signups').filter({ hasText: '0' }).waitFor();
});

test("changing an application's status from its dropdown asks first, then toasts 'Application status updated'", async () => {
  await openTab(page, 'Applications');
  const target = row(page, 'Junior Web Developer Intern');
  const trigger = target.getByTestId('application-status-trigger');
  await trigger.filter({ hasText: 'Pending' }).waitFor();
  await trigger.click();
  await page.getByRole('listbox').getByRole('option', { name: 'Accepted' }).click();
  // The change asks first: Cancel keeps Pending.
  const confirm = page.getByRole('alertdialog', { name: 'Change the status?' });
  await confirm.getByText(/will go from Pending to Accepted/).waitFor();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await trigger.filter({ hasText: 'Pending' }).waitFor();
  assert.ok(await trigger.evaluate((el) => el === document.activeElement), 'the focus is back on the dropdown');
  await trigger.click();
  await page.getByRole('listbox').getByRole('option', { name: 'Accepted' }).click();
  await confirm.getByLabel('Note to the student (optional)').fill('Welcome aboard: the company will write to you.');
  await confirm.getByRole('button', { name: 'Change Status' }).click();
  await toast(page, 'Application status updated').waitFor();
  await trigger.filter({ hasText: 'Accepted' }).waitFor();
  const id = await target.getAttribute('data-row-id');
  const rows = await api<{ id: string; status: string }[]>(page, '/api/admin/applications?limit=500');
  assert.is(rows.find((a) => a.id === id)?.status, 'accepted');

  // Its own history: submitted, then admin1's change.
  await target.getByRole('button', { name: /^History/ }).click();
  const dialog = page.getByTestId('history-dialog');
  await dialog.getByText('Application status changed').waitFor();
  await dialog.getByTestId('audit-entry').filter({ hasText: 'Pending → Accepted' }).getByText('admin1', { exact: true }).waitFor();
  await dialog.getByText('Application submitted').waitFor();
  // The focus moves into the dialog, and Escape closes it.
  await page.waitForFunction(() => document.querySelector('[data-testid="history-dialog"]')?.contains(document.activeElement));
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
});

test('the Audit view shows both decisions, filters by record type, event type and actor, and loads older entries', async () => {
  await openTab(page, 'Audit');
  const timeline = page.getByTestId('audit-timeline');
  await timeline.getByTestId('audit-entry').first().waitFor();
  const entries = timeline.getByTestId('audit-entry');
  // Newest first: admin1's two actions lead (the approval's follow-up marks the company account approved).
  await entries.filter({ hasText: 'Company request approved' }).getByText('admin1', { exact: true }).waitFor();
  await entries.filter({ hasText: 'Application status changed' }).filter({ hasText: 'Pending → Accepted' }).first().waitFor();

  await page.getByLabel('Done by').selectOption({ label: 'admin1' });
  // (while the filtered page loads, the timeline is empty: wait for entries, all by admin1)
  await page.waitForFunction(() => {
    const actors = [...document.querySelectorAll('[data-testid=audit-actor]')];
    return actors.length > 0 && actors.every((a) => a.textContent === 'admin1');
  });
  const byAdmin1 = await entries.evaluateAll((els) => els.map((e) => e.getAttribute('data-type')));
  assert.ok(byAdmin1.includes('CompanyRequestApproved') && byAdmin1.includes('ApplicationStatusChanged'), String(byAdmin1));

  await page.getByLabel('Record type').selectOption({ label: 'Company request' });
  await page.waitForFunction(() => {
    const types = [...document.querySelectorAll('[data-testid=audit-entry]')].map((e) => e.getAttribute('data-type') ?? '');
    return types.length > 0 && types.every((t) => t.startsWith('CompanyRequest'));
  });
  await page.getByLabel('Event').selectOption({ label: 'Application status changed' });
  await page.getByTestId('audit-empty').waitFor();

  await page.getByRole('button', { name: 'Clear filters' }).click();
  await page.getByRole('button', { name: 'Load older' }).waitFor();
  const before = await entries.count();
  await page.getByRole('button', { name: 'Load older' }).click();
  await page.waitForFunction((n) => document.querySelectorAll('[data-testid=audit-entry]').length > n, before);
});

test("the user edit dialog's 'Save Changes' updates the user and completes the profile; delete asks first", async () => {
  const email = uniqueEmail('edited');
  const reg = await browser.newContext();
  const res = await reg.request.post(`${srv.url}/api/register`, { data: { ...studentBody(email), firstName: 'Kavya', lastName: 'Nair' } });
  assert.is(res.status(), 201, await res.text());
  await reg.close();

  await openTab(page, 'Users');
  await page.getByLabel('Search users').fill('Kavya');
  const target = row(page, email);
  await target.getByTestId('account-status').filter({ hasText: 'Pending' }).waitFor();
  await target.getByRole('button', { name: 'Edit Kavya Nair' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit User' });
  await dialog.getByLabel('School Name').fill('Kendriya Vidyalaya, Kochi');
  await dialog.getByLabel('Grade').selectOption('10th');
  await dialog.getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'User updated successfully').waitFor();
  await dialog.waitFor({ state: 'detached' });
  await target.getByTestId('account-status').filter({ hasText: 'Active' }).waitFor();
  const [saved] = await api<{ schoolName: string; grade: string; profileComplete: boolean }[]>(page, `/api/admin/students?q=${encodeURIComponent(email)}`);
  assert.equal([saved.schoolName, saved.grade, saved.profileComplete], ['Kendriya Vidyalaya, Kochi', '10th', true]);

  // Cancel keeps the user; confirming deletes it.
  await target.getByRole('button', { name: 'Delete Kavya Nair' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this user?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await confirm.waitFor({ state: 'detached' });
  await target.waitFor();
  await target.getByRole('button', { name: 'Delete Kavya Nair' }).click();
  await confirm.getByRole('button', { name: 'Delete User' }).click();
  await toast(page, 'User deleted successfully').waitFor();
  await target.waitFor({ state: 'detached' });
  assert.is((await api<unknown[]>(page, `/api/admin/users?q=${encodeURIComponent(email)}`)).length, 0);
  // Admins cannot be deleted.
  await page.getByLabel('Search users').fill('admin2');
  assert.ok(await row(page, 'admin2@example.com').getByRole('button', { name: 'Delete Admin 2' }).isDisabled());
});

test("deleting an internship asks first and toasts 'Internship deleted successfully'; its page is then not found", async () => {
  await openTab(page, 'Internships');
  await page.getByLabel('Search internships').fill('Retail Sales Intern');
  const target = row(page, 'Retail Sales Intern');
  const id = (await target.getAttribute('data-row-id'))!;
  await target.getByRole('button', { name: 'Delete Retail Sales Intern' }).click();
  await page.getByRole('alertdialog', { name: 'Delete this internship?' }).getByRole('button', { name: 'Delete Internship' }).click();
  await toast(page, 'Internship deleted successfully').waitFor();
  await target.waitFor({ state: 'detached' });
  assert.is((await page.request.get(`${srv.url}/api/internships/${id}`)).status(), 404);
});

test('a post written in the blog editor (Markdown, live preview, published) appears on /blog and renders safely', async () => {
  await openTab(page, 'Blog');
  await page.getByRole('button', { name: 'New Post' }).click();
  const editor = page.getByTestId('blog-editor');
  await editor.getByLabel('Title').fill(POST_TITLE);
  await editor.getByLabel('Slug').fill(POST_SLUG);
  await editor.getByLabel('Excerpt').fill('Good questions show curiosity. Here are five to bring along.');
  await editor.getByLabel('Category').fill('Career Tips');
  await editor.getByLabel('Tags (comma-separated)').fill('interviews, questions');
  await editor.getByLabel('Content (Markdown)').fill('## Why ask questions?\n\nIt shows **curiosity**.\n\n- What does a normal day look like?\n- Who will I learn from?');
  const preview = editor.getByTestId('blog-preview');
  await preview.locator('h2', { hasText: 'Why ask questions?' }).waitFor();
  await preview.locator('strong', { hasText: 'curiosity' }).waitFor();
  assert.is(await preview.locator('li').count(), 2);
  await editor.getByRole('switch', { name: 'Published' }).check();
  await editor.getByRole('button', { name: 'Create Post' }).click();
  await toast(page, 'Blog post created').waitFor();
  await row(page, POST_TITLE).getByText('Published', { exact: true }).waitFor();

  // A second post, with markup that tries to run script, published too.
  await page.getByRole('button', { name: 'New Post' }).click();
  await editor.getByLabel('Title').fill(XSS_TITLE);
  await editor.getByLabel('Category').fill('Career Tips');
  await editor.getByLabel('Content (Markdown)').fill('Hello <script>window.__xss = "script"</script>\n\n<img src="x" onerror="window.__xss = \'img\'">\n\n[click](javascript:window.__xss=1)');
  await preview.getByText('<script>', { exact: false }).waitFor();
  await editor.getByRole('switch', { name: 'Published' }).check();
  await editor.getByRole('button', { name: 'Create Post' }).click();
  await toast(page, 'Blog post created').waitFor();
  assert.is(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), undefined);

  await page.goto(`${srv.url}/blog`);
  await page.getByRole('heading', { level: 1, name: 'Career Insights & Advice' }).waitFor();
  await page.getByText(POST_TITLE).first().waitFor();
  await page.goto(`${srv.url}/blog/${POST_SLUG}`);
  const content = page.getByTestId('article-content');
  await content.locator('h2', { hasText: 'Why ask questions?' }).waitFor();
  await content.locator('strong', { hasText: 'curiosity' }).waitFor();
  await page.getByText('#interviews', { exact: true }).waitFor();

  const slug = (await api<{ slug: string; title: string }[]>(page, '/api/blog')).find((p) => p.title === XSS_TITLE)!.slug;
  await page.goto(`${srv.url}/blog/${slug}`);
  await content.getByText('<script>window.__xss = "script"</script>', { exact: false }).waitFor();
  assert.is(await content.locator('script, img').count(), 0);
  assert.is(await content.locator('a[href^="javascript"]').count(), 0);
  assert.is(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss), undefined);
});

test('unpublishing hides a post from /blog, publishing shows it again, and delete asks first', async () => {
  await page.goto(`${srv.url}/admin-backend?tab=blog`);
  const target = row(page, POST_TITLE);
  await target.getByRole('button', { name: `Unpublish ${POST_TITLE}` }).click();
  await toast(page, 'Blog post unpublished').waitFor();
  await target.getByText('Draft', { exact: true }).waitFor();
  assert.is((await page.request.get(`${srv.url}/api/blog/${POST_SLUG}`)).status(), 404);
  await target.getByRole('button', { name: `Publish ${POST_TITLE}` }).click();
  await toast(page, 'Blog post published').waitFor();
  assert.is((await page.request.get(`${srv.url}/api/blog/${POST_SLUG}`)).status(), 200);

  await target.getByRole('button', { name: `Edit ${POST_TITLE}` }).click();
  await page.getByTestId('blog-editor').getByLabel('Excerpt').fill('Five questions that show you care.');
  await page.getByTestId('blog-editor').getByRole('button', { name: 'Save Changes' }).click();
  await toast(page, 'Blog post updated').waitFor();

  await target.getByRole('button', { name: `Delete ${POST_TITLE}` }).click();
  await page.getByRole('alertdialog', { name: 'Delete this blog post?' }).getByRole('button', { name: 'Delete Post' }).click();
  await toast(page, 'Blog post deleted').waitFor();
  await target.waitFor({ state: 'detached' });
  assert.is((await page.request.get(`${srv.url}/api/blog/${POST_SLUG}`)).status(), 404);
});

/** The paths a page went through on the way to `path` (client-side redirects included). */
async function visit(p: Page, path: string, until: (pathname: string) => boolean): Promise<string[]> {
  const seen: string[] = [];
  const onNav = (frame: { url(): string }) => seen.push(new URL(frame.url()).pathname);
  p.on('framenavigated', onNav);
  try {
    await p.goto(`${srv.url}${path}`);
    await p.waitForURL((u) => until(u.pathname));
    return seen;
  } finally {
    p.off('framenavigated', onNav);
  }
}

test('a student is sent from /admin to /dashboard and from /admin-backend to /auth; a visitor from both to /auth', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const student = await context.newPage();
    student.setDefaultTimeout(10_000);
    const res = await student.request.post(`${srv.url}/api/register`, { data: studentBody(uniqueEmail('student')) });
    assert.is(res.status(), 201, await res.text());
    await visit(student, '/admin', (p) => p === '/dashboard');
    assert.is(await student.getByText('Admin Dashboard').count(), 0);
    // /auth then sends a signed-in user on to /dashboard (SPEC §2).
    const route = await visit(student, '/admin-backend', (p) => p === '/dashboard');
    assert.ok(route.includes('/auth'), `went through ${route.join(' → ')}`);
    assert.is(await student.getByText('Admin Backend').count(), 0);

    const visitor = await browser.newPage();
    try {
      for (const path of ['/admin', '/admin-backend']) {
        await visit(visitor, path, (p) => p === '/auth');
        await visitor.getByRole('button', { name: 'Sign In', exact: true }).waitFor();
      }
    } finally {
      await visitor.close();
    }
  } finally {
    await context.close();
  }
});

test('every admin screen fits 1280 and 390 px without sideways page scroll, and axe finds no serious or critical issue', async () => {
  // axe-core takes seconds a page on these machines: the screens with their own widgets at 1280, two phone layouts at 390.
  const axeAt = { 1280: new Set(['admin-users', 'admin-analytics', 'backend-overview', 'backend-edit-user', 'backend-applications', 'backend-blog-editor', 'backend-requests', 'backend-audit', 'backend-history', 'backend-status-confirm']), 390: new Set(['backend-applications', 'backend-blog-editor', 'backend-status-confirm']) } as Record<number, Set<string>>;
  const screens: [name: string, path: string, ready: (p: Page) => Promise<unknown>][] = [
    ['admin-users', '/admin', (p) => p.getByTestId('students-table').getByTestId('table-row').first().waitFor()],
    ['admin-internships', '/admin?tab=internships', (p) => p.getByTestId('internships-table').getByTestId('table-row').first().waitFor()],
    ['admin-applications', '/admin?tab=applications', (p) => p.getByTestId('applications-table').getByTestId('table-row').first().waitFor()],
    ['admin-blog', '/admin?tab=blog', (p) => p.getByTestId('blog-posts-table').getByTestId('table-row').first().waitFor()],
    ['admin-analytics', '/admin?tab=analytics', (p) => p.getByTestId('status-bars').waitFor()],
    ['backend-overview', '/admin-backend', (p) => p.getByTestId('audit-timeline').waitFor()],
    ['backend-users', '/admin-backend?tab=users', (p) => p.getByTestId('table-row').first().waitFor()],
    ['backend-edit-user', '/admin-backend?tab=users', async (p) => {
      await row(p, 'Ayesha Khan').getByRole('button', { name: 'Edit Ayesha Khan' }).click();
      await p.getByRole('dialog', { name: 'Edit User' }).getByLabel('School Name').waitFor();
    }],
    ['backend-internships', '/admin-backend?tab=internships', (p) => p.getByTestId('table-row').first().waitFor()],
    ['backend-applications', '/admin-backend?tab=applications', (p) => p.getByTestId('application-status-trigger').first().waitFor()],
    ['backend-blog', '/admin-backend?tab=blog', (p) => p.getByTestId('table-row').first().waitFor()],
    ['backend-blog-editor', '/admin-backend?tab=blog', async (p) => {
      await p.getByRole('button', { name: 'New Post' }).click();
      await p.getByTestId('blog-editor').getByLabel('Content (Markdown)').fill('## A heading\n\nSome **bold** text and a [link](https://example.org).');
      await p.getByTestId('blog-preview').locator('h2').waitFor();
    }],
    ['backend-requests', '/admin-backend?tab=requests', (p) => p.getByTestId('company-request').first().waitFor()],
    ['backend-audit', '/admin-backend?tab=audit', (p) => p.getByTestId('audit-timeline').waitFor()],
    ['backend-status-confirm', '/admin-backend?tab=applications', async (p) => {
      const trigger = p.getByTestId('application-status-trigger').first();
      const other = (await trigger.textContent())?.includes('Reviewed') ? 'Rejected' : 'Reviewed';
      await trigger.click();
      await p.getByRole('listbox').getByRole('option', { name: other }).click();
      await p.getByRole('alertdialog', { name: 'Change the status?' }).getByLabel('Note to the student (optional)').waitFor();
    }],
    ['backend-history', '/admin-backend?tab=applications', async (p) => {
      await p.getByRole('button', { name: /^History/ }).first().click();
      await p.getByTestId('history-dialog').getByTestId('audit-entry').first().waitFor();
    }],
  ];
  const findings: string[] = [];
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    for (const [name, path, ready] of screens) {
      await page.goto(`${srv.url}${path}`);
      await ready(page);
      await page.waitForTimeout(SHOTS_DIR ? 450 : 150); // the page-change and dialog animations
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      assert.ok(scrollWidth <= clientWidth, `${name} at ${width}px: scrollWidth ${scrollWidth} > ${clientWidth}`);
      if (SHOTS_DIR) await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
      if (!axeAt[width].has(name)) continue;
      const violations = await seriousAxeViolations(page);
      findings.push(...violations.map((v) => `${name}@${width}: ${v}`));
    }
  }
  assert.equal(findings, []);
});

test('a dialog takes the focus and closes on Escape even when a frame comes before React renders it again', async () => {
  // Ark UI's focus trap and Escape layer look for the dialog's content one frame after its machine opens. Run frames at
  // once (before React's next render) to make the busy machine's ordering certain: each opening must be a fresh mount.
  const p = await page.context().newPage();
  p.setDefaultTimeout(10_000);
  try {
    await p.setViewportSize({ width: 390, height: 844 });
    await p.goto(`${srv.url}/admin-backend?tab=applications`);
    const history = p.getByRole('button', { name: /^History/ }).first();
    await history.waitFor();
    await p.evaluate(() => {
      window.requestAnimationFrame = (cb) => {
        queueMicrotask(() => cb(performance.now()));
        return 0;
      };
    });
    const focusInside = (testId: string) => p.waitForFunction((id) => !!document.activeElement?.closest(`[data-testid="${id}"]`), testId, { timeout: 3000 });
    // Twice: the second opening is where a dialog that stayed mounted used to lose both.
    for (let opening = 0; opening < 2; opening++) {
      await history.click();
      await focusInside('history-dialog');
      await p.keyboard.press('Escape');
      await p.getByTestId('history-dialog').waitFor({ state: 'detached', timeout: 3000 });
      await p.getByRole('button', { name: 'Open menu', exact: true }).click();
      await focusInside('side-menu');
      await p.keyboard.press('Escape');
      await p.getByTestId('side-menu').waitFor({ state: 'detached', timeout: 3000 });
    }
    // The account menu and a status dropdown: Escape closes them (their content is mounted before they open).
    await p.setViewportSize({ width: 1280, height: 900 });
    for (const [trigger, content] of [
      [p.getByTestId('user-menu-trigger'), p.getByRole('menu')],
      [p.getByTestId('application-status-trigger').first(), p.getByRole('listbox')],
    ] as const) {
      for (let opening = 0; opening < 2; opening++) {
        await trigger.click();
        await content.waitFor();
        await p.keyboard.press('Escape');
        await content.waitFor({ state: 'hidden', timeout: 3000 });
      }
    }
  } finally {
    await p.close();
  }
});

test.run();
