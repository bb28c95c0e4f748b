// Specs of the slug rules commands apply before the deciders (domain/blog/slug-claim.ts, decider.ts): slugs are lowercased,
// an orphaned slug claim (its post never written, older than a minute) is taken over, and an edit claims a changed slug of a
// live post only, leaving out a slug that is the post's own.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ORPHANED_AFTER_MS } from '@domain/shared/claims';
import { blogPostDecider, slugChangeOf } from '@domain/blog/decider';
import type { BlogPostCreated, BlogPostEvent, BlogSlugClaimed } from '@domain/blog/events';
import { SLUG_TAKEN, blogSlugStream, normalizedSlug, orphanedSlugClaimant, slugClaimDecider, type SlugClaimAsRead } from '@domain/blog/slug-claim';
import { given } from '../../helpers/given-when-then';

const test = suite('slug rules');

const NOW = new Date('2025-03-01T10:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const heldBy = (postId: string, lastAt: string, written: boolean): SlugClaimAsRead => ({ claimedBy: postId, lastAt, holder: { written } });
const claimed = (postId: string): BlogSlugClaimed => ({ type: 'BlogSlugClaimed', data: { slug: 'first-post', postId } });
const claimSlug = (postId: string, orphanedClaimant: string | null) => ({ type: 'ClaimSlug' as const, data: { slug: 'first-post', postId, orphanedClaimant } });

test('a slug is trimmed and lowercased, and so is its claim stream', () => {
  assert.is(normalizedSlug('  First-Post '), 'first-post');
  assert.is(blogSlugStream('  First-Post '), 'blogslug-first-post');
});

test('given a claim whose post was never written and that is older than a minute, a new post takes it over', () => {
  const orphaned = orphanedSlugClaimant(heldBy('p-1', ago(ORPHANED_AFTER_MS + 1), false), NOW);
  assert.is(orphaned, 'p-1');
  given(slugClaimDecider, [claimed('p-1')]).when(claimSlug('p-2', orphaned)).then([claimed('p-2')]);
});

test('given a younger claim, or one whose post exists, the slug stays taken', () => {
  for (const claim of [heldBy('p-1', ago(5_000), false), heldBy('p-1', ago(ORPHANED_AFTER_MS), false), heldBy('p-1', ago(ORPHANED_AFTER_MS + 1), true)]) {
    const orphaned = orphanedSlugClaimant(claim, NOW);
    assert.is(orphaned, null);
    given(slugClaimDecider, [claimed('p-1')]).when(claimSlug('p-2', orphaned)).thenThrows('conflict', SLUG_TAKEN);
  }
  assert.is(orphanedSlugClaimant({ claimedBy: null, lastAt: ago(ORPHANED_AFTER_MS + 1), holder: null }, NOW), null);
});

const T = '2025-03-01T10:00:00.000Z';
const data: BlogPostCreated['data'] = {
  postId: 'p-1', slug: 'first-post', title: 'First', excerpt: 'Ex', content: 'One', category: 'Career Tips', tags: [], authorId: 'system', createdAt: T,
};
const created: BlogPostEvent = { type: 'BlogPostCreated', data };
const deletedPost: BlogPostEvent = { type: 'BlogPostDeleted', data: { postId: 'p-1', slug: 'first-post', at: T } };
const postAfter = (events: BlogPostEvent[]) => events.reduce(blogPostDecider.evolve, blogPostDecider.initialState());

test('an edit claims a changed slug of a live post first; the same slug again is no change', () => {
  assert.equal(slugChangeOf(postAfter([created]), { title: 'New', slug: 'new-slug' }), { changes: { title: 'New', slug: 'new-slug' }, slugToClaim: 'new-slug' });
  assert.equal(slugChangeOf(postAfter([created]), { title: 'New', slug: 'first-post' }), { changes: { title: 'New' }, slugToClaim: null });
  assert.equal(slugChangeOf(postAfter([created]), { title: 'New', slug: '' }), { changes: { title: 'New' }, slugToClaim: null });
  const unchanged = slugChangeOf(postAfter([created]), { slug: 'first-post' });
  given(blogPostDecider, [created]).when({ type: 'EditBlogPost', data: { postId: 'p-1', changes: unchanged.changes, at: T } }).then([]);
});

test("a missing or deleted post's edit claims no slug (the decider refuses the edit)", () => {
  assert.equal(slugChangeOf(postAfter([]), { slug: 'new-slug' }), { changes: { slug: 'new-slug' }, slugToClaim: null });
  assert.equal(slugChangeOf(postAfter([created, deletedPost]), { slug: 'new-slug' }), { changes: { slug: 'new-slug' }, slugToClaim: null });
  given(blogPostDecider, [created, deletedPost]).when({ type: 'EditBlogPost', data: { postId: 'p-1', changes: { slug: 'new-slug' }, at: T } }).thenThrows('not_found');
});

test.run();
