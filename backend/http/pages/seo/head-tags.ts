// Renders a page's head as HTML: <title>, description, canonical, Open Graph and Twitter card tags for link previews,
// and JSON-LD (data, not script: the CSP's script-src does not apply to it), every value escaped.
import { documentTitle, SITE_NAME } from '@domain/site/page-meta';
import { jsonForScript } from '@domain/site/json-script';
import type { PageHead } from '../page-head';

/** The link-preview picture served from web/public: 1200 × 630 (what chat apps and social sites show), a JPEG of 65 KB. */
export const PREVIEW_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630, alt: `${SITE_NAME}: Connect. Learn. Grow.` };

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

export function headTags(head: PageHead, origin: string): string {
  const title = documentTitle(head.meta);
  const url = head.canonicalPath === null ? null : origin + head.canonicalPath;
  const image = origin + PREVIEW_IMAGE.path;
  const og = head.openGraph;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.meta.description),
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : meta('name', 'robots', 'noindex'),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', og.type),
    meta('property', 'og:title', head.meta.title),
    meta('property', 'og:description', head.meta.description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)),
    meta('property', 'og:image:alt', PREVIEW_IMAGE.alt),
    meta('property', 'og:locale', 'en_IN'),
    ...(og.type === 'article'
      ? [
          ...(og.publishedTime ? [meta('property', 'article:published_time', og.publishedTime)] : []),
          ...(og.section ? [meta('property', 'article:section', og.section)] : []),
          ...og.tags.map((tag) => meta('property', 'article:tag', tag)),
        ]
      : []),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.meta.title),
    meta('name', 'twitter:description', head.meta.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', PREVIEW_IMAGE.alt),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n    ');
}
