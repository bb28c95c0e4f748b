// One blog post in the Latest Articles grid: category, title, excerpt, date, linking to /blog/{slug}.
import { Link } from '@tanstack/react-router';
import type { BlogPost } from '@domain/blog/types';
import { Card } from '@/components/ui/card';
import { CategoryBadge } from './category-badge';
import { excerptOf, publishedDate, readTimeLabel } from './blog-format';

export function ArticleCard({ post }: { post: BlogPost }) {
  return (
    <Card data-testid="article-card" className="group relative flex min-w-0 flex-col p-5 transition-shadow hover:shadow-md">
      <div>
        <CategoryBadge category={post.category} />
      </div>
      <h3 className="mt-3 text-lg leading-snug font-bold break-words text-slate-900 group-hover:text-indigo-700">
        <Link to="/blog/$slug" params={{ slug: post.slug }} className="after:absolute after:inset-0 after:rounded-2xl focus-visible:outline-none">
          {post.title}
        </Link>
      </h3>
      <p className="mt-2 line-clamp-3 text-sm leading-relaxed break-words text-slate-600">{excerptOf(post)}</p>
      <p className="mt-auto pt-4 text-xs text-slate-500">
        {publishedDate(post)} <span aria-hidden="true">·</span> {readTimeLabel()}
      </p>
    </Card>
  );
}
