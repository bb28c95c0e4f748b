// Answers a request for a page of the SPA: its own head (title, description, canonical, link preview, structured data),
// its status (404 for a missing internship, post or route), and for visitors the page pre-rendered inside #root.
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { isPrivatePath } from '@domain/site/page-meta';
import { DEFAULT_LOCALE, LOCALES, splitLocalePath, type Locale } from '@domain/i18n/locales';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { composeDocument, indexTemplate } from './html-document';
import { notFoundHead, pageHead } from './page-head';
import { createPrerenderer } from './prerender';
import { routeChunkLists } from './route-chunks';
import { headTags } from './seo/head-tags';
import { siteOrigin } from './site-origin';

/** Where this server itself listens, as seen from the connection that brought the request (for loopback API reads). */
function localOrigin(ctx: Context): string {
  const { localAddress = '127.0.0.1', localPort } = ctx.req.socket;
  const address = localAddress.replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}

/** Each language's own build: English in dist/, the others in dist/.locales/<locale>/ (web/build/locale-builds-plugin.ts). */
function localeTemplates(webDist: string): (locale: Locale) => { template: string; routeChunks: (path: string) => string[] } {
  const build = (dir: string) => ({ dir, template: indexTemplate(dir), routeChunks: routeChunkLists(dir) });
  const english = build(webDist);
  const others = new Map(LOCALES.filter((l) => l !== DEFAULT_LOCALE).map((l) => [l, build(join(webDist, '.locales', l))]));
  // A build made without the other languages serves them English's page (its texts then are English).
  return (locale) => {
    const other = others.get(locale);
    const chosen = other && existsSync(join(other.dir, 'index.html')) ? other : english;
    return { template: chosen.template(), routeChunks: chosen.routeChunks };
  };
}

export function pageResponder(webDist: string, publicUrl: string | null) {
  const template = localeTemplates(webDist);
  const prerenderer = createPrerenderer(webDist);
  return async (ctx: Context) => {
    const origin = siteOrigin(ctx, publicUrl);
    // /hi/search is /search in Hindi: the same page, head and status, in that language's build (issue 33).
    const { locale, rest: path } = splitLocalePath(ctx.path);
    let head = await pageHead(ctx.deps.readStore, path, origin, locale);
    // Signed-in pages depend on the user: the browser renders them. Private pages only redirect a visitor to /auth.
    const prerendered = ctx.state.user || isPrivatePath(path) ? null : await prerenderer.render(ctx.url, localOrigin(ctx), origin);
    // A path no route knows is a 404 too (the router's not-found page).
    if (prerendered?.status === 404 && head.status !== 404) head = notFoundHead(locale);
    ctx.status = head.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Cookie');
    const { template: page, routeChunks } = template(locale);
    const html = composeDocument(page, { headTags: headTags(head, origin, locale), rootHtml: prerendered?.html, bodyEnd: prerendered?.bodyEnd, routeChunks: prerendered?.status === 200 ? routeChunks(path) : [] });
    // Revalidated on every visit (no-cache): an unchanged page answers 304 without a body.
    ctx.set('ETag', `W/"${createHash('sha1').update(html).digest('base64url')}"`);
    if (ctx.status === 200 && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = html;
  };
}
