// Display helpers for blog posts: the excerpt fallback, the search match, the category list and the long date.
import { m } from '@/paraglide/messages.js';
import type { BlogPost } from '@domain/blog/types';
import { englishDate } from '@domain/shared/english-format';
import { currentLocale, formatCount, intlLocale } from '@/i18n/locale';
import { BLOG_EXCERPT_FALLBACK_CHARS } from '@/lib/ui-constants';

/** SPEC §9: without an excerpt, the first 150 characters of the content. */
export function excerptOf(post: Pick<BlogPost, 'excerpt' | 'content'>): string {
  const excerpt = post.excerpt?.trim();
  if (excerpt) return excerpt;
  const content = post.content.trim();
  return content.length > BLOG_EXCERPT_FALLBACK_CHARS ? `${content.slice(0, BLOG_EXCERPT_FALLBACK_CHARS)}...` : content;
}

/** SPEC §2: the search box matches the title, the content or the excerpt, case-insensitive. */
export function matchesSearch(post: Pick<BlogPost, 'title' | 'content' | 'excerpt'>, text: string): boolean {
  const needle = text.trim().toLowerCase();
  if (!needle) return true;
  return [post.title, post.content, post.excerpt].some((field) => (field ?? '').toLowerCase().includes(needle));
}

/** The categories found in the posts, in the order they first appear. */
export function categoriesOf(posts: Pick<BlogPost, 'category'>[]): string[] {
  return [...new Set(posts.map((p) => p.category.trim()).filter(Boolean))];
}

// In UTC: a pre-rendered article shows the same date the browser then hydrates, wherever the server and the reader are.
// In the page's language (made on first use: on the server the language is known per render).
const longDates = new Map<string, Intl.DateTimeFormat>();
const longDate = () => {
  const locale = intlLocale();
  let format = longDates.get(locale);
  if (!format) longDates.set(locale, (format = new Intl.DateTimeFormat(locale, { month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' })));
  return format;
};

/** 'November 21, 2026' (in English) from publishedAt, else createdAt; null when neither is a date. */
export function publishedDate(post: Pick<BlogPost, 'publishedAt' | 'createdAt'>): string | null {
  const date = new Date(post.publishedAt ?? post.createdAt);
  if (Number.isNaN(date.getTime())) return null;
  // Sinhala's month names are missing from some browsers' date data: a page pre-rendered with Node's would not hydrate
  // into the same text. Its dates are written the way Sri Lanka's forms write them (as the internships' dates are).
  if (currentLocale() === 'si') return date.toISOString().slice(0, 10);
  // English without Intl: a page's first Intl formatter costs the phone a long task (english-format.ts).
  if (currentLocale() === 'en') return englishDate(date, 'long');
  return longDate().format(date);
}

/** '5 min read' */
export const readTimeLabel = () => m.blog_read_time({ minutes: formatCount(5) });
/** 'By the Editorial Team' */
export const authorLabel = () => m.blog_author();
