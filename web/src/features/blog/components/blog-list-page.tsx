// The /blog screen: 'Career Insights & Advice', search, category badges, the Featured Article, Latest Articles, Stay Updated.
import { m } from '@/paraglide/messages.js';
import { useEffect, useState } from 'react';
import type { BlogPost } from '@domain/blog/types';
import { Card } from '@/components/ui/card';
import { SearchIcon } from '@/components/ui/icons';
import { ArticleCard } from './article-card';
import { categoriesOf, matchesSearch } from './blog-format';
import { CategoryFilter } from './category-filter';
import { FeaturedArticle } from './featured-article';
import { SubscribeBox } from './subscribe-box';

export interface BlogSearch {
  q?: string;
  category?: string;
}

interface BlogListPageProps {
  posts: BlogPost[];
  search: BlogSearch;
  /** Merges the given values into the URL (undefined removes one). */
  onSearchChange: (patch: BlogSearch) => void;
}

export function BlogListPage({ posts, search, onSearchChange }: BlogListPageProps) {
  // The box keeps its own text so typing never waits for the URL; the URL follows for sharing and Back.
  const [text, setText] = useState(search.q ?? '');
  // Back/forward changes the URL under the box: adopt it (typed spaces alone never count as a change).
  useEffect(() => {
    const fromUrl = search.q ?? '';
    setText((current) => (current === fromUrl || current.trim() === fromUrl.trim() ? current : fromUrl));
  }, [search.q]);
  const categories = categoriesOf(posts);
  const category = search.category && categories.includes(search.category) ? search.category : null;
  const matches = posts.filter((post) => (category === null || post.category.trim() === category) && matchesSearch(post, text));
  const [featured, ...latest] = matches;

  const changeText = (value: string) => {
    setText(value);
    onSearchChange({ q: value.trim() ? value : undefined });
  };

  return (
    <div className="space-y-8">
      <header className="text-center">
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{m.blog_title()}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-500">
          {m.blog_intro()}
        </p>
      </header>

      <div className="space-y-4">
        <div className="relative mx-auto max-w-2xl">
          <SearchIcon className="pointer-events-none absolute top-1/2 start-3.5 size-5 -translate-y-1/2 text-slate-400" />
          <label htmlFor="blog-search" className="sr-only">{m.blog_search_label()}</label>
          <input
            id="blog-search"
            type="search"
            value={text}
            onChange={(e) => changeText(e.target.value)}
            placeholder={m.blog_search_placeholder()}
            autoComplete="off"
            className="block h-12 w-full rounded-xl border border-slate-300 bg-white pe-3.5 ps-11 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none sm:text-sm"
          />
        </div>
        <div className="flex justify-center">
          <CategoryFilter categories={categories} selected={category} onSelect={(c) => onSearchChange({ category: c ?? undefined })} />
        </div>
      </div>

      {featured ? (
        <>
          <FeaturedArticle post={featured} />
          {latest.length > 0 ? (
            <section aria-labelledby="latest-heading">
              <h2 id="latest-heading" className="mb-4 text-2xl font-bold text-slate-900">{m.blog_latest()}</h2>
              <div className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
                {latest.map((post) => (
                  <ArticleCard key={post.id} post={post} />
                ))}
              </div>
            </section>
          ) : null}
        </>
      ) : (
        <Card className="p-10 text-center">
          <h2 className="text-lg font-semibold text-slate-900">{m.blog_empty_title()}</h2>
          <p className="mt-1 text-sm text-slate-500">{m.blog_empty_text()}</p>
        </Card>
      )}

      <SubscribeBox />
    </div>
  );
}
