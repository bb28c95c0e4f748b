// Command UnpublishBlogPost: takes a post back to draft, so it no longer shows publicly; unpublishing a draft changes nothing.
import { handleCommand, type CommandContext } from '../command-handler';
import { blogPostDecider, blogPostStream } from './blog-post-decider';
import { requireBlogEditor } from './require-editor';

export async function unpublishBlogPost(ctx: CommandContext, postId: string): Promise<void> {
  requireBlogEditor(ctx);
  await handleCommand(ctx, blogPostStream(postId), blogPostDecider, { type: 'UnpublishBlogPost', data: { postId, at: ctx.now().toISOString() } });
}
