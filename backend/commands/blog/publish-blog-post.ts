// Command PublishBlogPost: makes a draft public (publishedAt = now); publishing a published post changes nothing.
import { blogPostDecider, blogPostStream } from '@domain/blog/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function publishBlogPost(ctx: CommandContext, postId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, blogPostStream(postId), blogPostDecider, { type: 'PublishBlogPost', data: { postId, at: ctx.now().toISOString() } });
  return { appended };
}
