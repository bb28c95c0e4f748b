// Display helpers for blog posts: the excerpt fallback, the search match, the category list and the long date.
import { m } from '@/paraglide/messages.js';
import type { BlogPost } from '@domain/blog/types';
import { formatCount } from '@/i18n/locale';
import { dayText } from '@/i18n/written-format';
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

/** 'November 21, 2026' (in English) from publishedAt, else createdAt; null when neither is a date. */
export function publishedDate(post: Pick<BlogPost, 'publishedAt' | 'createdAt'>): string | null {
  const date = new Date(post.publishedAt ?? post.createdAt);
  return Number.isNaN(date.getTime()) ? null : dayText(date, 'long');
}

/** '5 min read' */
export const readTimeLabel = () => m.blog_read_time({ minutes: formatCount(5) });
/** 'By the Editorial Team' */
export const authorLabel = () => m.blog_author();
