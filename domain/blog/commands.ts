// Commands of the blog context.
import type { BlogPostChanges, BlogPostCreated } from './events';

/** `orphanedClaimant`: a post whose creation never got written (a crash between two appends); its claim may be taken over. */
export type ClaimSlug = { type: 'ClaimSlug'; data: { slug: string; postId: string; orphanedClaimant: string | null } };
export type ReleaseSlug = { type: 'ReleaseSlug'; data: { slug: string; postId: string } };
export type SlugClaimCommand = ClaimSlug | ReleaseSlug;

export type CreateBlogPost = { type: 'CreateBlogPost'; data: BlogPostCreated['data'] & { publish: boolean } };
export type PublishBlogPost = { type: 'PublishBlogPost'; data: { postId: string; at: string } };
export type UnpublishBlogPost = { type: 'UnpublishBlogPost'; data: { postId: string; at: string } };
export type EditBlogPost = { type: 'EditBlogPost'; data: { postId: string; changes: BlogPostChanges; at: string } };
export type DeleteBlogPost = { type: 'DeleteBlogPost'; data: { postId: string; at: string } };
export type BlogPostCommand = CreateBlogPost | PublishBlogPost | UnpublishBlogPost | EditBlogPost | DeleteBlogPost;
