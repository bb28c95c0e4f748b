// HTTP tests of the pages in other languages (issue 33): /hi/…, /ur/… answer as the English page does (status, head),
// with their language's build (<html lang dir>), pre-rendered in that language, the canonical address in it and the
// six languages plus x-default as alternates; no redirect by Accept-Language.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES } from '@domain/i18n/locales';
import { pageMetaTexts } from '@domain/site/page-meta-texts';
import { startTestServer, type TestServer } from '../../helpers/server';
import { seedSeoFixtures, type SeoFixtures } from '../../helpers/seo-fixtures';
import { readCatalog } from '../../../web/build/catalogs.ts';
const hi = readCatalog('hi');
const ur = readCatalog('ur');
const bn = readCatalog('bn');

const ORIGIN = 'https://internships.example';
interface Ctx extends SeoFixtures {
  srv: TestServer;
}
const pages = suite<Ctx>('pages in other languages');

pages.before(async (ctx) => {
  ctx.srv = await startTestServer({ web: true, config: { publicUrl: ORIGIN } });
  Object.assign(ctx, await seedSeoFixtures(ctx.srv));
});
pages.after(async (ctx) => {
  await ctx.srv.close();
});

const get = (srv: TestServer, path: string, headers: Record<string, string> = {}) => fetch(srv.url + path, { headers, redirect: 'manual' });
const htmlTag = (html: string) => /<html[^>]*>/.exec(html)?.[0] ?? '';
const alternates = (html: string) => new Map([...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], m[2]]));
const canonical = (html: string) => /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1] ?? null;
const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
const titleOf = (html: string) => decode(/<title>([\s\S]*?)<\/title>/.exec(html)?.[1] ?? '');
/** The content of the head's meta tag with this name or property. */
const metaOf = (html: string, key: string) => {
  const content = new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)" />`).exec(html.slice(0, html.indexOf('</head>')))?.[1];
  return content === undefined ? undefined : decode(content);
};
const SITE = 'Internships for Highschoolers';

pages('/hi/search: Hindi build, pre-rendered in Hindi, canonical in Hindi, the six languages and x-default', async ({ srv }) => {
  const res = await get(srv, '/hi/search');
  assert.is(res.status, 200);
  const html = await res.text();
  assert.is(htmlTag(html), '<html lang="hi" dir="ltr">');
  assert.ok(html.includes(`>${hi.search_title}</h1>`), 'the heading in Hindi');
  assert.is(canonical(html), `${ORIGIN}/hi/search`);
  const links = alternates(html);
  assert.equal([...links.keys()].sort(), [...LOCALES, 'x-default'].sort());
  assert.is(links.get('en'), `${ORIGIN}/search`);
  assert.is(links.get('x-default'), `${ORIGIN}/search`);
  assert.is(links.get('ur'), `${ORIGIN}/ur/search`);
  assert.match(html, '<meta property="og:locale" content="hi_IN" />');
});

pages('the head speaks the page’s language: /hi/search’s title and preview in Hindi, /ur/help’s description in Urdu', async ({ srv }) => {
  const html = await (await get(srv, '/hi/search')).text();
  const search = pageMetaTexts('hi').staticPages['/search'];
  assert.is(titleOf(html), `${search.title} · ${SITE}`);
  assert.match(titleOf(html), /\p{Script=Devanagari}/u);
  assert.is(metaOf(html, 'og:title'), search.title);
  assert.is(metaOf(html, 'og:description'), search.description);
  assert.is(metaOf(html, 'description'), search.description);
  assert.is(metaOf(html, 'twitter:title'), search.title);
  assert.is(metaOf(html, 'og:image:alt'), pageMetaTexts('hi').previewImageAlt);
  const help = await (await get(srv, '/ur/help')).text();
  assert.is(metaOf(help, 'description'), pageMetaTexts('ur').staticPages['/help'].description);
  assert.match(metaOf(help, 'description') ?? '', /\p{Script=Arabic}/u);
  assert.match(help, '<meta property="og:locale" content="ur_PK" />');
  // The 404 page in the language too.
  const missing = await (await get(srv, '/ta/no-such-page')).text();
  assert.is(titleOf(missing), `${pageMetaTexts('ta').notFound.title} · ${SITE}`);
});

pages('/bn/internship/:id: its title says "at" in Bengali around the posting’s own words; its JobPosting’s labels too', async ({ srv, paid }) => {
  const html = await (await get(srv, `/bn/internship/${paid.id}`)).text();
  assert.is(titleOf(html), `Bright Futures Collective-এ ${paid.title} · ${SITE}`);
  assert.is(metaOf(html, 'og:title'), `Bright Futures Collective-এ ${paid.title}`);
  assert.ok(metaOf(html, 'description')?.startsWith('অন-সাইট ইন্টার্নশিপ · Chennai, India'), metaOf(html, 'description'));
  const [job] = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, any>);
  assert.is(job.employmentType, 'INTERN');
  assert.is(job.title, paid.title);
  assert.match(job.description, 'ভাতা: ₹6,000 / month stipend।');
  assert.is(job.url, `${ORIGIN}/bn/internship/${paid.id}`);
  // English stays as it was.
  const english = await (await get(srv, `/internship/${paid.id}`)).text();
  assert.is(titleOf(english), `${paid.title} at Bright Futures Collective · ${SITE}`);
  assert.match(english, 'Stipend: ₹6,000 / month stipend.');
});

pages('/ur/internship/:id is right to left and in Urdu; /bn is the landing page in Bengali', async ({ srv, paid }) => {
  const html = await (await get(srv, `/ur/internship/${paid.id}`)).text();
  assert.is(htmlTag(html), '<html lang="ur" dir="rtl">');
  assert.ok(html.includes(ur.detail_about), 'the detail page chrome in Urdu');
  assert.ok(html.includes(paid.title.replace(/&/g, '&amp;')), 'the internship itself');
  assert.is(canonical(html), `${ORIGIN}/ur/internship/${paid.id}`);
  const landing = await (await get(srv, '/bn')).text();
  assert.is(htmlTag(landing), '<html lang="bn" dir="ltr">');
  assert.ok(landing.includes(bn.landing_title), 'the landing page in Bengali');
  assert.is(canonical(landing), `${ORIGIN}/bn`);
  // Links inside the page keep the language.
  assert.match(landing, 'href="/bn/search"');
});

pages('English stays as it was: /search in English, no prefix, with the alternates', async ({ srv }) => {
  const html = await (await get(srv, '/search')).text();
  assert.is(htmlTag(html), '<html lang="en" dir="ltr">');
  assert.ok(html.includes('>Browse Internships</h1>'));
  assert.is(canonical(html), `${ORIGIN}/search`);
  assert.is(alternates(html).get('hi'), `${ORIGIN}/hi/search`);
});

pages('no redirect by Accept-Language or cookie; a missing page or internship is 404 in every language', async ({ srv, closed }) => {
  const res = await get(srv, '/search', { 'accept-language': 'hi-IN,hi;q=0.9', cookie: 'lang=ur' });
  assert.is(res.status, 200);
  assert.is(htmlTag(await res.text()), '<html lang="en" dir="ltr">');
  assert.is((await get(srv, '/hi/no-such-page')).status, 404);
  assert.is((await get(srv, `/ta/internship/${closed.id}`)).status, 404);
  const privatePage = await (await get(srv, '/si/dashboard')).text();
  assert.is(canonical(privatePage), null);
  assert.match(privatePage, '<meta name="robots" content="noindex" />');
});

pages.run();
