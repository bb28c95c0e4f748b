// The /blog/{slug} screen: category, title, excerpt, author label, long date, '5 min read', the content and the tags.
import { m } from '@/paraglide/messages.js';
import { Link } from '@tanstack/react-router';
import type { PublishedBlogPost } from '@domain/blog/types';
import { Card } from '@/components/ui/card';
import { buttonClass } from '@/components/ui/button-styles';
import { ArticleContent } from './article-content';
import { authorLabel, publishedDate, readTimeLabel } from './blog-format';
import { CategoryBadge } from './category-badge';

export function BlogArticlePage({ post }: { post: PublishedBlogPost }) {
  const date = publishedDate(post);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <Link to="/blog" className={buttonClass('ghost', 'sm', '-ms-3')}>
        <span aria-hidden="true" className="rtl:inline-block rtl:rotate-180">←</span> {m.blog_back()}
      </Link>
      <Card className="p-5 sm:p-10">
        <article>
          <header className="border-b border-slate-200 pb-6">
            <CategoryBadge category={post.category} />
            <h1 className="mt-4 text-3xl leading-tight font-extrabold tracking-tight break-words text-slate-900 sm:text-4xl">{post.title}</h1>
            {post.excerpt.trim() ? <p className="mt-4 text-lg leading-relaxed break-words text-slate-600">{post.excerpt}</p> : null}
            <div className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-slate-500">
              <span className="flex items-center gap-2 font-medium text-slate-700">
                <span aria-hidden="true" className="flex size-8 items-center justify-center rounded-full bg-indigo-100 text-xs font-bold text-indigo-700">ET</span>
                {authorLabel()}
              </span>
              {date ? (
                <span className="whitespace-nowrap">
                  {/* On phones the date starts its own line: no bullet in front of it there. */}
                  <span aria-hidden="true" className="me-3 max-sm:hidden">·</span>
                  <time dateTime={post.publishedAt ?? post.createdAt} data-testid="article-date">{date}</time>
                </span>
              ) : null}
              <span className="whitespace-nowrap">
                <span aria-hidden="true" className="me-3">·</span>
                <span>{readTimeLabel()}</span>
              </span>
            </div>
          </header>
          <div className="pt-6">
            <ArticleContent html={post.contentHtml} />
          </div>
          {post.tags.length > 0 ? (
            <footer className="mt-8 border-t border-slate-200 pt-6">
              <h2 className="sr-only">{m.blog_tags()}</h2>
              <ul className="flex flex-wrap gap-2" aria-label={m.blog_tags()}>
                {post.tags.map((tag) => (
                  <li key={tag} className="rounded-full bg-slate-100 px-3 py-1 text-sm break-all text-slate-700">#{tag}</li>
                ))}
              </ul>
            </footer>
          ) : null}
        </article>
      </Card>
    </div>
  );
}
