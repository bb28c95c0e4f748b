// Command DeleteBlogPost: a backend admin deletes a post; its slug is released by a reactor.
import { blogPostDecider, blogPostStream } from '@domain/blog/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function deleteBlogPost(ctx: CommandContext, postId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, blogPostStream(postId), blogPostDecider, { type: 'DeleteBlogPost', data: { postId, at: ctx.now().toISOString() } });
  return { appended };
}
