// GET /robots.txt and /sitemap.xml: crawlers may read every public page and are kept out of the private ones; the
// sitemap lists the public static pages, every active internship and every published post, with their dates.
import Router from '@koa/router';
import type { Context } from 'koa';
import { PRIVATE_PATH_PREFIXES, STATIC_PUBLIC_PATHS } from '@domain/site/page-meta';
import { listPublishedBlogPosts } from '@backend/queries/blog/list-blog-posts';
import { listActiveInternshipStamps } from '@backend/queries/internships/list-active-internship-stamps';
import { siteOrigin } from './site-origin';
import { escapeHtml } from './seo/head-tags';

export function robotsTxt(origin: string): string {
  // The API stays allowed: a search engine that runs the page's JavaScript reads the public pages' data from it.
  return ['User-agent: *', 'Allow: /', ...PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${prefix}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

interface SitemapEntry {
  path: string;
  lastmod?: string | null;
}

export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const date = lastmod && !Number.isNaN(Date.parse(lastmod)) ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(origin + path)}</loc>${date}</url>`;
  });
  return ['<?xml version="1.0" encoding="UTF-8"?>', '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">', ...urls, '</urlset>', ''].join('\n');
}

export function seoRoutes(publicUrl: string | null) {
  const router = new Router();
  const origin = (ctx: Context) => siteOrigin(ctx, publicUrl);

  router.get('/robots.txt', (ctx) => {
    ctx.type = 'text/plain; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.body = robotsTxt(origin(ctx));
  });

  router.get('/sitemap.xml', async (ctx) => {
    const [internships, posts] = await Promise.all([listActiveInternshipStamps(ctx.deps.readStore), listPublishedBlogPosts(ctx.deps.readStore)]);
    ctx.type = 'application/xml; charset=utf-8';
    ctx.set('Cache-Control', 'public, max-age=600');
    ctx.body = sitemapXml(origin(ctx), [
      ...STATIC_PUBLIC_PATHS.map((path) => ({ path })),
      ...internships.map((i) => ({ path: `/internship/${encodeURIComponent(i.id)}`, lastmod: i.createdAt })),
      ...posts.map((p) => ({ path: `/blog/${encodeURIComponent(p.slug)}`, lastmod: p.publishedAt ?? p.createdAt })),
    ]);
  });

  return router;
}
