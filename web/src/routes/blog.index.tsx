// /blog (public): the blog list; the search text and the category live in the URL (?q=&category=).
import { useCallback } from 'react';
import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PageSpinner } from '@/components/ui/spinner';
import { blogPostsQueryOptions } from '@/api/blog';
import { BlogListPage, type BlogSearch } from '@/features/blog/components/blog-list-page';
import { headOf } from '@/lib/page-head';

/** Unknown or malformed values are dropped rather than failing the page. */
function validateBlogSearch(search: Record<string, unknown>): BlogSearch {
  const q = typeof search.q === 'string' && search.q ? search.q.slice(0, 200) : undefined;
  const category = typeof search.category === 'string' && search.category ? search.category.slice(0, 100) : undefined;
  return { ...(q && { q }), ...(category && { category }) };
}

export const Route = createFileRoute('/blog/')({
  head: () => headOf((t) => t.staticPages['/blog']),
  validateSearch: validateBlogSearch,
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(blogPostsQueryOptions()),
  pendingComponent: () => <PageSpinner />,
  component: BlogRoute,
});

function BlogRoute() {
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  const { data: posts } = useSuspenseQuery(blogPostsQueryOptions());
  const onSearchChange = useCallback(
    (patch: BlogSearch) => void navigate({ search: (prev) => validateBlogSearch({ ...prev, ...patch }), replace: true }),
    [navigate],
  );
  return <BlogListPage posts={posts} search={search} onSearchChange={onSearchChange} />;
}
