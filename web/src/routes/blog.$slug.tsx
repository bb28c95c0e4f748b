// /blog/{slug} (public): one published article (its HTML made by the API from the Markdown); any failure to load it shows 'Blog Post Not Found' (SPEC §2).
import { createFileRoute, isNotFound, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner';
import { ensureFound } from '@/lib/ensure-found';
import { headOf, pageMetaOf } from '@/lib/page-head';
import { blogPostQueryOptions } from '@/api/blog';
import { BlogArticlePage } from '@/features/blog/components/blog-article-page';
import { BlogPostNotFound } from '@/features/blog/components/blog-post-not-found';

export const Route = createFileRoute('/blog/$slug')({
  loader: async ({ context: { queryClient }, params: { slug } }) => {
    try {
      const post = await ensureFound(queryClient, blogPostQueryOptions(slug));
      return { meta: await pageMetaOf((_t, kit) => kit.blogPostPageMeta(post)) };
    } catch (error) {
      if (isNotFound(error)) throw error;
      console.warn(`Could not load blog post ${slug}`, error);
      throw notFound();
    }
  },
  head: ({ loaderData }) => headOf((t) => loaderData?.meta ?? t.notFound),
  pendingComponent: () => <PageSpinner />,
  notFoundComponent: BlogPostNotFound,
  component: BlogPostRoute,
});

function BlogPostRoute() {
  const { slug } = Route.useParams();
  const { data: post } = useSuspenseQuery(blogPostQueryOptions(slug));
  return <BlogArticlePage post={post} />;
}
