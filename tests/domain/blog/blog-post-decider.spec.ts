// Given/when/then specs of the blog post and slug claim deciders: create (draft or published), publish and unpublish idempotently, unique slugs.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { given } from '../../helpers/given-when-then';
import { BLOG_POST_NOT_FOUND, blogPostDecider } from '@domain/blog/decider';
import type { CreateBlogPost } from '@domain/blog/commands';
import { BAD_SLUG, SLUG_TAKEN, blogSlugStream, slugClaimDecider } from '@domain/blog/slug-claim';
import type { BlogPostCreated, BlogPostPublished, BlogPostUnpublished, BlogSlugClaimed } from '@domain/blog/events';

const test = suite('blog post and slug claim deciders');

const T = '2025-03-01T10:00:00.000Z';
const T2 = '2025-03-02T10:00:00.000Z';
const data: BlogPostCreated['data'] = {
  postId: 'p-1', slug: 'first-post', title: 'First', excerpt: 'Ex', content: 'One\n\nTwo', category: 'Career Tips', tags: ['a'], authorId: 'system', createdAt: T,
};
const create = (publish: boolean): CreateBlogPost => ({ type: 'CreateBlogPost', data: { ...data, publish } });
const created: BlogPostCreated = { type: 'BlogPostCreated', data };
const published = (at = T): BlogPostPublished => ({ type: 'BlogPostPublished', data: { postId: 'p-1', publishedAt: at } });
const unpublished: BlogPostUnpublished = { type: 'BlogPostUnpublished', data: { postId: 'p-1', at: T2 } };
const publish = { type: 'PublishBlogPost' as const, data: { postId: 'p-1', at: T2 } };
const unpublish = { type: 'UnpublishBlogPost' as const, data: { postId: 'p-1', at: T2 } };

test('a post is created as a draft, or created and published at its creation time', () => {
  given(blogPostDecider, []).when(create(false)).then([created]);
  given(blogPostDecider, []).when(create(true)).then([created, published(T)]);
  given(blogPostDecider, [created]).when(create(false)).thenThrows('conflict');
});

test('publish and unpublish change the state once; repeating them emits nothing', () => {
  given(blogPostDecider, [created]).when(publish).then([published(T2)]);
  given(blogPostDecider, [created, published()]).when(publish).then([]);
  given(blogPostDecider, [created, published()]).when(unpublish).then([unpublished]);
  given(blogPostDecider, [created]).when(unpublish).then([]);
});

test('publishing a missing post is not found', () => {
  given(blogPostDecider, []).when(publish).thenThrows('not_found', BLOG_POST_NOT_FOUND);
  given(blogPostDecider, []).when(unpublish).thenThrows('not_found', BLOG_POST_NOT_FOUND);
});

test('a slug is claimed once, unless the claimant was orphaned', () => {
  const claimed = (postId: string): BlogSlugClaimed => ({ type: 'BlogSlugClaimed', data: { slug: 'first-post', postId } });
  const claim = (postId: string, orphanedClaimant: string | null = null) => ({ type: 'ClaimSlug' as const, data: { slug: 'first-post', postId, orphanedClaimant } });
  given(slugClaimDecider, []).when(claim('p-1')).then([claimed('p-1')]);
  given(slugClaimDecider, [claimed('p-1')]).when(claim('p-2')).thenThrows('conflict', SLUG_TAKEN);
  given(slugClaimDecider, [claimed('p-1')]).when(claim('p-2', 'p-1')).then([claimed('p-2')]);
  assert.is(blogSlugStream(' First-Post '), 'blogslug-first-post');
});

test('a slug must be lowercase letters, digits and single dashes', () => {
  for (const slug of ['First', 'a b', '-a', 'a--b', 'a-', ''])
    given(slugClaimDecider, []).when({ type: 'ClaimSlug', data: { slug, postId: 'p-1', orphanedClaimant: null } }).thenThrows('invalid', BAD_SLUG);
});

test('an edit records the changes and the slug it had; deleting records the slug; a deleted post is gone', () => {
  const edit = { type: 'EditBlogPost' as const, data: { postId: 'p-1', changes: { title: 'New', slug: 'new-slug' }, at: T2 } };
  given(blogPostDecider, [created]).when(edit).then([{ type: 'BlogPostEdited', data: { postId: 'p-1', changes: { title: 'New', slug: 'new-slug' }, previousSlug: 'first-post', at: T2 } }]);
  given(blogPostDecider, [created]).when({ ...edit, data: { ...edit.data, changes: {} } }).then([]);
  const del = { type: 'DeleteBlogPost' as const, data: { postId: 'p-1', at: T2 } };
  const editedEvent = { type: 'BlogPostEdited' as const, data: { postId: 'p-1', changes: { slug: 'new-slug' }, previousSlug: 'first-post', at: T2 } };
  given(blogPostDecider, [created, editedEvent]).when(del).then([{ type: 'BlogPostDeleted', data: { postId: 'p-1', slug: 'new-slug', at: T2 } }]);
  const deletedEvent = { type: 'BlogPostDeleted' as const, data: { postId: 'p-1', slug: 'first-post', at: T2 } };
  given(blogPostDecider, [created, deletedEvent]).when(publish).thenThrows('not_found', BLOG_POST_NOT_FOUND);
  given(blogPostDecider, [created, deletedEvent]).when(del).thenThrows('not_found');
});

test('a released slug can be claimed by another post; claiming the slug one already holds changes nothing', () => {
  const claimed = (postId: string): BlogSlugClaimed => ({ type: 'BlogSlugClaimed', data: { slug: 'first-post', postId } });
  const released = { type: 'BlogSlugReleased' as const, data: { slug: 'first-post', postId: 'p-1' } };
  given(slugClaimDecider, [claimed('p-1')]).when({ type: 'ReleaseSlug', data: { slug: 'first-post', postId: 'p-1' } }).then([released]);
  given(slugClaimDecider, [claimed('p-1')]).when({ type: 'ReleaseSlug', data: { slug: 'first-post', postId: 'p-2' } }).then([]);
  given(slugClaimDecider, [claimed('p-1'), released]).when({ type: 'ClaimSlug', data: { slug: 'first-post', postId: 'p-2', orphanedClaimant: null } }).then([claimed('p-2')]);
  given(slugClaimDecider, [claimed('p-1')]).when({ type: 'ClaimSlug', data: { slug: 'first-post', postId: 'p-1', orphanedClaimant: null } }).then([]);
});

test.run();
