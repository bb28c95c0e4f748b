// Router for the public blog: published posts only (drafts answer 404 like missing posts).
import Router from '@koa/router';
import { notFound } from '@domain/shared/errors';
import { BLOG_POST_NOT_FOUND } from '@domain/blog/decider';
import { getPublishedBlogPost } from '../../queries/blog/get-blog-post';
import { listPublishedBlogPosts } from '../../queries/blog/list-blog-posts';

export function blogRoutes() {
  const router = new Router({ prefix: '/api/blog' });

  router.get('/', async (ctx) => {
    ctx.body = await listPublishedBlogPosts(ctx.deps.readStore);
  });

  router.get('/:slug', async (ctx) => {
    const post = await getPublishedBlogPost(ctx.deps.readStore, ctx.params.slug);
    if (!post) throw notFound(BLOG_POST_NOT_FOUND);
    ctx.body = post;
  });

  return router;
}
