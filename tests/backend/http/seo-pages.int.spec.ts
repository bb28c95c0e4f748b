// HTTP tests of what the server sends for public pages: each page's own head (title, description, canonical from
// PUBLIC_URL, Open Graph and Twitter tags, JobPosting JSON-LD that follows the data), the page pre-rendered for
// visitors, 404 for missing or closed internships and missing or unpublished posts.
import { existsSync, readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client } from '../../helpers/http';
import { seedSeoFixtures, type SeoFixtures } from '../../helpers/seo-fixtures';

const ORIGIN = 'https://internships.example';
interface Ctx extends SeoFixtures {
  srv: TestServer;
}
const pages = suite<Ctx>('public pages: heads, status, pre-rendered HTML');

pages.before(async (ctx) => {
  ctx.srv = await startTestServer({ web: true, config: { publicUrl: ORIGIN } });
  Object.assign(ctx, await seedSeoFixtures(ctx.srv));
});
pages.after(async (ctx) => {
  await ctx.srv.close();
});

const get = (srv: TestServer, path: string, headers: Record<string, string> = {}) => fetch(srv.url + path, { headers });

/** The head's tags by name or property, the <title>, the canonical link and the parsed JSON-LD blocks. */
function headOf(html: string) {
  const head = html.slice(0, html.indexOf('</head>'));
  const attr = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];
  const decode = (s: string) => s.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');
  const meta = new Map<string, string[]>();
  for (const tag of head.match(/<meta [^>]+>/g) ?? []) {
    const key = attr(tag, 'name') ?? attr(tag, 'property');
    const content = attr(tag, 'content');
    if (key && content !== undefined) meta.set(key, [...(meta.get(key) ?? []), decode(content)]);
  }
  const jsonLd = [...head.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, any>);
  return {
    title: decode(/<title>([\s\S]*?)<\/title>/.exec(head)?.[1] ?? ''),
    titles: (head.match(/<title>/g) ?? []).length,
    descriptions: meta.get('description') ?? [],
    canonical: /<link rel="canonical" href="([^"]+)"/.exec(head)?.[1] ?? null,
    one: (key: string) => meta.get(key)?.[0],
    all: (key: string) => meta.get(key) ?? [],
    jsonLd,
  };
}

pages('an internship page carries its own title, description, canonical URL and link-preview tags', async ({ srv, paid }) => {
  const res = await get(srv, `/internship/${paid.id}`);
  assert.is(res.status, 200);
  assert.match(res.headers.get('content-type') ?? '', 'text/html');
  const head = headOf(await res.text());
  assert.is(head.title, 'UI/UX Design Intern at Bright Futures Collective · Internships for Highschoolers');
  assert.is(head.titles, 1);
  assert.is(head.descriptions.length, 1);
  // The facts first, then the description, cut at a word to fit a search result.
  assert.is(head.descriptions[0], 'On-site internship · Chennai, India · 8 weeks · ₹6,000 / month stipend. Work with our volunteer developers to redesign the sign-up flow. You will sketch…');
  assert.ok(head.descriptions[0].length <= 160);
  assert.is(head.canonical, `${ORIGIN}/internship/${paid.id}`);
  assert.is(head.one('og:title'), 'UI/UX Design Intern at Bright Futures Collective');
  assert.is(head.one('og:description'), head.descriptions[0]);
  assert.is(head.one('og:url'), `${ORIGIN}/internship/${paid.id}`);
  assert.is(head.one('og:site_name'), 'Internships for Highschoolers');
  assert.is(head.one('og:type'), 'website');
  assert.is(head.one('og:image'), `${ORIGIN}/og-image.jpg`);
  assert.is(head.one('twitter:card'), 'summary_large_image');
  assert.is(head.one('twitter:title'), head.one('og:title'));
  assert.is(head.one('robots'), undefined);
});

