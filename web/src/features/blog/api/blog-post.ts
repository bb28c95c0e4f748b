// The single blog post resource: GET /api/blog/:slug (404 'Blog post not found' for missing posts and drafts).
import { queryOptions } from '@tanstack/react-query';
import type { BlogPost } from '@domain/blog/types';
import { api } from '@/lib/api-client';
import { BLOG_PATH } from './blog-posts';

export function blogPostQueryOptions(slug: string) {
  return queryOptions({
    queryKey: [BLOG_PATH, slug] as const,
    queryFn: () => api.get<BlogPost>(`${BLOG_PATH}/${encodeURIComponent(slug)}`),
  });
}
