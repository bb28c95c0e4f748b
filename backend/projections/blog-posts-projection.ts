// Projection: the blogPosts read model (drafts included; queries serve published posts only).
import type { BlogPost } from '../../domain/blog';
import { defineProjection } from './projection';

export const BLOG_POSTS = 'blogPosts';

export const blogPostsProjection = defineProjection<BlogPost>({
  collection: BLOG_POSTS,
  indexes: ['slug', 'published'],
  idsOf: (event) => {
    switch (event.type) {
      case 'BlogPostCreated':
      case 'BlogPostPublished':
      case 'BlogPostUnpublished':
        return [event.data.postId];
      default:
        return [];
    }
  },
  evolve: (doc, event) => {
    switch (event.type) {
      case 'BlogPostCreated': {
        const d = event.data;
        return {
          id: d.postId,
          slug: d.slug,
          title: d.title,
          excerpt: d.excerpt,
          content: d.content,
          category: d.category,
          tags: d.tags,
          published: false,
          authorId: d.authorId,
          createdAt: d.createdAt,
          publishedAt: null,
        };
      }
      case 'BlogPostPublished':
        return doc && { ...doc, published: true, publishedAt: event.data.publishedAt };
      case 'BlogPostUnpublished':
        return doc && { ...doc, published: false, publishedAt: null };
      default:
        return doc;
    }
  },
});
