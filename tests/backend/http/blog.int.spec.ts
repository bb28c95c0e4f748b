// API tests for the public blog: published posts only, newest first; drafts and unpublished posts are never public; unique slugs.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startTestServer, type TestServer } from '../../helpers/server';
import { client } from '../../helpers/http';
import { assertClean, signedInStudent, systemAt } from '../../helpers/journey-fixtures';
import { createBlogPost, type NewBlogPost } from '@backend/commands/blog/create-blog-post';
import { unpublishBlogPost } from '@backend/commands/blog/unpublish-blog-post';
import { publishBlogPost } from '@backend/commands/blog/publish-blog-post';
import { DomainError } from '@domain/shared/errors';
import type { BlogPost } from '@domain/blog/types';

const api = suite<{ srv: TestServer; ids: Record<string, string> }>('blog API');

const BLOG_KEYS = ['authorId', 'category', 'content', 'createdAt', 'excerpt', 'id', 'published', 'publishedAt', 'slug', 'tags', 'title'];
const post = (slug: string, publish: boolean): NewBlogPost => ({
  slug, title: `Title ${slug}`, excerpt: `About ${slug}`, content: 'First paragraph.\n\nSecond <b>paragraph</b>.', category: 'Career Tips', tags: ['tips'], publish,
});

api.before(async (ctx) => {
  ctx.srv = await startTestServer();
  ctx.ids = {};
  ctx.ids.old = (await createBlogPost(systemAt(ctx.srv, '2025-01-01T10:00:00.000Z'), post('older-post', true))).postId;
  ctx.ids.draft = (await createBlogPost(systemAt(ctx.srv, '2025-01-02T10:00:00.000Z'), post('secret-draft', false))).postId;
  ctx.ids.newer = (await createBlogPost(systemAt(ctx.srv, '2025-01-03T10:00:00.000Z'), post('newer-post', true))).postId;
  ctx.ids.withdrawn = (await createBlogPost(systemAt(ctx.srv, '2025-01-04T10:00:00.000Z'), post('withdrawn-post', true))).postId;
  const { appended } = await unpublishBlogPost(systemAt(ctx.srv), ctx.ids.withdrawn);
  await ctx.srv.backend.deps.projections.waitFor(appended);
});
api.after(async (ctx) => {
  await ctx.srv.close();
});

api('GET /api/blog → published posts only, newest publishedAt first, BlogPost shape', async ({ srv }) => {
  const res = await client(srv.url).get<BlogPost[]>('/api/blog');
  assert.is(res.status, 200);
  assert.equal(res.body.map((p) => p.slug), ['newer-post', 'older-post']);
  for (const p of res.body) {
    assert.equal(Object.keys(p).sort(), BLOG_KEYS);
    assert.is(p.published, true);
  }
  assert.is(res.body[0].publishedAt, '2025-01-03T10:00:00.000Z');
  assert.is(res.body[0].content, 'First paragraph.\n\nSecond <b>paragraph</b>.');
  assert.not.match(res.text, /secret-draft|withdrawn-post/);
  assertClean(res.text);
});

api('GET /api/blog/:slug → the published post; drafts, unpublished and missing posts → 404 Blog post not found', async ({ srv }) => {
  const c = client(srv.url);
  const found = await c.get<BlogPost>('/api/blog/older-post');
  assert.is(found.status, 200);
  assert.is(found.body.title, 'Title older-post');
  // Its content as HTML too (readers' phones load no Markdown library): markup written in the post is text.
  assert.is((found.body as BlogPost & { contentHtml: string }).contentHtml, '<p>First paragraph.</p>\n<p>Second &lt;b&gt;paragraph&lt;/b&gt;.</p>\n');
  assertClean(found.text);
  for (const slug of ['secret-draft', 'withdrawn-post', 'no-such-post']) {
    const res = await c.get(`/api/blog/${slug}`);
    assert.is(res.status, 404, slug);
    assert.equal(res.body, { message: 'Blog post not found' });
  }
});

api('publishing a draft makes it public; slugs are unique', async ({ srv, ids }) => {
  await srv.backend.deps.projections.waitFor((await publishBlogPost(systemAt(srv, '2025-02-01T10:00:00.000Z'), ids.draft)).appended);
  const c = client(srv.url);
  assert.is((await c.get('/api/blog/secret-draft')).status, 200);
  assert.is((await c.get<BlogPost[]>('/api/blog')).body[0].slug, 'secret-draft');
  try {
    await createBlogPost(systemAt(srv), post('older-post', true));
    assert.unreachable('a second post took an existing slug');
  } catch (error) {
    assert.instance(error, DomainError);
    assert.is((error as DomainError).kind, 'conflict');
  }
  await srv.backend.deps.projections.waitFor((await unpublishBlogPost(systemAt(srv), ids.draft)).appended);
  assert.is((await c.get('/api/blog/secret-draft')).status, 404);
});

api('a student cannot write a blog post over the API', async ({ srv }) => {
  const student = await signedInStudent(srv);
  const res = await student.post('/api/admin/blog', { ...post('student-post', true) });
  assert.ok(res.status === 403 || res.status === 404, `status ${res.status}`);
  assert.is((await client(srv.url).get('/api/blog/student-post')).status, 404);
});

api.run();
