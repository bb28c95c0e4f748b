// Which route draws a public page (backend/http/pages/route-chunks.ts), and its files named in the page for app-loader.js.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { routeChunkLists, routeFileOf } from '@backend/http/pages/route-chunks';
import { composeDocument } from '@backend/http/pages/html-document';

test("public pages map to TanStack's flat route files; other paths to none", () => {
  const cases: Array<[string, string | null]> = [
    ['/', 'index'], ['/search', 'search'], ['/internship/3f2a', 'internship.$id'], ['/blog', 'blog.index'], ['/blog/', 'blog.index'],
    ['/blog/arjuns-story', 'blog.$slug'], ['/auth', 'auth'], ['/company-info', 'company-info'], ['/help', 'help'], ['/consent/tok', 'consent.$token'],
    ['/internship/3f2a/apply', null], ['/../etc', null], ['/Search', null], ['/a/b/c', null],
  ];
  for (const [path, file] of cases) assert.is(routeFileOf(path), file, path);
});

test("a build's lists are read from its .route-chunks.json; none without it, none for an unknown route", () => {
  const dir = mkdtempSync(join(tmpdir(), 'route-chunks-'));
  try {
    const lists = routeChunkLists(dir);
    assert.equal(lists('/search'), []);
    writeFileSync(join(dir, '.route-chunks.json'), JSON.stringify({ search: ['/assets/a.js', '/assets/b.js'], toString: ['/x.js'] }));
    assert.equal(lists('/search'), ['/assets/a.js', '/assets/b.js']);
    assert.equal(lists('/help'), []);
    assert.equal(lists('/no/such/page'), []);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test("a pre-rendered page names the entry's preloads, then the route's files, each once and never the entry", () => {
  const template = `<html><head><title>x</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/landing.js"></head><body><div id="root"></div></body></html>`;
  const html = composeDocument(template, { headTags: '<title>y</title>', rootHtml: '<p>page</p>', routeChunks: ['/assets/route.js', '/assets/landing.js', '/assets/index-1.js', '/assets/shared.js'] });
  assert.match(html, 'data-entry="/assets/index-1.js" data-preload="/assets/landing.js /assets/route.js /assets/shared.js"');
  assert.not.match(html, 'rel="modulepreload"');
  // The shell of a page the browser renders keeps Vite's own tags and names no route.
  const shell = composeDocument(template, { headTags: '<title>y</title>', routeChunks: ['/assets/route.js'] });
  assert.match(shell, '<link rel="modulepreload" crossorigin href="/assets/landing.js">');
  assert.not.match(shell, 'route.js');
});

test.run();
