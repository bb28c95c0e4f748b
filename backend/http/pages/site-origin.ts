// The site's public origin for absolute URLs (canonical, link previews, sitemap): PUBLIC_URL when set, else the
// scheme and host the request came to (Koa 3's ctx.origin is the Origin header, not this).
import type { Context } from 'koa';

export const siteOrigin = (ctx: Context, publicUrl: string | null) => publicUrl ?? `${ctx.protocol}://${ctx.host}`;
