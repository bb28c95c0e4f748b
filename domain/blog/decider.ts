// The blog post aggregate (stream `blogpost-<id>`): create (optionally published at once), edit, publish, unpublish, delete.
import { assertNever, type Decider } from '../shared/decider';
import { conflict, notFound } from '../shared/errors';
import type { BlogPostCommand } from './commands';
import type { BlogPostChanges, BlogPostEvent } from './events';

export const blogPostStream = (postId: string) => `blogpost-${postId}`;
export const BLOG_POST_NOT_FOUND = 'Blog post not found';

export interface BlogPostState {
  created: boolean;
  deleted: boolean;
  published: boolean;
  slug: string | null;
}

export const initialBlogPostState = (): BlogPostState => ({ created: false, deleted: false, published: false, slug: null });

/**
 * An edit as it applies to the post: the changes, without a slug that is the post's own already; and the new slug to claim
 * before the edit is decided (null: none), which only a post that exists and is not deleted claims (decide refuses the others).
 */
export function slugChangeOf(post: BlogPostState, changes: BlogPostChanges): { changes: BlogPostChanges; slugToClaim: string | null } {
  const { slug, ...rest } = changes;
  const newSlug = slug && slug !== post.slug ? slug : undefined;
  return { changes: newSlug ? { ...rest, slug: newSlug } : rest, slugToClaim: newSlug && post.created && !post.deleted ? newSlug : null };
}

export function evolveBlogPost(state: BlogPostState, event: BlogPostEvent): BlogPostState {
  switch (event.type) {
    case 'BlogPostCreated':
      return { ...state, created: true, published: false, slug: event.data.slug };
    case 'BlogPostPublished':
      return { ...state, published: true };
    case 'BlogPostUnpublished':
      return { ...state, published: false };
    case 'BlogPostEdited':
      return { ...state, slug: event.data.changes.slug ?? state.slug };
    case 'BlogPostDeleted':
      return { ...state, deleted: true, published: false };
    default:
      return assertNever(event);
  }
}

export function decideBlogPost(command: BlogPostCommand, state: BlogPostState): BlogPostEvent[] {
  if (command.type !== 'CreateBlogPost' && (!state.created || state.deleted || !state.slug)) throw notFound(BLOG_POST_NOT_FOUND);
  switch (command.type) {
    case 'CreateBlogPost': {
      if (state.created) throw conflict('This blog post already exists');
      const { publish, ...data } = command.data;
      const created: BlogPostEvent = { type: 'BlogPostCreated', data };
      return publish ? [created, { type: 'BlogPostPublished', data: { postId: data.postId, publishedAt: data.createdAt } }] : [created];
    }
    // Publishing a published post, or unpublishing a draft, changes nothing.
    case 'PublishBlogPost':
      return state.published ? [] : [{ type: 'BlogPostPublished', data: { postId: command.data.postId, publishedAt: command.data.at } }];
    case 'UnpublishBlogPost':
      return state.published ? [{ type: 'BlogPostUnpublished', data: command.data }] : [];
    case 'EditBlogPost': {
      const { postId, changes, at } = command.data;
      if (Object.keys(changes).length === 0) return [];
      return [{ type: 'BlogPostEdited', data: { postId, changes, previousSlug: state.slug!, at } }];
    }
    case 'DeleteBlogPost':
      return [{ type: 'BlogPostDeleted', data: { postId: command.data.postId, slug: state.slug!, at: command.data.at } }];
    default:
      return assertNever(command);
  }
}

export const blogPostDecider: Decider<BlogPostState, BlogPostCommand, BlogPostEvent> = {
  initialState: initialBlogPostState,
  evolve: evolveBlogPost,
  decide: decideBlogPost,
  snapshot: { name: 'blogpost', version: 1 },
};
