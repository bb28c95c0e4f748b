// The blog list resource: GET /api/blog (published posts, newest first).
import { queryOptions } from '@tanstack/react-query';
import type { BlogPost } from '@domain/blog/types';
import { api } from '@/lib/api-client';

export const BLOG_PATH = '/api/blog';

export function blogPostsQueryOptions() {
  return queryOptions({
    queryKey: [BLOG_PATH] as const,
    queryFn: () => api.get<BlogPost[]>(BLOG_PATH),
  });
}
