// Query: every blog post for the admin views, drafts included; searchable, sortable, paged.
import type { AdminListQuery } from '@domain/admin/schemas';
import type { BlogPost } from '@domain/blog/types';
import { BLOG_POSTS } from '@backend/projections/blog/blog-posts-projection';
import { withoutBookkeeping } from '@backend/processors/projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { page, type Page } from './page';

export async function listAdminBlogPosts(store: ReadStore, query: AdminListQuery): Promise<Page<BlogPost>> {
  const posts = (await store.collection<BlogPost>(BLOG_POSTS).find({})).map(withoutBookkeeping);
  return page(posts, query, {
    search: (p) => `${p.title} ${p.slug} ${p.category} ${p.tags.join(' ')} ${p.excerpt}`,
    sortable: ['createdAt', 'publishedAt', 'title', 'category', 'published'],
    defaultSort: 'createdAt',
  });
}
