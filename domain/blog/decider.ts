// The blog post aggregate (stream `blogpost-<id>`): create (optionally published at once), publish, unpublish.
import { assertNever, type Decider } from '../shared/decider';
import { conflict, notFound } from '../shared/errors';
import type { BlogPostCommand } from './commands';
import type { BlogPostEvent } from './events';

export const blogPostStream = (postId: string) => `blogpost-${postId}`;
export const BLOG_POST_NOT_FOUND = 'Blog post not found';

export interface BlogPostState {
  created: boolean;
  published: boolean;
}

export const initialBlogPostState = (): BlogPostState => ({ created: false, published: false });

export function evolveBlogPost(state: BlogPostState, event: BlogPostEvent): BlogPostState {
  switch (event.type) {
    case 'BlogPostCreated':
      return { created: true, published: false };
    case 'BlogPostPublished':
      return { ...state, published: true };
    case 'BlogPostUnpublished':
      return { ...state, published: false };
    default:
      return assertNever(event);
  }
}

export function decideBlogPost(command: BlogPostCommand, state: BlogPostState): BlogPostEvent[] {
  switch (command.type) {
    case 'CreateBlogPost': {
      if (state.created) throw conflict('This blog post already exists');
      const { publish, ...data } = command.data;
      const created: BlogPostEvent = { type: 'BlogPostCreated', data };
      return publish ? [created, { type: 'BlogPostPublished', data: { postId: data.postId, publishedAt: data.createdAt } }] : [created];
    }
    // Publishing a published post, or unpublishing a draft, changes nothing.
    case 'PublishBlogPost':
      if (!state.created) throw notFound(BLOG_POST_NOT_FOUND);
      return state.published ? [] : [{ type: 'BlogPostPublished', data: { postId: command.data.postId, publishedAt: command.data.at } }];
    case 'UnpublishBlogPost':
      if (!state.created) throw notFound(BLOG_POST_NOT_FOUND);
      return state.published ? [{ type: 'BlogPostUnpublished', data: command.data }] : [];
    default:
      return assertNever(command);
  }
}

export const blogPostDecider: Decider<BlogPostState, BlogPostCommand, BlogPostEvent> = {
  initialState: initialBlogPostState,
  evolve: evolveBlogPost,
  decide: decideBlogPost,
};
