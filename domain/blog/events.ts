// Events of the blog context: the slug claim (stream `blogslug-<slug>`) and the post (stream `blogpost-<id>`).
import type { EventOf } from '../shared/event';

/** A claim that makes a blog slug unique. */
export type BlogSlugClaimed = EventOf<'BlogSlugClaimed', { slug: string; postId: string }>;
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
export type BlogPostEvent = BlogPostCreated | BlogPostPublished | BlogPostUnpublished;
export type BlogContextEvent = BlogSlugClaimed | BlogPostEvent;

export const BLOG_EVENT_VERSIONS: Record<BlogContextEvent['type'], number> = {
  BlogSlugClaimed: 1,
  BlogPostCreated: 1,
  BlogPostPublished: 1,
  BlogPostUnpublished: 1,
};
