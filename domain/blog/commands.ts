// Commands of the blog context.
import type { BlogPostCreated } from './events';

/** `orphanedClaimant`: a post whose creation never got written (a crash between two appends); its claim may be taken over. */
export type ClaimSlug = { type: 'ClaimSlug'; data: { slug: string; postId: string; orphanedClaimant: string | null } };

export type CreateBlogPost = { type: 'CreateBlogPost'; data: BlogPostCreated['data'] & { publish: boolean } };
export type PublishBlogPost = { type: 'PublishBlogPost'; data: { postId: string; at: string } };
export type UnpublishBlogPost = { type: 'UnpublishBlogPost'; data: { postId: string; at: string } };
export type BlogPostCommand = CreateBlogPost | PublishBlogPost | UnpublishBlogPost;
