// What a page's <head> says and which status it answers with, decided from the read models: an internship's or a
// post's own title, summary and structured data, 404 for a missing or closed one, the static pages' own titles; the
// words in the page's language (an internship's or a post's own texts stay as written).
import { blogPostPageMeta, internshipPageMeta, isStaticPublicPath, SITE_NAME, type PageMeta } from '@domain/site/page-meta';
import { pageMetaTexts } from '@domain/site/page-meta-texts';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@domain/i18n/locales';
import type { ReadStore } from '@backend/read-store/read-store';
import { getPublishedBlogPost } from '@backend/queries/blog/get-blog-post';
import { getActiveInternship } from '@backend/queries/internships/get-internship';
import { getPublicCompany } from '@backend/queries/users/get-public-company';
import { jobPosting } from './seo/job-posting';

export interface PageHead {
  status: 200 | 404;
  meta: PageMeta;
  /** The page's one address, without query (search filters and tabs are the same page); null: not to be indexed. */
  canonicalPath: string | null;
  openGraph: { type: 'website' } | { type: 'article'; publishedTime: string | null; section: string; tags: string[] };
  jsonLd: Record<string, unknown>[];
}

const page = (meta: PageMeta, canonicalPath: string | null, extra: Partial<PageHead> = {}): PageHead => ({
  status: 200,
  meta,
  canonicalPath,
  openGraph: { type: 'website' },
  jsonLd: [],
  ...extra,
});

export const notFoundHead = (locale: Locale = DEFAULT_LOCALE): PageHead => page(pageMetaTexts(locale).notFound, null, { status: 404 });

/** A path segment as the router reads it; null when it is not valid percent-encoding. */
function segment(raw: string): string | null {
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
}

async function internshipHead(store: ReadStore, id: string, origin: string, locale: Locale): Promise<PageHead> {
  const internship = await getActiveInternship(store, id);
  if (!internship) return notFoundHead(locale);
  const company = await getPublicCompany(store, internship.companyId);
  const path = `/internship/${encodeURIComponent(internship.id)}`;
  const meta = internshipPageMeta(internship, company, pageMetaTexts(locale));
  return page(meta, path, { jsonLd: [jobPosting(internship, company, origin + localizedPath(locale, path), locale)] });
}

async function blogPostHead(store: ReadStore, slug: string, origin: string, locale: Locale): Promise<PageHead> {
  const post = await getPublishedBlogPost(store, slug);
  if (!post) return notFoundHead(locale);
  const path = `/blog/${encodeURIComponent(post.slug)}`;
  const meta = blogPostPageMeta(post);
  const publisher = { '@type': 'Organization', name: SITE_NAME, url: `${origin}/` };
  return page(meta, path, {
    openGraph: { type: 'article', publishedTime: post.publishedAt, section: post.category, tags: post.tags },
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        description: meta.description,
        datePublished: post.publishedAt ?? post.createdAt,
        articleSection: post.category || undefined,
        keywords: post.tags.length ? post.tags.join(', ') : undefined,
        author: { '@type': 'Organization', name: `${SITE_NAME} Editorial Team` },
        publisher,
        mainEntityOfPage: origin + localizedPath(locale, path),
      },
    ],
  });
}

/**
 * The head of any page the SPA serves, in `locale`; `path` is unprefixed; `origin` is the site's public origin (for
 * absolute URLs in structured data).
 */
export async function pageHead(store: ReadStore, path: string, origin: string, locale: Locale = DEFAULT_LOCALE): Promise<PageHead> {
  const internship = /^\/internship\/([^/]+)\/?$/.exec(path);
  if (internship) {
    const id = segment(internship[1]);
    return id ? internshipHead(store, id, origin, locale) : notFoundHead(locale);
  }
  const post = /^\/blog\/([^/]+)\/?$/.exec(path);
  if (post) {
    const slug = segment(post[1]);
    return slug ? blogPostHead(store, slug, origin, locale) : notFoundHead(locale);
  }
  const texts = pageMetaTexts(locale);
  const normalized = path.length > 1 ? path.replace(/\/+$/, '') : path;
  if (isStaticPublicPath(normalized)) return page(texts.staticPages[normalized], normalized);
  // Private pages and paths the router may not know: the site's default words, kept out of search results.
  return page(texts.defaultMeta, null);
}
