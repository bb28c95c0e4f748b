// HTTP tests of the pages in other languages (issue 33): /hi/…, /ur/… answer as the English page does (status, head),
// with their language's build (<html lang dir>), pre-rendered in that language, the canonical address in it and the
// six languages plus x-default as alternates; no redirect by Accept-Language.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES } from '@domain/i18n/locales';
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
