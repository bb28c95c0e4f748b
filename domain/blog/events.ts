// Events of the blog context: the slug claim (stream `blogslug-<slug>`) and the post (stream `blogpost-<id>`).
import type { EventOf } from '../shared/event';

/** A claim that makes a blog slug unique. */
export type BlogSlugClaimed = EventOf<'BlogSlugClaimed', { slug: string; postId: string }>;
/** The slug is free again (its post was deleted or moved to another slug). */
export type BlogSlugReleased = EventOf<'BlogSlugReleased', { slug: string; postId: string }>;
/** Content is stored as written; the SPA renders it safely. */
export type BlogPostCreated = EventOf<
  'BlogPostCreated',
  {
    postId: string;
    slug: string;
    title: string;
    excerpt: string;
    content: string;
    category: string;
    tags: string[];
    authorId: string;
    createdAt: string;
  }
>;
export type BlogPostPublished = EventOf<'BlogPostPublished', { postId: string; publishedAt: string }>;
export type BlogPostUnpublished = EventOf<'BlogPostUnpublished', { postId: string; at: string }>;
/** Fields an admin may change; a new slug was claimed before (and the old one is released after). */
export type BlogPostChanges = Partial<Pick<BlogPostCreated['data'], 'slug' | 'title' | 'excerpt' | 'content' | 'category' | 'tags'>>;
export type BlogPostEdited = EventOf<'BlogPostEdited', { postId: string; changes: BlogPostChanges; previousSlug: string; at: string }>;
export type BlogPostDeleted = EventOf<'BlogPostDeleted', { postId: string; slug: string; at: string }>;
export type BlogPostEvent = BlogPostCreated | BlogPostPublished | BlogPostUnpublished | BlogPostEdited | BlogPostDeleted;
export type SlugClaimEvent = BlogSlugClaimed | BlogSlugReleased;
export type BlogContextEvent = SlugClaimEvent | BlogPostEvent;

export const BLOG_EVENT_VERSIONS: Record<BlogContextEvent['type'], number> = {
  BlogSlugClaimed: 1,
  BlogSlugReleased: 1,
  BlogPostCreated: 1,
  BlogPostPublished: 1,
  BlogPostUnpublished: 1,
  BlogPostEdited: 1,
  BlogPostDeleted: 1,
};
