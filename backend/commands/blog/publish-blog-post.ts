// Command PublishBlogPost: makes a draft public (publishedAt = now); publishing a published post changes nothing.
import { handleCommand, type CommandContext } from '../command-handler';
import { blogPostDecider, blogPostStream } from './blog-post-decider';
import { requireBlogEditor } from './require-editor';

export async function publishBlogPost(ctx: CommandContext, postId: string): Promise<void> {
  requireBlogEditor(ctx);
  await handleCommand(ctx, blogPostStream(postId), blogPostDecider, { type: 'PublishBlogPost', data: { postId, at: ctx.now().toISOString() } });
}
