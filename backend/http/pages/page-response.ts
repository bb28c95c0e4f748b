// Answers a request for a page of the SPA: its own head (title, description, canonical, link preview, structured data),
// its status (404 for a missing internship, post or route), and for visitors the page pre-rendered inside #root.
import { createHash } from 'node:crypto';
import type { Context } from 'koa';
import { isPrivatePath } from '@domain/site/page-meta';
import { composeDocument, indexTemplate } from './html-document';
import { notFoundHead, pageHead } from './page-head';
import { createPrerenderer } from './prerender';
import { headTags } from './seo/head-tags';
import { siteOrigin } from './site-origin';

/** Where this server itself listens, as seen from the connection that brought the request (for loopback API reads). */
function localOrigin(ctx: Context): string {
  const { localAddress = '127.0.0.1', localPort } = ctx.req.socket;
  const address = localAddress.replace(/^::ffff:/, '');
  return `http://${address.includes(':') ? `[${address}]` : address}:${localPort}`;
}

export function pageResponder(webDist: string, publicUrl: string | null) {
  const template = indexTemplate(webDist);
  const prerenderer = createPrerenderer(webDist);
  return async (ctx: Context) => {
    const origin = siteOrigin(ctx, publicUrl);
    let head = await pageHead(ctx.deps.readStore, ctx.path, origin);
    // Signed-in pages depend on the user: the browser renders them. Private pages only redirect a visitor to /auth.
    const prerendered = ctx.state.user || isPrivatePath(ctx.path) ? null : await prerenderer.render(ctx.url, localOrigin(ctx), origin);
    // A path no route knows is a 404 too (the router's not-found page).
    if (prerendered?.status === 404 && head.status !== 404) head = notFoundHead();
    ctx.status = head.status;
    ctx.type = 'html';
    ctx.set('Cache-Control', 'no-cache');
    ctx.vary('Cookie');
    const html = composeDocument(template(), { headTags: headTags(head, origin), rootHtml: prerendered?.html, bodyEnd: prerendered?.bodyEnd });
    // Revalidated on every visit (no-cache): an unchanged page answers 304 without a body.
    ctx.set('ETag', `W/"${createHash('sha1').update(html).digest('base64url')}"`);
    if (ctx.status === 200 && ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = html;
  };
}
