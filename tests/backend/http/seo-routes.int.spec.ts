// HTTP tests of /robots.txt and /sitemap.xml: content types, the private pages kept from crawlers, and the sitemap's
// public pages, active internships and published posts with their dates (from the read models).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LOCALES, localizedPath } from '@domain/i18n/locales';
import { startTestServer, type TestServer } from '../../helpers/server';
import { seedSeoFixtures, type SeoFixtures } from '../../helpers/seo-fixtures';

const ORIGIN = 'https://internships.example';
interface Ctx extends SeoFixtures {
  srv: TestServer;
}
const routes = suite<Ctx>('robots.txt and sitemap.xml');

routes.before(async (ctx) => {
  ctx.srv = await startTestServer({ config: { publicUrl: ORIGIN } });
  Object.assign(ctx, await seedSeoFixtures(ctx.srv));
});
routes.after(async (ctx) => {
  await ctx.srv.close();
});

const get = (srv: TestServer, path: string) => fetch(srv.url + path);

routes('robots.txt: plain text, every page allowed but the private ones, and the sitemap', async ({ srv }) => {
  const res = await get(srv, '/robots.txt');
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'text/plain; charset=utf-8');
  const lines = (await res.text()).split('\n');
  assert.is(lines[0], 'User-agent: *');
  assert.ok(lines.includes('Allow: /'));
  for (const path of ['/dashboard', '/admin', '/company-dashboard', '/company-status', '/company-application', '/company-thank-you', '/student-onboarding', '/profile', '/settings', '/applications', '/saved', '/application-success'])
    for (const locale of LOCALES) assert.ok(lines.includes(`Disallow: ${localizedPath(locale, path)}`), `${locale} ${path} is not disallowed`);
  for (const open of ['/', '/search', '/internship', '/blog', '/help', '/company-info', '/company-signup', '/api'])
    assert.not.ok(lines.includes(`Disallow: ${open}`) || lines.includes(`Disallow: /hi${open}`), `${open} must stay crawlable`);
  assert.ok(lines.includes(`Sitemap: ${ORIGIN}/sitemap.xml`));
});

routes('sitemap.xml: XML listing the public pages, active internships and published posts with their dates', async ({ srv, paid, remote, hostile, closed }) => {
  const res = await get(srv, '/sitemap.xml');
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'application/xml; charset=utf-8');
  const xml = await res.text();
  assert.match(xml, /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9" xmlns:xhtml="http:\/\/www.w3.org\/1999\/xhtml">/);
  const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>([^<]+)<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g)];
  const entries = new Map(urls.map((m) => [m[1], m[2] ?? null]));
  for (const path of ['/', '/search', '/blog', '/help', '/company-info', '/company-signup', '/auth', '/status', '/oauth-setup']) assert.ok(entries.has(ORIGIN + path), path);
  for (const i of [paid, remote, hostile]) assert.is(entries.get(`${ORIGIN}/internship/${i.id}`), i.createdAt);
  assert.not.ok(entries.has(`${ORIGIN}/internship/${closed.id}`), 'a closed internship is not listed');
  assert.is(entries.get(`${ORIGIN}/blog/cover-letters`), '2030-02-01T09:00:00.000Z');
  assert.not.ok(entries.has(`${ORIGIN}/blog/still-a-draft`));
  assert.not.ok(entries.has(`${ORIGIN}/blog/withdrawn-post`));
  assert.not.ok([...entries.keys()].some((url) => /dashboard|admin|onboarding/.test(url)));
  // Each page in its six languages (issue 33), each listing all six and English as x-default.
  assert.is(entries.size, (9 + 3 + 1) * LOCALES.length);
  assert.is(entries.get(`${ORIGIN}/hi/internship/${paid.id}`), paid.createdAt);
  assert.ok(entries.has(`${ORIGIN}/ur/search`) && entries.has(`${ORIGIN}/si`));
  for (const [, loc, , links] of urls) {
    const alternates = new Map([...links.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map((m) => [m[1], m[2]]));
    assert.equal([...alternates.keys()].sort(), [...LOCALES, 'x-default'].sort(), loc);
    assert.ok([...alternates.values()].includes(loc), loc);
    assert.is(alternates.get('x-default'), alternates.get('en'));
  }
});

routes('without PUBLIC_URL the addresses are on the origin the request came to', async () => {
  const srv = await startTestServer();
  try {
    assert.match(await (await get(srv, '/robots.txt')).text(), `Sitemap: ${srv.url}/sitemap.xml`);
    assert.match(await (await get(srv, '/sitemap.xml')).text(), `<loc>${srv.url}/help</loc>`);
  } finally {
    await srv.close();
  }
});

routes.run();
