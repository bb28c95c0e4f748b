// The blog post as the API shows it (SPEC.md §3; read model `blogPosts`).
export interface BlogPost {
  id: string;
  slug: string;
  title: string;
  excerpt: string;
  content: string;
  category: string;
  tags: string[];
  published: boolean;
  authorId: string;
  createdAt: string;
  publishedAt: string | null;
}

/** A published post as GET /api/blog/:slug answers it: with its content as HTML (domain/blog/post-html.ts). */
export interface PublishedBlogPost extends BlogPost {
  contentHtml: string;
}
