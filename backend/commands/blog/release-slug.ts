// Command ReleaseSlug: a slug no post uses any more becomes free (run by a reactor after a delete or a slug change).
import { blogSlugStream, slugClaimDecider } from '@domain/blog/slug-claim';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function releaseSlug(ctx: CommandContext, slug: string, postId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, blogSlugStream(slug), slugClaimDecider, { type: 'ReleaseSlug', data: { slug, postId } });
  return { appended };
}
