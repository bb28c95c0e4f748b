// Browser test of a visitor's load of every public page: no console error, no CSP violation, no GET /api/user (the
// signed-in hint cookie says there is no session); the pre-rendered page shows without JavaScript, and hydrates into
// the same page with no request, no layout shift and no change of text, and a page arriving in pieces is painted
// whole. Also the hint cookie comes and goes with sign-in and sign-out in the browser.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { startTestServer, type TestServer } from '../helpers/server';
import { studentBody, uniqueEmail } from '../helpers/http';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const HINT = 'ifh.signedin';

let srv: TestServer;
let browser: Browser;
let publicPages: [path: string, heading: string][] = [];

test.before(async () => {
  srv = await startTestServer({ web: true, config: { seedDemo: true } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  const [internship] = (await (await fetch(`${srv.url}/api/internships`)).json()) as { id: string; title: string }[];
  const [post] = (await (await fetch(`${srv.url}/api/blog`)).json()) as { slug: string; title: string }[];
  publicPages = [
    ['/', 'Internships for Highschoolers'],
    ['/search', 'Browse Internships'],
    [`/internship/${internship.id}`, internship.title],
    ['/blog', 'Career Insights & Advice'],
    [`/blog/${post.slug}`, post.title],
    ['/auth', 'Welcome back'],
    ['/auth?tab=register', 'Create your account'],
    ['/help', 'Help & Support'],
    ['/status', 'Platform Status'],
    ['/oauth-setup', 'Social Login Setup'],
  ];
  // /company-info is being built on another branch: checked here as soon as it answers 200.
  if ((await fetch(`${srv.url}/company-info`)).status === 200) publicPages.push(['/company-info', '']);
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

interface Watch {
  problems: string[];
  apiRequests: string[];
}

/** Records console errors and warnings, page errors, CSP violations and API requests of a page. */
async function watch(context: BrowserContext, page: Page): Promise<Watch> {
  const seen: Watch = { problems: [], apiRequests: [] };
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.problems.push(`console ${m.type()}: ${m.text()}`);
    if (m.text().startsWith('CSP violation')) seen.problems.push(m.text());
  });
  page.on('pageerror', (e) => seen.problems.push(`page error: ${e.message}`));
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) seen.apiRequests.push(new URL(r.url()).pathname);
  });
  // Injected by the test, not the page: the CSP does not apply to it.
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => console.log(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
    const w = window as unknown as { __shifts: Array<{ at: number; value: number; nodes: string[] }> };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Array<{ startTime: number; value: number; sources?: Array<{ node?: Element }> }>)
        w.__shifts.push({ at: entry.startTime, value: entry.value, nodes: (entry.sources ?? []).map((s) => `${s.node?.nodeName}.${s.node?.getAttribute?.('class')?.slice(0, 40)}`) });
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return seen;
}

const hydrated = (page: Page) => page.waitForFunction(() => !document.getElementById('root')!.hasAttribute('data-prerendered'));

test('every public page loads for a visitor with no console error, no CSP violation and no GET /api/user', async () => {
  for (const [path] of publicPages) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const seen = await watch(context, page);
    const res = await page.goto(srv.url + path);
    assert.is(res?.status(), 200, path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    assert.equal(seen.problems, [], path);
    assert.not.ok(seen.apiRequests.includes('/api/user'), `${path} asked for the session`);
    // Hydrated from the server's data: the SPA asked the API nothing.
    assert.equal(seen.apiRequests, [], path);
    await context.close();
  }
});

test('each pre-rendered page shows its text with JavaScript off, and hydrates into the same text without a shift', async () => {
  for (const [path, heading] of publicPages) {
    const noScript = await browser.newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const still = await noScript.newPage();
    await still.goto(srv.url + path);
    if (heading) assert.ok(await still.getByRole('heading', { level: 1, name: heading, includeHidden: true }).count(), `${path}: no h1 '${heading}' without JavaScript`);
    const serverText = await still.locator('#root').innerText();
    await noScript.close();

    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await watch(context, page);
    await page.goto(srv.url + path);
    await hydrated(page);
    await page.waitForLoadState('networkidle');
    const clientText = await page.locator('#root').innerText();
    assert.is(clientText, serverText, path);
    // Hydration runs once the document is parsed (module scripts run after it), so the shifts that count are those from
    // then on. Before the page held its first paint until #root was parsed (the test below), a busy browser sometimes
    // painted a page only partly parsed, and the frame after the rest came showed a shift: up to 0.0077 (the landing's
    // centred highlights, a clean-clone CI run) and 0.0093 (/auth's footer growing). A shift made by hydration moves
    // whole blocks and is far above the bar.
    const { shift, shifted } = await page.evaluate(() => {
      const w = window as unknown as { __shifts: Array<{ at: number; value: number; nodes: string[] }> };
      const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
      const counted = w.__shifts.filter((s) => s.at >= parsed);
      return { shift: counted.reduce((sum, s) => sum + s.value, 0), shifted: counted.flatMap((s) => s.nodes) };
    });
    assert.ok(shift < 0.005, `${path} shifted by ${shift}: ${shifted.join(', ')}`);
    await context.close();
  }
});

