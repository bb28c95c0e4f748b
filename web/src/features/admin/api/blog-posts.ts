// Blog posts for the admins (drafts included): create, edit, publish or unpublish, delete (backend admins).
import { m } from '@/paraglide/messages.js';
import type { BlogPost } from '@domain/blog/types';
import { api } from '@/lib/api-client';
import { adminCountQueryOptions, adminListQueryOptions, type ListParams } from './admin-list';
import { useAdminMutation } from './admin-mutation';

const BLOG_ADMIN_PATH = '/api/admin/blog';

export interface BlogPostDraft {
  title: string;
  slug: string;
  excerpt: string;
  category: string;
  /** Comma-separated, as typed. */
  tags: string;
  content: string;
  published: boolean;
}

export const adminBlogPostsQueryOptions = (params: Partial<ListParams>) => adminListQueryOptions<BlogPost>('blog', BLOG_ADMIN_PATH, params);
export const adminBlogPostCountQueryOptions = () => adminCountQueryOptions('blog', BLOG_ADMIN_PATH);

const postPath = (id: string) => `/api/admin/blog/${encodeURIComponent(id)}`;

export const useCreateBlogPost = () => useAdminMutation((draft: BlogPostDraft) => api.post<BlogPost>(BLOG_ADMIN_PATH, draft), () => m.admin_toast_post_created());

export const useEditBlogPost = () =>
  useAdminMutation(
    ({ id, changes }: { id: string; changes: Partial<BlogPostDraft> }) => api.patch<BlogPost>(postPath(id), changes),
    (_saved, { changes }) =>
      Object.keys(changes).length === 1 && changes.published !== undefined
        ? changes.published
          ? m.admin_toast_post_published()
          : m.admin_toast_post_unpublished()
        : m.admin_toast_post_updated(),
  );

export const useDeleteBlogPost = () => useAdminMutation((id: string) => api.delete(postPath(id)), () => m.admin_toast_post_deleted());