pages('the preview image is served by us: a JPEG of the size the tags announce', async ({ srv }) => {
  const res = await get(srv, '/og-image.jpg');
  assert.is(res.status, 200);
  assert.is(res.headers.get('content-type'), 'image/jpeg');
  const bytes = new Uint8Array(await res.arrayBuffer());
  assert.ok(bytes.length < 300_000, 'chat apps refuse large previews');
  // The JPEG's SOF0 marker holds height and width.
  const sof = bytes.findIndex((b, i) => b === 0xff && (bytes[i + 1] === 0xc0 || bytes[i + 1] === 0xc2));
  assert.is((bytes[sof + 5] << 8) | bytes[sof + 6], 630);
  assert.is((bytes[sof + 7] << 8) | bytes[sof + 8], 1200);
});

pages('an internship page carries a JobPosting that follows the data (deadline, stipend, place)', async ({ srv, paid }) => {
  const { jsonLd } = headOf(await (await get(srv, `/internship/${paid.id}`)).text());
  assert.is(jsonLd.length, 1);
  const job = jsonLd[0];
  assert.is(job['@context'], 'https://schema.org');
  assert.is(job['@type'], 'JobPosting');
  for (const field of ['title', 'description', 'datePosted', 'validThrough', 'employmentType', 'hiringOrganization', 'jobLocation'])
    assert.ok(job[field], `JobPosting.${field} is missing`);
  assert.is(job.title, 'UI/UX Design Intern');
  assert.is(job.datePosted, paid.createdAt);
  assert.is(job.validThrough, '2030-04-15T23:59:59+05:30');
  assert.is(job.employmentType, 'INTERN');
  assert.equal(job.hiringOrganization, { '@type': 'Organization', name: 'Bright Futures Collective', sameAs: 'https://acme.example.org/' });
  assert.equal(job.jobLocation.address, { '@type': 'PostalAddress', addressLocality: 'Chennai', addressCountry: 'IN' });
  assert.equal(job.baseSalary, { '@type': 'MonetaryAmount', currency: 'INR', value: { '@type': 'QuantitativeValue', value: 6000, unitText: 'MONTH' } });
  assert.is(job.url, `${ORIGIN}/internship/${paid.id}`);
});

pages('a remote internship is TELECOMMUTE with its country; an unreadable stipend and no deadline leave their fields out', async ({ srv, remote }) => {
  const [job] = headOf(await (await get(srv, `/internship/${remote.id}`)).text()).jsonLd;
  assert.is(job.jobLocationType, 'TELECOMMUTE');
  assert.equal(job.applicantLocationRequirements, { '@type': 'Country', name: 'Bangladesh' });
  assert.is(job.jobLocation, undefined);
  assert.is(job.baseSalary, undefined);
  assert.is(job.validThrough, undefined);
});

pages('data cannot break out of the JSON-LD or the tags: </script> stays data, quotes stay in their attribute', async ({ srv, hostile }) => {
  const html = await (await get(srv, `/internship/${hostile.id}`)).text();
  const head = html.slice(0, html.indexOf('</head>'));
  assert.not.match(head, '</script><script>alert(1)');
  assert.is((head.match(/<script/g) ?? []).length, (head.match(/<\/script>/g) ?? []).length);
  const { jsonLd, title, one } = headOf(html);
  assert.is(jsonLd[0].title, 'Breakout </script><script>alert(1)</script> Intern');
  assert.match(jsonLd[0].description, 'Text with &lt;/script&gt; and &lt;!-- and "quotes" &amp; ampersands.');
  assert.is(title, 'Breakout </script><script>alert(1)</script> Intern at Bright Futures Collective · Internships for Highschoolers');
  assert.is(one('og:description'), 'Remote internship · Mumbai, India · 8 weeks. Text with </script> and <!-- and "quotes" & ampersands.');
});

