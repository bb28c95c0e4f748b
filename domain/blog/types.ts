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
