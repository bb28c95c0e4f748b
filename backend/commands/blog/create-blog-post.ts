// Command CreateBlogPost: claims the slug, then records the post (a draft, or published at once); by admins or the seeder.
import { randomUUID } from 'node:crypto';
import type { BlogPost } from '../../../domain/blog';
import { invalid } from '../../../domain/errors';
import type { ReadStore } from '../../projections/read-store';
import { getBlogPostById } from '../../queries/blog/get-blog-post';
import { handleCommand, type CommandContext } from '../command-handler';
import { blogPostDecider, blogPostStream } from './blog-post-decider';
import { blogSlugStream, slugClaimDecider } from './slug-claim-decider';
import { requireBlogEditor } from './require-editor';

export interface NewBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Plain text with line breaks; stored as given, rendered safely by the SPA. */
  content: string;
  category: string;
  tags: string[];
  publish: boolean;
}

const BAD_SLUG = 'Slug may contain lowercase letters, digits and dashes only';
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const ORPHAN_AFTER_MS = 60_000;

export async function createBlogPost(ctx: CommandContext, store: ReadStore, input: NewBlogPost): Promise<BlogPost> {
  const actor = requireBlogEditor(ctx);
  const slug = input.slug.trim().toLowerCase();
  if (!SLUG_PATTERN.test(slug)) throw invalid(BAD_SLUG, { slug: BAD_SLUG });

  // A claim whose post stream never got written (a crash between the two appends) may be taken over after a minute.
  const claim = blogSlugStream(slug);
  const existing = await ctx.events.readStream(claim);
  const last = existing[existing.length - 1];
  const claimant = last ? (last.data as { postId: string }).postId : null;
  const stale = last && Date.parse(last.metadata.at) < ctx.now().getTime() - ORPHAN_AFTER_MS;
  const orphaned = claimant && stale && (await ctx.events.readStream(blogPostStream(claimant))).length === 0 ? claimant : null;

  const postId = randomUUID();
  await handleCommand(ctx, claim, slugClaimDecider, { type: 'ClaimSlug', data: { slug, postId, orphanedClaimant: orphaned } });
  await handleCommand(ctx, blogPostStream(postId), blogPostDecider, {
    type: 'CreateBlogPost',
    data: {
      postId,
      slug,
      title: input.title,
      excerpt: input.excerpt,
      content: input.content,
      category: input.category,
      tags: input.tags,
      authorId: actor.id,
      createdAt: ctx.now().toISOString(),
      publish: input.publish,
    },
  });
  const post = await getBlogPostById(store, postId);
  if (!post) throw new Error(`blog post ${postId} was created but is not in the read model`);
  return post;
}
