// Reactor: a slug no post uses any more — after a delete, or a slug change — is released for new posts.
import { defineReactor } from '../processors/reactor';
import { releaseSlug } from '../commands/blog/release-slug';

export const blogSlugReactor = defineReactor({
  name: 'blog-slug-release',
  handles: ['BlogPostDeleted', 'BlogPostEdited'],
  async react(event, ctx) {
    if (event.type === 'BlogPostDeleted') await releaseSlug(ctx, event.data.slug, event.data.postId);
    else if (event.data.changes.slug && event.data.changes.slug !== event.data.previousSlug)
      await releaseSlug(ctx, event.data.previousSlug, event.data.postId);
  },
});
