// Command UnpublishBlogPost: takes a post back to draft; unpublishing a draft changes nothing.
import { blogPostDecider, blogPostStream } from '@domain/blog/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function unpublishBlogPost(ctx: CommandContext, postId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, blogPostStream(postId), blogPostDecider, { type: 'UnpublishBlogPost', data: { postId, at: ctx.now().toISOString() } });
  return { appended };
}
