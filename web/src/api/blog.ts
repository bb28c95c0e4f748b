// The published blog: the list, GET /api/blog (newest first), and one post, GET /api/blog/:slug (404 'Blog post not
// found' for missing posts and drafts). Shared (web/src/api/): the blog pages (blog) read it, and the admins (admin)
// refresh it after changing a post.
import { queryOptions } from '@tanstack/react-query';
import type { BlogPost, PublishedBlogPost } from '@domain/blog/types';
import { api } from '@/lib/api-client';

/** Everything under `all` is refreshed when a post changes: the list and every post page. */
export const blogKeys = {
  all: ['blog'] as const,
  list: () => [...blogKeys.all, 'list'] as const,
  details: () => [...blogKeys.all, 'detail'] as const,
  detail: (slug: string) => [...blogKeys.details(), slug] as const,
};

export function blogPostsQueryOptions() {
  return queryOptions({
    queryKey: blogKeys.list(),
    queryFn: () => api.get<BlogPost[]>('/api/blog'),
  });
}

export function blogPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: blogKeys.detail(slug),
    queryFn: () => api.get<PublishedBlogPost>(`/api/blog/${encodeURIComponent(slug)}`),
  });
}
