// Browser test of the languages (issue 33): /, /search and /internship/:id in each of the six languages at 390 px
// (screenshots in SHOTS_DIR): <html lang dir> right, the page's texts in its language, no serious axe violation, Urdu
// laid out right to left; the language menu opens the same page in another language, sets the `lang` cookie and the
// language stays across the SPA's navigation; every public page's head lists its six languages and x-default; each
// language's first load stays within the 120 KB (gzip) budget.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { LOCALES, LOCALE_NAMES, directionOf, localizedPath, type Locale } from '@domain/i18n/locales';
import { startTestServer, type TestServer } from '../helpers/server';
import { seriousAxeViolations } from '../helpers/axe';
import { initialJsGzipKbByLocale } from '../../bench/page';
import { readCatalog } from '../../web/build/catalogs.ts';

const LAUNCH_ARGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', '--disable-quic'];
const SHOTS_DIR = process.env.SHOTS_DIR ?? '/tmp/languages-shots';

/** The landing page's headline and /search's heading in each language (web/messages/<area>/<locale>.json). */
const catalog = async (locale: Locale) => readCatalog(locale);

let srv: TestServer;
let browser: Browser;
let internshipId = '';

test.before(async () => {
  mkdirSync(SHOTS_DIR, { recursive: true });
  srv = await startTestServer({ web: true, config: { seedDemo: true } });
  browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: LAUNCH_ARGS });
  const [internship] = (await (await fetch(`${srv.url}/api/internships`)).json()) as { id: string }[];
  internshipId = internship.id;
});

test.after(async () => {
  await browser?.close();
  await srv?.close();
});

/** Opens the language menu at the page's foot and picks a language by its name. */
async function chooseLanguage(page: Page, name: string) {
  await page.getByTestId('language-menu').locator('summary').click();
  await page.getByRole('link', { name, exact: true }).click();
}

async function phone(): Promise<Page> {
  // bypassCSP: axe-core is injected as a script (the app's CSP allows only its own).
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, bypassCSP: true });
  return context.newPage();
}

const htmlLangDir = (page: Page) => page.evaluate(() => ({ lang: document.documentElement.lang, dir: document.documentElement.dir || 'ltr' }));
const hydrated = (page: Page) => page.waitForFunction(() => !document.getElementById('root')?.hasAttribute('data-prerendered'), undefined, { timeout: 15_000 });

test('/, /search and /internship/:id in every language: lang, dir, its texts, axe clean, screenshots at 390 px', async () => {
  for (const locale of LOCALES) {
    const texts = await catalog(locale);
    const page = await phone();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    for (const [name, path, heading] of [
      ['landing', '/', texts.landing_title],
      ['search', '/search', texts.search_title],
      ['internship', `/internship/${internshipId}`, null],
    ] as const) {
      const response = await page.goto(srv.url + localizedPath(locale, path));
      assert.is(response?.status(), 200, `${locale} ${path}`);
      assert.equal(await htmlLangDir(page), { lang: locale, dir: directionOf(locale) }, `${locale} ${path}`);
      if (heading) assert.is((await page.getByRole('heading', { level: 1 }).first().textContent())?.trim(), heading, `${locale} ${path}`);
      else assert.ok(await page.getByRole('heading', { name: texts.detail_about }).isVisible(), `${locale} ${path}: ${texts.detail_about}`);
      await hydrated(page);
      await page.getByTestId('language-menu').waitFor({ timeout: 10_000 });
      assert.is(
        (await page.getByTestId('language-menu').locator('summary').textContent())?.trim(),
        `${texts.language_menu_label}: ${LOCALE_NAMES[locale]}`,
        `${locale} ${path}: the menu shows the language`,
      );
      assert.equal(await seriousAxeViolations(page), [], `${locale} ${path}`);
      await page.screenshot({ path: join(SHOTS_DIR, `${locale}-${name}-390.png`), fullPage: false });
    }
    assert.equal(errors, [], locale);
    await page.context().close();
  }
});

test('Urdu is laid out right to left: the brand at the right of the top bar, the sign-in button at its left', async () => {
  const page = await phone();
  await page.goto(`${srv.url}/ur/search`);
  const brand = await page.getByTestId('brand-link').boundingBox();
  const signIn = await page.getByRole('link', { name: 'سائن ان کریں', exact: true }).boundingBox();
  assert.ok(brand && signIn && brand.x > signIn.x, `brand ${brand?.x}, sign in ${signIn?.x}`);
  await page.goto(`${srv.url}/search`);
  const brandEn = await page.getByTestId('brand-link').boundingBox();
  const signInEn = await page.getByRole('link', { name: 'Sign In', exact: true }).boundingBox();
  assert.ok(brandEn && signInEn && brandEn.x < signInEn.x);
  await page.context().close();
});

