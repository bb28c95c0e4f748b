// Query: published blog posts, most recently published first (GET /api/blog); drafts never appear.
import type { BlogPost } from '@domain/blog/types';
import { BLOG_POSTS } from '@backend/projections/blog/blog-posts-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { toBlogPost } from './get-blog-post';

export async function listPublishedBlogPosts(store: ReadStore): Promise<BlogPost[]> {
  const docs = await store.collection<BlogPost>(BLOG_POSTS).find({ published: true }, { sort: { publishedAt: -1, id: 1 } });
  return docs.map(toBlogPost);
}
