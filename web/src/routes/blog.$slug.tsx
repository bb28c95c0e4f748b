// /blog/{slug} (public): one published article (Markdown, rendered safely); any failure to load it shows 'Blog Post Not Found' (SPEC §2).
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner';
import { loadMarkdown } from '@/lib/load-markdown';
import { blogPostQueryOptions } from '@/features/blog/api/blog-post';
import { BlogArticlePage } from '@/features/blog/components/blog-article-page';
import { BlogPostNotFound } from '@/features/blog/components/blog-post-not-found';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    // The Markdown renderer (its own chunk) loads beside the post; if it fails, the text shows without formatting.
    const renderer = loadMarkdown().catch((error: unknown) => console.warn('Could not load the Markdown renderer', error));
    try {
      await Promise.all([queryClient.ensureQueryData(blogPostQueryOptions(slug)), renderer]);
    } catch (error) {
      console.warn(`Could not load blog post ${slug}`, error);
      throw notFound();
    }
  },
  pendingComponent: () => <PageSpinner />,
  notFoundComponent: BlogPostNotFound,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  const { data: post } = useSuspenseQuery(blogPostQueryOptions(slug));
  return <BlogArticlePage post={post} />;
}