pages('the page itself is pre-rendered for visitors: its text is in the HTML, with the data the browser hydrates with', async ({ srv, paid }) => {
  const html = await (await get(srv, `/internship/${paid.id}`)).text();
  // Inert until the browser has hydrated it: nothing is clicked or submitted natively before the SPA runs.
  const root = html.slice(html.indexOf('<div id="root" data-prerendered>'), html.indexOf('</body>'));
  assert.ok(root.length > 1000);
  assert.match(root, '<h1');
  assert.match(root, 'UI/UX Design Intern');
  assert.match(root, 'Key Details');
  assert.match(root, 'Bright Futures Collective');
  assert.match(html, /<script type="application\/json" id="ifh-prerendered-state">\{.*"queries"/);
  // The JavaScript is loaded after the first paint, by a same-origin script (no inline script: the CSP allows none).
  assert.match(html, /<script src="\/app-loader\.js" defer data-entry="\/assets\/[^"]+\.js"/);
  assert.not.match(html, /<script(?![^>]*\bsrc=)(?![^>]*type="application\/(ld\+)?json")[^>]*>/);
  assert.not.match(html, 'rel="modulepreload"');
  // The route's own files (its chunk and what that imports beyond the entry), named for app-loader.js to preload after
  // the paint: each once, each a built file, the entry not among them.
  const loader = html.match(/data-entry="([^"]+)" data-preload="([^"]*)"/)!;
  const named = loader[2].split(' ').filter(Boolean);
  const routeFiles = (JSON.parse(readFileSync('web/dist/.route-chunks.json', 'utf8')) as Record<string, string[]>)['internship.$id'];
  assert.ok(routeFiles.length > 1);
  for (const file of routeFiles) assert.ok(named.includes(file), file);
  assert.is(new Set(named).size, named.length);
  assert.not.ok(named.includes(loader[1]));
  for (const file of named) assert.ok(existsSync(`web/dist${file}`), file);
});

pages("/auth's first load holds no zod: its forms load their schema when first used", async ({ srv }) => {
  const html = await (await get(srv, '/auth')).text();
  const named = html.match(/data-entry="([^"]+)" data-preload="([^"]*)"/)!;
  const files = [named[1], ...named[2].split(' ').filter(Boolean)];
  assert.ok(files.length > 1);
  // zod's own code names its internals `_zod`, unminified; the build has it, in a file the page does not load.
  const hasZod = (file: string) => readFileSync(`web/dist${file}`, 'utf8').includes('_zod');
  for (const file of files) assert.not.ok(hasZod(file), file);
  const sameRoute = (JSON.parse(readFileSync('web/dist/.route-chunks.json', 'utf8')) as Record<string, string[]>)['company-signup'];
  assert.ok(sameRoute.some(hasZod), 'a route that checks a form on every change still loads zod with it');
});

pages('signed-in users get the page shell with the same head (their page depends on them)', async ({ srv, paid }) => {
  const c = client(srv.url);
  assert.is((await c.post('/api/login', { username: 'admin1@example.com', password: 'admin-password-for-tests' })).status, 200);
  const res = await c.get(`/internship/${paid.id}`);
  assert.is(res.status, 200);
  assert.match(res.text, '<div id="root"></div>');
  assert.match(res.text, 'rel="modulepreload"');
  assert.is(headOf(res.text).title, 'UI/UX Design Intern at Bright Futures Collective · Internships for Highschoolers');
  assert.match(res.headers.get('vary') ?? '', /cookie/i);
});

pages('missing and closed internships, missing, draft and unpublished posts answer 404 with the not-found page', async ({ srv, closed }) => {
  const cases: [path: string, text: string][] = [
    ['/internship/no-such-id', 'Internship Not Found'],
    [`/internship/${closed.id}`, 'Internship Not Found'],
    ['/internship/%E0%A4%A', '404 Page Not Found'],
    ['/blog/no-such-post', 'Blog Post Not Found'],
    ['/blog/still-a-draft', 'Blog Post Not Found'],
    ['/blog/withdrawn-post', 'Blog Post Not Found'],
    ['/no-such-page', '404 Page Not Found'],
  ];
  for (const [path, text] of cases) {
    const res = await get(srv, path);
    assert.is(res.status, 404, path);
    const html = await res.text();
    const head = headOf(html);
    assert.is(head.title, '404 Page Not Found · Internships for Highschoolers', path);
    assert.is(head.one('robots'), 'noindex', path);
    assert.is(head.canonical, null, path);
    assert.equal(head.jsonLd, [], path);
    assert.match(html, text, path);
  }
});

pages('a published post has its own head, article tags and BlogPosting data', async ({ srv }) => {
  const res = await get(srv, '/blog/cover-letters');
  assert.is(res.status, 200);
  const head = headOf(await res.text());
  assert.is(head.title, 'Your First Cover Letter · Internships for Highschoolers');
  assert.equal(head.descriptions, ['How to write a cover letter that gets read.']);
  assert.is(head.canonical, `${ORIGIN}/blog/cover-letters`);
  assert.is(head.one('og:type'), 'article');
  assert.is(head.one('article:published_time'), '2030-02-01T09:00:00.000Z');
  assert.equal(head.all('article:tag'), ['letters']);
  assert.is(head.jsonLd[0]['@type'], 'BlogPosting');
  assert.is(head.jsonLd[0].headline, 'Your First Cover Letter');
});

pages('every other public page has its own title, description and canonical URL; query strings are the same page', async ({ srv }) => {
  const expected: Record<string, string> = {
    '/': 'Internships for Highschoolers: Connect. Learn. Grow.',
    '/search?type=remote': 'Browse Internships · Internships for Highschoolers',
    '/blog?q=letter': 'Career Insights & Advice · Internships for Highschoolers',
    '/help': 'Help & Support · Internships for Highschoolers',
    '/company-info': 'Host High School Interns · Internships for Highschoolers',
    '/company-signup': 'Company Registration · Internships for Highschoolers',
    '/auth?tab=register': 'Sign In or Sign Up · Internships for Highschoolers',
    '/status': 'Platform Status · Internships for Highschoolers',
    '/oauth-setup': 'Social Login Set-up · Internships for Highschoolers',
  };
  const descriptions = new Set<string>();
  for (const [path, title] of Object.entries(expected)) {
    const res = await get(srv, path);
    const head = headOf(await res.text());
    assert.is(res.status, 200, path);
    assert.is(head.title, title, path);
    assert.is(head.descriptions.length, 1, path);
    descriptions.add(head.descriptions[0]);
    assert.is(head.canonical, ORIGIN + path.replace(/\?.*$/, ''), path);
  }
  assert.is(descriptions.size, Object.keys(expected).length, 'each page describes itself');
});

pages('private pages are not pre-rendered and ask search engines not to index them', async ({ srv }) => {
  for (const path of ['/dashboard', '/student-onboarding', '/admin', '/admin-backend', '/company-dashboard', '/company-status', '/company-application', '/applications', '/saved', '/profile']) {
    const res = await get(srv, path);
    assert.is(res.status, 200, path);
    const html = await res.text();
    assert.match(html, '<div id="root"></div>', path);
    assert.is(headOf(html).one('robots'), 'noindex', path);
  }
});

pages('the canonical origin falls back to the address the request came to when PUBLIC_URL is unset', async () => {
  const srv = await startTestServer({ web: true });
  try {
    const head = headOf(await (await get(srv, '/help')).text());
    assert.is(head.canonical, `${srv.url}/help`);
    assert.is(head.one('og:image'), `${srv.url}/og-image.jpg`);
  } finally {
    await srv.close();
  }
});

pages('the server bundle of the pre-renderer is never served', async ({ srv }) => {
  assert.is((await get(srv, '/.ssr/entry-server.js')).status, 404);
  assert.not.match(await (await get(srv, '/.ssr/entry-server.js')).text(), 'renderPage');
});

pages.run();
