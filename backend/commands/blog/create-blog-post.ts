// Command CreateBlogPost: claims the slug, then records the post (a draft, or published at once).
import { randomUUID } from 'node:crypto';
import { blogPostDecider, blogPostStream } from '@domain/blog/decider';
import { blogSlugStream, slugClaimDecider } from '@domain/blog/slug-claim';
import { foldEvents, handleCommand, lastAppended, type Appended, type CommandContext } from '../command-handler';

export interface NewBlogPost {
  slug: string;
  title: string;
  excerpt: string;
  /** Stored as written; the SPA renders it safely. */
  content: string;
  category: string;
  tags: string[];
  publish: boolean;
}

const ORPHAN_AFTER_MS = 60_000;

export async function createBlogPost(ctx: CommandContext, input: NewBlogPost, postId: string = randomUUID()): Promise<{ postId: string; appended: Appended | null }> {
  const slug = input.slug.trim().toLowerCase();
  // A claim whose post stream never got written (a crash between the two appends) may be taken over after a minute.
  const claim = blogSlugStream(slug);
  const existing = await ctx.events.readStream(claim);
  const last = existing[existing.length - 1];
  // A released slug (its post deleted or moved) is free.
  const claimant = foldEvents(slugClaimDecider, existing).claimedBy;
  const stale = last && Date.parse(last.metadata.at) < ctx.now().getTime() - ORPHAN_AFTER_MS;
  const orphaned = claimant && stale && (await ctx.events.readStream(blogPostStream(claimant))).length === 0 ? claimant : null;

  const claimed = await handleCommand(ctx, claim, slugClaimDecider, { type: 'ClaimSlug', data: { slug, postId, orphanedClaimant: orphaned } });
  const created = await handleCommand(ctx, blogPostStream(postId), blogPostDecider, {
    type: 'CreateBlogPost',
    data: {
      postId,
      slug,
      title: input.title,
      excerpt: input.excerpt,
      content: input.content,
      category: input.category,
      tags: input.tags,
      authorId: ctx.actor?.id ?? 'system',
      createdAt: ctx.now().toISOString(),
      publish: input.publish,
    },
  });
  return { postId, appended: lastAppended(claimed.appended, created.appended) };
}
