// The Featured Article: the first post that matches the search and category, shown large.
import { m } from '@/paraglide/messages.js';
import { Link } from '@tanstack/react-router';
import type { BlogPost } from '@domain/blog/types';
import { buttonClass } from '@/components/ui/button-styles';
import { authorLabel, excerptOf, publishedDate, readTimeLabel } from './blog-format';

export function FeaturedArticle({ post }: { post: BlogPost }) {
  return (
    <section aria-labelledby="featured-heading">
      <h2 id="featured-heading" className="mb-3 text-sm font-semibold tracking-wide text-slate-500 uppercase">
        {m.blog_featured_article()}
      </h2>
      <article
        data-testid="featured-article"
        className="overflow-hidden rounded-2xl bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-600 p-6 text-white shadow-md sm:p-10"
      >
        <div className="flex flex-wrap items-center gap-2 text-xs">
          <span className="rounded-full bg-white/15 px-2.5 py-0.5 font-semibold ring-1 ring-white/30">{m.blog_featured()}</span>
          <span className="max-w-full truncate rounded-full bg-white px-2.5 py-0.5 font-semibold text-indigo-700">{post.category}</span>
        </div>
        <h3 className="mt-4 max-w-3xl text-2xl leading-tight font-extrabold tracking-tight break-words sm:text-3xl">
          <Link
            to="/blog/$slug"
            params={{ slug: post.slug }}
            className="rounded-sm underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            {post.title}
          </Link>
        </h3>
        <p className="mt-3 line-clamp-4 max-w-3xl leading-relaxed break-words text-indigo-50 sm:line-clamp-3">{excerptOf(post)}</p>
        <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-3">
          <Link to="/blog/$slug" params={{ slug: post.slug }} className={buttonClass('secondary', 'md', 'border-transparent text-indigo-700')}>
            {m.blog_read_article()} <span aria-hidden="true" className="rtl:inline-block rtl:rotate-180">→</span>
          </Link>
          <p className="text-sm text-indigo-100">
            {authorLabel()} <span aria-hidden="true">·</span> {publishedDate(post)} <span aria-hidden="true">·</span> {readTimeLabel()}
          </p>
        </div>
      </article>
    </section>
  );
}
