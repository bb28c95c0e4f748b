// GET /robots.txt and /sitemap.xml: crawlers may read every public page and are kept out of the private ones; the
// sitemap lists the public static pages, every active internship and every published post, with their dates, each in
// every language with its hreflang alternates.
import Router from '@koa/router';
import type { Context } from 'koa';
import { PRIVATE_PATH_PREFIXES, STATIC_PUBLIC_PATHS } from '@domain/site/page-meta';
import { listPublishedBlogPosts } from '@backend/queries/blog/list-blog-posts';
import { listActiveInternshipStamps } from '@backend/queries/internships/list-active-internship-stamps';
import { siteOrigin } from './site-origin';
import { escapeHtml, hreflangLinks } from './seo/head-tags';
import { LOCALES, localizedPath } from '@domain/i18n/locales';

export function robotsTxt(origin: string): string {
  // The API stays allowed: a search engine that runs the page's JavaScript reads the public pages' data from it.
  // …in every language (/hi/dashboard is /dashboard in Hindi).
  const disallowed = LOCALES.flatMap((locale) => PRIVATE_PATH_PREFIXES.map((prefix) => `Disallow: ${localizedPath(locale, prefix)}`));
  return ['User-agent: *', 'Allow: /', ...disallowed, '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}

interface SitemapEntry {
  path: string;
  lastmod?: string | null;
}

/** Every page in each language (issue 33), each listing all its languages and English as x-default. */
export function sitemapXml(origin: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastmod }) => {
    const date = lastmod && !Number.isNaN(Date.parse(lastmod)) ? `<lastmod>${new Date(lastmod).toISOString()}</lastmod>` : '';
    const alternates = hreflangLinks(origin, path)
      .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}"/>`)
      .join('');
    return LOCALES.map((locale) => `  <url><loc>${escapeHtml(origin + localizedPath(locale, path))}</loc>${date}${alternates}</url>`);
  });
  const urlset = '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">';
  return ['<?xml version="1.0" encoding="UTF-8"?>', urlset, ...urls, '</urlset>', ''].join('\n');
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
