// Router for blog management: every post with drafts; backend admins create, edit, publish/unpublish and delete posts.
import Router from '@koa/router';
import { adminListQuerySchema } from '@domain/admin/schemas';
import { BLOG_POST_NOT_FOUND } from '@domain/blog/decider';
import { createBlogPostSchema, editBlogPostSchema } from '@domain/blog/schemas';
import { notFound } from '@domain/shared/errors';
import { lastAppended } from '@backend/commands/command-handler';
import { createBlogPost } from '@backend/commands/blog/create-blog-post';
import { deleteBlogPost } from '@backend/commands/blog/delete-blog-post';
import { editBlogPost } from '@backend/commands/blog/edit-blog-post';
import { publishBlogPost } from '@backend/commands/blog/publish-blog-post';
import { unpublishBlogPost } from '@backend/commands/blog/unpublish-blog-post';
import { listAdminBlogPosts } from '@backend/queries/admin/list-admin-blog-posts';
import { getBlogPostById } from '@backend/queries/blog/get-blog-post';
import { commandContext } from '@backend/http/middleware/auth';
import { sendPage } from './paging';
import { answerWhenProjected, projected } from '@backend/http/middleware/read-your-writes';
import { parses, parseOrThrow, validate, type Validated } from '@backend/http/middleware/validate';
import { adminsOnly, backendAdminsOnly } from './admin-guards';

export function adminBlogRoutes() {
  const router = new Router({ prefix: '/api/admin/blog' });

  const post = (ctx: { deps: { readStore: Parameters<typeof getBlogPostById>[0] } }, id: string) => async () => {
    const found = await getBlogPostById(ctx.deps.readStore, id);
    if (!found) throw notFound(BLOG_POST_NOT_FOUND);
    return found;
  };

  router.get('/', adminsOnly(), parses({ query: adminListQuerySchema }), async (ctx) => {
    sendPage(ctx, await listAdminBlogPosts(ctx.deps.readStore, parseOrThrow(adminListQuerySchema, ctx.query)));
  });

  router.post<Validated<typeof createBlogPostSchema>>('/', backendAdminsOnly(), validate(createBlogPostSchema), async (ctx) => {
    const { published, ...fields } = ctx.state.body;
    const { postId, appended } = await createBlogPost(commandContext(ctx), { ...fields, publish: published });
    await answerWhenProjected(ctx, appended, post(ctx, postId), { status: 201 });
  });

  // Edits and (un)publishing in one call; a new slug that another post has is a 409. The answer waits for the reactor
  // that frees a post's old slug, so the next call may take that slug at once.
  router.patch<Validated<typeof editBlogPostSchema>>('/:id', backendAdminsOnly(), validate(editBlogPostSchema), async (ctx) => {
    const postId = ctx.params.id;
    const { published, ...changes } = ctx.state.body;
    const command = commandContext(ctx);
    const edited = await editBlogPost(command, postId, changes);
    const toggled =
      published === undefined ? null : published ? await publishBlogPost(command, postId) : await unpublishBlogPost(command, postId);
    await answerWhenProjected(ctx, lastAppended(edited.appended, toggled?.appended ?? null), post(ctx, postId), { reactions: true });
  });

  router.delete('/:id', backendAdminsOnly(), async (ctx) => {
    const { appended } = await deleteBlogPost(commandContext(ctx), ctx.params.id);
    // As above: its slug is free when the answer comes.
    await projected(ctx.deps, appended, { reactions: true });
    ctx.status = 204;
  });

  return router;
}
