// Renders a page's head as HTML: <title>, description, canonical, Open Graph and Twitter card tags for link previews,
// the page's other languages (hreflang), and JSON-LD (data, not script: the CSP's script-src does not apply to it), every
// value escaped; the words in the page's language.
import { documentTitle, SITE_NAME } from '@domain/site/page-meta';
import { pageMetaTexts } from '@domain/site/page-meta-texts';
import { jsonForScript } from '@domain/site/json-script';
import { DEFAULT_LOCALE, LOCALES, localizedPath, type Locale } from '@domain/i18n/locales';
import type { PageHead } from '../page-head';

/** The link-preview picture served from web/public: 1200 × 630 (what chat apps and social sites show), a JPEG of 65 KB. */
export const PREVIEW_IMAGE = { path: '/og-image.jpg', width: 1200, height: 630 };

export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

const meta = (attr: 'name' | 'property', key: string, content: string) => `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;

/** Open Graph's locale of each language (its main country among the site's). */
const OG_LOCALE: Record<Locale, string> = { en: 'en_IN', hi: 'hi_IN', bn: 'bn_IN', ur: 'ur_PK', ta: 'ta_IN', si: 'si_LK' };

/**
 * The page in every language for search engines (issue 33): one `alternate` per language and English as `x-default`.
 * `path` is the page's unprefixed canonical path.
 */
export function hreflangLinks(origin: string, path: string): { hreflang: string; href: string }[] {
  return [...LOCALES.map((l) => ({ hreflang: l, href: origin + localizedPath(l, path) })), { hreflang: 'x-default', href: origin + path }];
}

/** The head of a page in `locale` (its canonical address is the page in that language). */
export function headTags(head: PageHead, origin: string, locale: Locale = DEFAULT_LOCALE): string {
  const title = documentTitle(head.meta);
  const url = head.canonicalPath === null ? null : origin + localizedPath(locale, head.canonicalPath);
  const alternates = head.canonicalPath === null ? [] : hreflangLinks(origin, head.canonicalPath);
  const image = origin + PREVIEW_IMAGE.path;
  const imageAlt = pageMetaTexts(locale).previewImageAlt;
  const og = head.openGraph;
  return [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', head.meta.description),
    url ? `<link rel="canonical" href="${escapeHtml(url)}" />` : meta('name', 'robots', 'noindex'),
    ...alternates.map((a) => `<link rel="alternate" hreflang="${a.hreflang}" href="${escapeHtml(a.href)}" />`),
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:type', og.type),
    meta('property', 'og:title', head.meta.title),
    meta('property', 'og:description', head.meta.description),
    ...(url ? [meta('property', 'og:url', url)] : []),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(PREVIEW_IMAGE.width)),
    meta('property', 'og:image:height', String(PREVIEW_IMAGE.height)),
    meta('property', 'og:image:alt', imageAlt),
    meta('property', 'og:locale', OG_LOCALE[locale]),
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
    meta('name', 'twitter:image:alt', imageAlt),
    ...head.jsonLd.map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ].join('\n    ');
}
