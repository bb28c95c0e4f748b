// Projection `blogPosts`: every post, drafts included (queries serve published posts only).
import type { BlogPost } from '@domain/blog/types';
import { assertNever } from '@domain/shared/decider';
import { defineProjection } from '@backend/processors/projection';

export const BLOG_POSTS = 'blogPosts';

type Handled = 'BlogPostCreated' | 'BlogPostPublished' | 'BlogPostUnpublished' | 'BlogPostEdited' | 'BlogPostDeleted';

export const blogPostsProjection = defineProjection<BlogPost, Handled>({
  name: BLOG_POSTS,
  version: 1,
  handles: ['BlogPostCreated', 'BlogPostPublished', 'BlogPostUnpublished', 'BlogPostEdited', 'BlogPostDeleted'],
  indexes: ['slug', 'published'],
  idsOf: (event) => [event.data.postId],
  evolve: (doc, event) => {
    switch (event.type) {
      case 'BlogPostCreated': {
        const { postId, ...d } = event.data;
        return { id: postId, ...d, published: false, publishedAt: null };
      }
      case 'BlogPostPublished':
        return doc && { ...doc, published: true, publishedAt: event.data.publishedAt };
      case 'BlogPostUnpublished':
        return doc && { ...doc, published: false, publishedAt: null };
      case 'BlogPostEdited':
        return doc && { ...doc, ...event.data.changes };
      case 'BlogPostDeleted':
        return null;
      default:
        return assertNever(event);
    }
  },
});
