// Router for the public blog: published posts only (drafts answer 404 like missing posts), answered from the answer cache
// while the posts stand still; anyone may read it (app.ts also serves it before the session machinery for visitors).
import Router from '@koa/router';
import { notFound } from '@domain/shared/errors';
import { BLOG_POST_NOT_FOUND } from '@domain/blog/decider';
import { postHtml } from '@domain/blog/post-html';
import type { PublishedBlogPost } from '@domain/blog/types';
import { getPublishedBlogPost } from '@backend/queries/blog/get-blog-post';
import { listPublishedBlogPosts } from '@backend/queries/blog/list-blog-posts';
import { BLOG_POSTS } from '@backend/projections/blog/blog-posts-projection';
import { answerCache } from '../cache/answer-cache';

const json = (value: unknown) => Buffer.from(JSON.stringify(value));

export function blogRoutes() {
  const router = new Router({ prefix: '/api/blog' });

  const answer = answerCache();

  router.get('/', (ctx) => answer(ctx, BLOG_POSTS, async () => ({ body: json(await listPublishedBlogPosts(ctx.deps.readStore)) })));

  router.get('/:slug', (ctx) =>
    answer(ctx, BLOG_POSTS, async () => {
      const post = await getPublishedBlogPost(ctx.deps.readStore, ctx.params.slug);
      if (!post) throw notFound(BLOG_POST_NOT_FOUND);
      // With its HTML, made here once per change of the posts (the answer is cached): readers load no Markdown library.
      return { body: json({ ...post, contentHtml: postHtml(post.content) } satisfies PublishedBlogPost) };
    }),
  );

  return router;
}
