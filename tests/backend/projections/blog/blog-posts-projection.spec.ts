// Specs of the blogPosts projection: created posts are drafts until published; unpublishing makes them drafts again.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BLOG_POSTS, blogPostsProjection } from '@backend/projections/blog/blog-posts-projection';
import type { BlogPost } from '@domain/blog/types';
import type { BlogPostCreated } from '@domain/blog/events';
import { assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('blogPosts projection');

const created = (id: string): BlogPostCreated => ({
  type: 'BlogPostCreated',
  data: {
    postId: id, slug: `slug-${id}`, title: `Title ${id}`, excerpt: 'Short', content: 'Line one\nLine two\n\n<script>alert(1)</script>',
    category: 'Career Tips', tags: ['tips'], authorId: 'system', createdAt: '2025-03-01T10:00:00.000Z',
  },
});

function journey() {
  const { log, add } = eventLog();
  add('blogslug-slug-p-1', { type: 'BlogSlugClaimed', data: { slug: 'slug-p-1', postId: 'p-1' } });
  add('blogpost-p-1', created('p-1'));
  add('blogpost-p-2', created('p-2'));
  add('blogpost-p-1', { type: 'BlogPostPublished', data: { postId: 'p-1', publishedAt: '2025-03-02T10:00:00.000Z' } });
  add('blogpost-p-2', { type: 'BlogPostPublished', data: { postId: 'p-2', publishedAt: '2025-03-02T11:00:00.000Z' } });
  add('blogpost-p-2', { type: 'BlogPostUnpublished', data: { postId: 'p-2', at: '2025-03-03T10:00:00.000Z' } });
  return log;
}

test('created → draft; published → published with publishedAt; content stored exactly as given', () => {
  const docs = project(blogPostsProjection, journey());
  const expected: BlogPost = {
    id: 'p-1', slug: 'slug-p-1', title: 'Title p-1', excerpt: 'Short', content: 'Line one\nLine two\n\n<script>alert(1)</script>',
    category: 'Career Tips', tags: ['tips'], published: true, authorId: 'system', createdAt: '2025-03-01T10:00:00.000Z', publishedAt: '2025-03-02T10:00:00.000Z',
  };
  assert.equal(docs.get('p-1'), expected);
});

test('unpublished → a draft again, without publishedAt', () => {
  const p2 = project(blogPostsProjection, journey()).get('p-2')!;
  assert.is(p2.published, false);
  assert.is(p2.publishedAt, null);
  assert.equal(blogPostsProjection.indexes, ['slug', 'published']);
});

test('applying the same events twice changes nothing', async () => {
  await assertReplayIsIdempotent(journey(), [BLOG_POSTS]);
});

test.run();
