// /blog/{slug} (public): one published article; any failure to load it shows 'Blog Post Not Found' (SPEC §2).
import { createFileRoute, isNotFound, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner';
import { blogPostPageMeta, NOT_FOUND_META } from '@domain/site/page-meta';
import { ensureFound } from '@/lib/ensure-found';
import { headOf } from '@/lib/page-head';
import { blogPostQueryOptions } from '@/features/blog/api/blog-post';
import { BlogArticlePage } from '@/features/blog/components/blog-article-page';
import { BlogPostNotFound } from '@/features/blog/components/blog-post-not-found';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    try {
      return { meta: blogPostPageMeta(await ensureFound(queryClient, blogPostQueryOptions(slug))) };
    } catch (error) {
      if (isNotFound(error)) throw error;
      console.warn(`Could not load blog post ${slug}`, error);
      throw notFound();
    }
  },
  head: ({ loaderData }) => headOf(loaderData?.meta ?? NOT_FOUND_META),
  pendingComponent: () => <PageSpinner />,
  notFoundComponent: BlogPostNotFound,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  const { data: post } = useSuspenseQuery(blogPostQueryOptions(slug));
  return <BlogArticlePage post={post} />;
}
