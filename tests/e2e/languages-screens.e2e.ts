// Browser test of issue 33 beyond the home and search pages: every other public screen, a student's, a company's and an
// admin's screens in each of the five other languages at 390 px — <html lang dir>, axe clean, a screenshot each, and no
// English sentence left on the page but the data the API sent (titles, names, posts) and the brand.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { LOCALES, directionOf, localizedPath, type Locale } from '@domain/i18n/locales';
import { SITE_NAME } from '@domain/site/page-meta';
import { DEMO_COMPANY_EMAIL } from '@backend/seed/seed-demo';
import { DEMO_STUDENT_EMAIL } from '@backend/seed/demo-people';
import { startTestServer, type TestServer } from '../helpers/server';
import { seriousAxeViolations } from '../helpers/axe';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/languages-shots';
const PASSWORD = 'admin-password-for-tests';

type Who = 'visitor' | 'student' | 'company' | 'admin';
/** The screens walked (`status`: what the page answers, 200 unless said); a blog post's path is added once known. */
const SCREENS: { who: Who; path: string; status?: number }[] = [
  { who: 'visitor', path: '/auth' },
  { who: 'visitor', path: '/help' },
  { who: 'visitor', path: '/company-info' },
  { who: 'visitor', path: '/company-signup' },
  { who: 'visitor', path: '/blog' },
  { who: 'visitor', path: '/status' },
  { who: 'visitor', path: '/oauth-setup' },
  { who: 'visitor', path: '/no-such-page', status: 404 },
  { who: 'student', path: '/dashboard' },
  { who: 'student', path: '/applications' },
  { who: 'student', path: '/saved' },
  { who: 'student', path: '/profile' },
  { who: 'student', path: '/settings' },
  { who: 'company', path: '/company-dashboard' },
  { who: 'admin', path: '/admin' },
];
const USERNAMES: Record<Exclude<Who, 'visitor'>, string> = { student: DEMO_STUDENT_EMAIL, company: DEMO_COMPANY_EMAIL, admin: 'admin1' };

/**
 * Other sites' own labels, which the OAuth guide names as an operator will find them there (their consoles are in English),
 * and the brand: not our words to translate.
 */
const THEIR_NAMES = ['Services ID', 'client ID', 'client secret', 'Google', 'Apple', 'GitHub', 'Google Cloud Console', 'OAuth consent screen', 'OAuth client ID', 'Authorized redirect URIs', 'Apple Developer portal', 'Sign in with Apple', 'GitHub Developer settings', 'New OAuth App', 'Authorization callback URL'];

/** Three or more Latin words in a row: an English phrase (a label or a sentence), unless the API sent it. */
const ENGLISH_PHRASE = /[A-Za-z][A-Za-z’']*(?:[ ,&/-]+[A-Za-z][A-Za-z’']*){2,}/g;

/** The English phrases of `text` that are neither data (`data`: the API's answers) nor the brand. */
export function englishLeftovers(text: string, data: string): string[] {
  const names = [SITE_NAME, ...THEIR_NAMES].sort((a, b) => b.length - a.length);
  const phrases = names.reduce((rest, name) => rest.replaceAll(name, ' '), text).match(ENGLISH_PHRASE) ?? [];
  // A list of data ("TechStart India, Creative Minds Studio") is data: each of its parts is.
  const isData = (phrase: string) => data.includes(phrase) || phrase.split(/,\s*/).every((part) => data.includes(part.trim()));
  return [...new Set(phrases.map((p) => p.trim()))].filter((p) => !isData(p) && !/@|https?:|\.com\b/.test(p));
}

/** The data a pre-rendered page carries in its scripts (the router's dehydrated state), not its visible words. */
const scriptsOf = (html: string) => [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]).join('\n');

let srv: TestServer;
let browser: Browser;