/** Serves the app through a slow link: each HTML page in pieces of 1,500 bytes, 60 ms apart (about a second for the landing). */
async function trickleProxy(): Promise<{ url: string; close: () => Promise<void> }> {
  const proxy = createServer(async (req, res) => {
    const answer = await fetch(srv.url + req.url, { headers: { 'accept-encoding': 'identity' } });
    const type = answer.headers.get('content-type') ?? '';
    const body = Buffer.from(await answer.arrayBuffer());
    res.writeHead(answer.status, { 'content-type': type });
    if (!type.startsWith('text/html')) return void res.end(body);
    for (let at = 0; at < body.length; at += 1500) {
      res.write(body.subarray(at, at + 1500));
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    res.end();
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`, close: () => new Promise((resolve) => (proxy.close(() => resolve()), proxy.closeAllConnections())) };
}

test('a pre-rendered page arriving in pieces is first painted whole, so it never moves as the rest arrives', async () => {
  const slow = await trickleProxy();
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  // When the parser reached the end of #root, seen from the page (a mutation observer set before the document).
  await context.addInitScript(() => {
    const w = window as unknown as { __rootParsedAt?: number };
    new MutationObserver((_, observer) => {
      if (!document.getElementById('root-parsed')) return;
      w.__rootParsedAt = performance.now();
      observer.disconnect();
    }).observe(document, { childList: true, subtree: true });
  });
  try {
    const page = await context.newPage();
    for (const path of ['/', '/help']) {
      await page.goto(slow.url + path);
      await hydrated(page);
      const { firstPaint, rootParsedAt, parsed } = await page.evaluate(() => ({
        firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime ?? Infinity,
        rootParsedAt: (window as unknown as { __rootParsedAt?: number }).__rootParsedAt ?? -1,
        parsed: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive,
      }));
      // The page came over a second or so: painting it as it came would have painted long before its end was parsed.
      assert.ok(parsed > 500, `${path}: parsed after ${parsed} ms, not in pieces`);
      assert.ok(rootParsedAt > 0 && firstPaint >= rootParsedAt, `${path}: first painted at ${firstPaint} ms, its end parsed at ${rootParsedAt} ms`);
    }
  } finally {
    await context.close();
    await slow.close();
  }
});

test('the hydrated page is the SPA: a top-bar link navigates in place and the new page gets its own title', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${srv.url}/help`);
  assert.is(await page.title(), 'Help & Support · Internships for Highschoolers');
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __samePage: boolean }).__samePage = true));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' }).click();
  await page.waitForURL((u) => u.pathname === '/blog');
  await page.getByRole('heading', { level: 1, name: 'Career Insights & Advice' }).waitFor();
  assert.is(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage), true);
  await page.waitForFunction(() => document.title === 'Career Insights & Advice · Internships for Highschoolers');
  assert.match((await page.locator('meta[name="description"]').getAttribute('content')) ?? '', 'first internship');
  await context.close();
});

test('the hint cookie: readable by the page, set by signing in, gone after signing out; then no GET /api/user again', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  const email = uniqueEmail('hint');
  assert.is((await page.request.post(`${srv.url}/api/register`, { data: studentBody(email) })).status(), 201);
  await context.clearCookies();

  const seen = await watch(context, page);
  await page.goto(`${srv.url}/auth`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill('secret123');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((u) => u.pathname === '/dashboard');
  const hint = (await context.cookies()).find((c) => c.name === HINT);
  assert.ok(hint, 'no hint cookie after signing in');
  assert.is(hint!.value, '1');
  assert.is(hint!.httpOnly, false);
  assert.is(await page.evaluate(() => document.cookie.includes('ifh.signedin=1')), true);
  assert.not.match(await page.evaluate(() => document.cookie), 'ifh.sid');

  // A signed-in load asks for the session (and gets the user).
  seen.apiRequests.length = 0;
  await page.goto(`${srv.url}/blog`);
  await page.getByRole('button', { name: 'Account menu' }).waitFor();
  assert.ok(seen.apiRequests.includes('/api/user'));

  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((u) => u.pathname === '/');
  await page.getByRole('banner').getByRole('link', { name: 'Sign In', exact: true }).waitFor();
  assert.not.ok((await context.cookies()).some((c) => c.name === HINT), 'the hint outlived the session');

  seen.apiRequests.length = 0;
  await page.reload();
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  assert.not.ok(seen.apiRequests.includes('/api/user'));
  assert.equal(seen.problems, []);
  await context.close();
});

test.run();
