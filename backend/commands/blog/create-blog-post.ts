// Command CreateBlogPost: claims the slug, then records the post (a draft, or published at once).
import { randomUUID } from 'node:crypto';
import { blogPostDecider, blogPostStream } from '@domain/blog/decider';
import { blogSlugStream, normalizedSlug, orphanedSlugClaimant, slugClaimDecider, type SlugClaimAsRead } from '@domain/blog/slug-claim';
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

/** Reads the slug's claim: its holder, when it was last written, and whether the holder's post was (domain/blog/slug-claim.ts decides). */
async function readClaim(ctx: CommandContext, stream: string): Promise<SlugClaimAsRead> {
  const existing = await ctx.events.readStream(stream);
  const claimedBy = foldEvents(slugClaimDecider, existing).claimedBy;
  return {
    claimedBy,
    lastAt: existing[existing.length - 1]?.metadata.at ?? null,
    holder: claimedBy ? { written: (await ctx.events.readStream(blogPostStream(claimedBy))).length > 0 } : null,
  };
}

export async function createBlogPost(ctx: CommandContext, input: NewBlogPost, postId: string = randomUUID()): Promise<{ postId: string; appended: Appended | null }> {
  const slug = normalizedSlug(input.slug);
  const claim = blogSlugStream(slug);
  // An orphaned claim (its post never written) is taken over; a released one (its post deleted or moved) is free.
  const orphanedClaimant = orphanedSlugClaimant(await readClaim(ctx, claim), ctx.now());
  const claimed = await handleCommand(ctx, claim, slugClaimDecider, { type: 'ClaimSlug', data: { slug, postId, orphanedClaimant } });
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
