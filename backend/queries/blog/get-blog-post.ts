// Query: one blog post; the public lookup by slug answers null for drafts, as for missing posts.
import type { BlogPost } from '@domain/blog/types';
import { BLOG_POSTS } from '@backend/projections/blog/blog-posts-projection';
import { withoutBookkeeping } from '@backend/processors/projection';
import type { ReadStore } from '@backend/read-store/read-store';

export const toBlogPost = (doc: BlogPost): BlogPost => withoutBookkeeping(doc);

/** Any post, draft or not (commands and admin views). */
export async function getBlogPostById(store: ReadStore, id: string): Promise<BlogPost | null> {
  const doc = await store.collection<BlogPost>(BLOG_POSTS).get(id);
  return doc ? toBlogPost(doc) : null;
}

/** A published post by its slug; null when missing or a draft. */
export async function getPublishedBlogPost(store: ReadStore, slug: string): Promise<BlogPost | null> {
  const [doc] = await store.collection<BlogPost>(BLOG_POSTS).find({ slug: slug.toLowerCase(), published: true }, { limit: 1 });
  return doc ? toBlogPost(doc) : null;
}
