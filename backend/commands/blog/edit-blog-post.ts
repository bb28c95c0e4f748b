// Command EditBlogPost: a backend admin edits a post; a new slug is claimed first (409 when taken), the old one is released by a reactor.
import { blogPostDecider, blogPostStream, slugChangeOf } from '@domain/blog/decider';
import type { BlogPostChanges } from '@domain/blog/events';
import { blogSlugStream, slugClaimDecider } from '@domain/blog/slug-claim';
import { handleCommand, lastAppended, loadState, type Appended, type CommandContext } from '../command-handler';

export async function editBlogPost(ctx: CommandContext, postId: string, changes: BlogPostChanges): Promise<{ appended: Appended | null }> {
  const post = await loadState(ctx, blogPostStream(postId), blogPostDecider);
  const edit = slugChangeOf(post, changes);
  const claimed = edit.slugToClaim
    ? await handleCommand(ctx, blogSlugStream(edit.slugToClaim), slugClaimDecider, { type: 'ClaimSlug', data: { slug: edit.slugToClaim, postId, orphanedClaimant: null } })
    : null;
  const edited = await handleCommand(ctx, blogPostStream(postId), blogPostDecider, {
    type: 'EditBlogPost',
    data: { postId, changes: edit.changes, at: ctx.now().toISOString() },
  });
  return { appended: lastAppended(claimed?.appended ?? null, edited.appended) };
}