test('the language menu opens the same page in another language, sets the lang cookie, and links keep the language', async () => {
  const page = await phone();
  await page.goto(`${srv.url}/search?q=design`);
  await hydrated(page);
  await page.getByTestId('language-menu').waitFor();
  await chooseLanguage(page, 'हिन्दी');
  await page.waitForURL(`${srv.url}/hi/search?q=design`);
  assert.equal(await htmlLangDir(page), { lang: 'hi', dir: 'ltr' });
  assert.is((await page.getByRole('heading', { level: 1 }).first().textContent())?.trim(), (await catalog('hi')).search_title);
  const cookie = (await page.context().cookies()).find((c) => c.name === 'lang');
  assert.is(cookie?.value, 'hi');
  assert.is(cookie?.sameSite, 'Lax');
  assert.ok(cookie && cookie.expires * 1000 - Date.now() > 360 * 24 * 3600 * 1000, 'kept for a year');
  // A link inside the SPA stays in Hindi: the brand link goes to /hi/, client-side.
  await hydrated(page);
  assert.is(await page.getByTestId('brand-link').getAttribute('href'), '/hi/');
  await page.getByTestId('brand-link').click();
  await page.waitForURL(`${srv.url}/hi/`);
  await page.getByRole('heading', { level: 1, name: (await catalog('hi')).landing_title }).waitFor({ timeout: 10_000 });
  // …and to another language and back to English.
  await hydrated(page);
  await chooseLanguage(page, 'اردو');
  await page.waitForURL(`${srv.url}/ur`);
  assert.equal(await htmlLangDir(page), { lang: 'ur', dir: 'rtl' });
  assert.is((await page.context().cookies()).find((c) => c.name === 'lang')?.value, 'ur');
  await hydrated(page);
  await chooseLanguage(page, 'English');
  await page.waitForURL(`${srv.url}/`);
  assert.equal(await htmlLangDir(page), { lang: 'en', dir: 'ltr' });
  await page.context().close();
});

test('the language menu is a closed list until opened: Escape and a press outside close it, the focus goes back', async () => {
  const page = await phone();
  await page.goto(`${srv.url}/ur/help`);
  await hydrated(page);
  const menu = page.getByTestId('language-menu');
  const summary = menu.locator('summary');
  assert.is(await page.getByRole('link', { name: 'English', exact: true }).isVisible(), false, 'closed on load');
  await summary.click();
  const current = page.getByRole('link', { name: 'اردو', exact: true });
  assert.is(await current.getAttribute('aria-current'), 'true');
  assert.is(await current.getAttribute('href'), '/ur/help');
  assert.is(await page.getByRole('link', { name: 'தமிழ்', exact: true }).getAttribute('href'), '/ta/help');
  assert.is(await page.getByRole('link', { name: 'English', exact: true }).getAttribute('href'), '/help');
  assert.equal(await seriousAxeViolations(page), [], 'open');
  await page.getByRole('link', { name: 'हिन्दी', exact: true }).focus();
  await page.keyboard.press('Escape');
  assert.is(await menu.evaluate((d) => (d as HTMLDetailsElement).open), false, 'Escape closes it');
  assert.ok(await summary.evaluate((s) => s === document.activeElement), 'the focus is back on its button');
  await summary.click();
  await page.getByRole('heading', { level: 1 }).first().click();
  assert.is(await menu.evaluate((d) => (d as HTMLDetailsElement).open), false, 'a press outside closes it');
  await page.context().close();
});

test('the language menu works before the code arrives: a tap opens it, it stays open once hydrated, a link loads', async () => {
  const page = await phone();
  let release = () => {};
  const codeHeld = new Promise<void>((done) => (release = done));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await codeHeld;
    await route.continue();
  });
  await page.goto(`${srv.url}/bn/help`, { waitUntil: 'domcontentloaded' });
  const menu = page.getByTestId('language-menu');
  await menu.locator('summary').click();
  assert.ok(await page.getByRole('link', { name: 'English', exact: true }).isVisible(), 'the pre-rendered list opens');
  release();
  await hydrated(page);
  assert.is(await menu.evaluate((d) => (d as HTMLDetailsElement).open), true, 'still open after hydration');
  await menu.locator('summary').click();
  assert.is(await menu.evaluate((d) => (d as HTMLDetailsElement).open), false, 'one tap closes it');
  await page.unroute(/\/assets\/index-[^/]*\.js$/);
  // Before hydration the links are plain links to the same page in each language.
  await page.route(/\/assets\/index-[^/]*\.js$/, () => new Promise(() => {}));
  await page.goto(`${srv.url}/bn/help`, { waitUntil: 'domcontentloaded' });
  await chooseLanguage(page, 'தமிழ்');
  await page.waitForURL(`${srv.url}/ta/help`);
  assert.equal(await htmlLangDir(page), { lang: 'ta', dir: 'ltr' });
  await page.context().close();
});

test('every public page says where its other languages are (hreflang, x-default English); the canonical is its own language', async () => {
  for (const path of ['/', '/search', `/internship/${internshipId}`]) {
    const html = await (await fetch(srv.url + localizedPath('ta', path))).text();
    const links = new Map([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
    assert.equal([...links.keys()].sort(), [...LOCALES, 'x-default'].sort(), path);
    assert.is(links.get('x-default'), links.get('en'));
    assert.match(html, `<link rel="canonical" href="${links.get('ta')}"`);
  }
});

test('the first load is at most 120 KB of gzip JavaScript in every language, each with only its own texts', () => {
  const byLocale = initialJsGzipKbByLocale(resolve('web/dist'));
  assert.equal(Object.keys(byLocale).sort(), [...LOCALES].sort());
  for (const [locale, { kb }] of Object.entries(byLocale)) assert.ok(kb <= 120, `${locale}: ${kb} KB`);
  // Hindi's first load holds Hindi's headline and not Bengali's (nor English's text of the same key).
  const hindi = byLocale.hi.files.map((f) => readFileSync(join('web/dist', f), 'utf8')).join('\n');
  assert.ok(hindi.includes('इंटर्नशिप देखें'));
  assert.not.ok(hindi.includes('ইন্টার্নশিপ দেখুন'));
  assert.not.ok(hindi.includes('Skip to content'));
});

test.run();