test.before(async () => {
  mkdirSync(SHOTS_DIR, { recursive: true });
  srv = await startTestServer({ web: true, config: { seedDemo: true } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  const [post] = (await (await fetch(`${srv.url}/api/blog`)).json()) as { slug: string }[];
  SCREENS.push({ who: 'visitor', path: `/blog/${post.slug}` });
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

/** A phone-sized page, signed in as `who`, that records the text of every API answer it gets (the data on the page). */
async function phoneAs(who: Who): Promise<{ page: Page; data: string[] }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, bypassCSP: true });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const data: string[] = [];
  page.on('response', (response) => {
    const path = new URL(response.url()).pathname;
    if (path.startsWith('/api/')) void response.text().then((t) => data.push(t), () => undefined);
    else if (response.request().resourceType() === 'document') void response.text().then((t) => data.push(scriptsOf(t)), () => undefined);
  });
  if (who !== 'visitor') {
    const res = await page.request.post(`${srv.url}/api/login`, { data: { username: USERNAMES[who], password: PASSWORD } });
    assert.is(res.status(), 200, `${who}: ${await res.text()}`);
  }
  return { page, data };
}

test('the public, student, company and admin screens in every language: lang, dir, axe clean, no English left, screenshots at 390 px', async () => {
  const leftovers: string[] = [];
  for (const locale of LOCALES.filter((l): l is Exclude<Locale, 'en'> => l !== 'en')) {
    for (const who of ['visitor', 'student', 'company', 'admin'] as const) {
      const { page, data } = await phoneAs(who);
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      for (const { path, status = 200 } of SCREENS.filter((s) => s.who === who)) {
        const response = await page.goto(srv.url + localizedPath(locale, path));
        assert.is(response?.status(), status, `${locale} ${path}`);
        assert.is(new URL(page.url()).pathname.replace(/\/$/, ''), localizedPath(locale, path).replace(/\/$/, ''), `${locale} ${path}: not sent elsewhere`);
        await page.getByRole('heading', { level: 1 }).first().waitFor();
        await page.waitForLoadState('networkidle');
        assert.equal(await page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir || 'ltr' })), { lang: locale, dir: directionOf(locale) }, `${locale} ${path}`);
        assert.equal(await seriousAxeViolations(page), [], `${locale} ${path}`);
        // Code (paths, variables) is not words: the page's text without it.
        const text = await page.evaluate(() => {
          const code = [...document.querySelectorAll<HTMLElement>('code, pre, kbd')];
          for (const c of code) c.style.setProperty('display', 'none');
          const shown = document.body.innerText;
          for (const c of code) c.style.removeProperty('display');
          return shown;
        });
        leftovers.push(...englishLeftovers(text, data.join('\n')).map((p) => `${locale} ${path}: ${p}`));
        await page.screenshot({ path: join(SHOTS_DIR, `${locale}-${who}${path.replace(/^(\/blog\/).+/, '$1post').replaceAll('/', '-')}-390.png`), fullPage: true });
      }
      assert.equal(errors, [], `${locale} ${who}`);
      await page.context().close();
    }
  }
  if (leftovers.length) writeFileSync(join(SHOTS_DIR, 'english-leftovers.txt'), leftovers.join('\n'));
  assert.equal(leftovers, []);
});

test('the leftover check finds an English label, and leaves the API’s data, the brand and addresses alone', () => {
  const data = JSON.stringify({ title: 'Junior Graphic Designer', company: 'Kite Works Private Limited', preferred: ['TechStart India Labs', 'Creative Minds Studio'] });
  const text = `इंटर्नशिप Junior Graphic Designer · Kite Works Private Limited\nSave this search\n${SITE_NAME} में आपका स्वागत है\nsupport@example.com\nTechStart India Labs, Creative Minds Studio`;
  assert.equal(englishLeftovers(text, data), ['Save this search']);
  assert.equal(englishLeftovers('Apple Developer portal में Sign in with Apple चालू करें; Services ID और client secret', ''), []);
});

test.run();
