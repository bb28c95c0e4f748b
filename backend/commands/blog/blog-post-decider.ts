// The blog post aggregate (stream `blogpost-<id>`): create (optionally published at once), publish, unpublish.
import type { BlogPostCreated, BlogPostEvent } from '../../../domain/events';
import { assertNever } from '../../../domain/events';
import { conflict, notFound } from '../../../domain/errors';
import type { Decider } from '../command-handler';

export const blogPostStream = (postId: string) => `blogpost-${postId}`;
export const BLOG_POST_NOT_FOUND = 'Blog post not found';

export interface BlogPostState {
  created: boolean;
  published: boolean;
}

export type CreateBlogPost = { type: 'CreateBlogPost'; data: BlogPostCreated['data'] & { publish: boolean } };
export type PublishBlogPost = { type: 'PublishBlogPost'; data: { postId: string; at: string } };
export type UnpublishBlogPost = { type: 'UnpublishBlogPost'; data: { postId: string; at: string } };
export type BlogPostCommand = CreateBlogPost | PublishBlogPost | UnpublishBlogPost;

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
