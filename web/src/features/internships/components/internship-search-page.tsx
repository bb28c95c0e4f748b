// The /search screen: text box + Search + Filters toggle, 'N internships found', placeholders, cards (more load as the
// student scrolls), empty state.
import { useEffect, useEffectEvent, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Internship } from '@domain/internships/types';
import { buttonClass } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { internshipsQueryOptions } from '@/api/internships';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { FilterIcon, SearchIcon } from '@/components/ui/icons';
import { EmptyResults } from './empty-results';
import { EMPTY_FILTERS, activeFilterCount, type FilterValues } from './filter-values';
import { dominantCurrency } from '@domain/internships/currency';
import { FiltersPanel } from './filters-panel';
import { InternshipCard } from './internship-card';
import { InternshipCardSkeletons } from './internship-card-skeleton';
import { LoadMore } from './load-more';
import { skillsOf, skillsParam, type SearchParams } from './search-params';

const TYPING_DEBOUNCE_MS = 300;

interface InternshipSearchPageProps {
  search: SearchParams;
  /** Merges the given values into the URL (undefined removes one). */
  onSearchChange: (patch: Partial<SearchParams>) => void;
  /** The heart for one card, or nothing (visitors, companies, admins). */
  renderFavorite?: (internship: Internship) => ReactNode;
}

export function InternshipSearchPage({ search, onSearchChange, renderFavorite }: InternshipSearchPageProps) {
  const [text, setText] = useState(search.q ?? '');
  const [location, setLocation] = useState(search.location ?? '');
  const [extras, setExtras] = useState(() => ({ salaryMin: '', salaryMax: '', durations: [] as string[] }));
  const [filtersOpen, setFiltersOpen] = useState(() => Boolean(search.location || search.type || search.skills));

  // What this page last wrote to the URL; any other URL value (back/forward) is adopted into the inputs.
  const committed = useRef({ q: search.q ?? '', location: search.location ?? '' });
  useEffect(() => {
    const q = search.q ?? '';
    const loc = search.location ?? '';
    if (q !== committed.current.q) setText(q);
    if (loc !== committed.current.location) setLocation(loc);
    committed.current = { q, location: loc };
  }, [search.q, search.location]);

  const commit = (q: string, loc: string) => {
    const next = { q: q.trim(), location: loc.trim() };
    if (next.q === committed.current.q && next.location === committed.current.location) return;
    committed.current = next;
    onSearchChange({ q: next.q || undefined, location: next.location || undefined });
  };

  const debouncedText = useDebouncedValue(text, TYPING_DEBOUNCE_MS);
  const debouncedLocation = useDebouncedValue(location, TYPING_DEBOUNCE_MS);
  // Commits when the typing settles, and only then: an effect event (the latest `commit`, not a dependency), so that a
  // value adopted from the URL (back/forward) is not written back by the debounce still holding the old one.
  const commitSettled = useEffectEvent((q: string, loc: string) => commit(q, loc));
  useEffect(() => {
    commitSettled(debouncedText, debouncedLocation);
  }, [debouncedText, debouncedLocation]);

  const skills = skillsOf(search);
  const values: FilterValues = { location, type: search.type ?? '', skills, ...extras };

  const changeFilters = (patch: Partial<FilterValues>, { immediate = false } = {}) => {
    const { location: loc, type, skills: nextSkills, ...rest } = patch;
    if (Object.keys(rest).length > 0) setExtras((prev) => ({ ...prev, ...rest }));
    if (loc !== undefined) {
      setLocation(loc);
      // A shortcut button applies at once; typing waits for the debounce.
      if (immediate) commit(text, loc);
    }
    if (type !== undefined || nextSkills !== undefined)
      onSearchChange({
        ...(type !== undefined && { type: type || undefined }),
        ...(nextSkills !== undefined && { skills: skillsParam(nextSkills) }),
      });
  };

  const clearAll = () => {
    setLocation('');
    setExtras({ salaryMin: EMPTY_FILTERS.salaryMin, salaryMax: EMPTY_FILTERS.salaryMax, durations: [] });
    committed.current = { ...committed.current, location: '' };
    onSearchChange({ location: undefined, type: undefined, skills: undefined });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(text, location);
  };

  const query = useInfiniteQuery(internshipsQueryOptions({ q: search.q, location: search.location, type: search.type, skills }));
  const results = query.data?.pages.flatMap((page) => page.items);
  // The server counts every match (X-Total-Count); the pages loaded so far are only the first of them.
  const total = query.data ? (query.data.pages[0]?.total ?? results?.length ?? 0) : null;
  const activeCount = activeFilterCount(values);

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">Browse Internships</h1>
        <p className="mt-2 text-slate-500">Discover opportunities that match your interests and skills.</p>
      </header>

      <form role="search" onSubmit={submit} className="flex flex-wrap gap-2 sm:flex-nowrap">
        <div className="relative w-full min-w-0 sm:flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 left-3.5 size-5 -translate-y-1/2 text-slate-400" />
          <label htmlFor="internship-search" className="sr-only">
            Search internships
          </label>
          <input
            id="internship-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder="Search by title or description…"
            autoComplete="off"
            className="block h-12 w-full rounded-xl border border-slate-300 bg-white pr-3.5 pl-11 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none sm:text-sm"
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'md', 'h-12 flex-1 sm:flex-none sm:px-6')}>
          Search
        </button>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          className={buttonClass('secondary', 'md', `h-12 flex-1 sm:flex-none ${filtersOpen ? 'border-indigo-300 bg-indigo-50 text-indigo-700' : ''}`)}
        >
          <FilterIcon className="size-4.5" />
          Filters
          {activeCount > 0 ? (
            <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-bold text-white">
              {activeCount}
              <span className="sr-only"> active</span>
            </span>
          ) : null}
        </button>
      </form>

      {filtersOpen ? <FiltersPanel id="search-filters" values={values} onChange={changeFilters} onClearAll={clearAll} currency={dominantCurrency((results ?? []).map((i) => i.salary))} /> : null}

      <section aria-labelledby="results-count" aria-busy={query.isPending || query.isPlaceholderData}>
        <p id="results-count" className="mb-4 text-sm font-medium text-slate-600" aria-live="polite">
          {total !== null ? `${total} ${total === 1 ? 'internship' : 'internships'} found` : query.isError ? '' : 'Loading internships…'}
        </p>
        {query.isError && !query.data ? (
          <Card role="alert" className="p-8 text-center">
            <h2 className="text-lg font-semibold text-slate-900">Could not load internships</h2>
            <p className="mt-1 text-sm break-words text-slate-500">{query.error.message}</p>
            <button type="button" onClick={() => void query.refetch()} className={buttonClass('primary', 'sm', 'mt-4')}>
              Try again
            </button>
          </Card>
        ) : (
          <div className={`grid gap-5 transition-opacity sm:grid-cols-2 lg:grid-cols-3 ${query.isPlaceholderData ? 'opacity-60' : ''}`}>
            {!results ? (
              <InternshipCardSkeletons />
            ) : results.length === 0 ? (
              <EmptyResults onClearAll={activeCount > 0 ? clearAll : undefined} />
            ) : (
              results.map((internship) => (
                <InternshipCard key={internship.id} internship={internship} favorite={renderFavorite?.(internship)} />
              ))
            )}
          </div>
        )}
        {query.hasNextPage && !query.isPlaceholderData ? (
          <LoadMore loading={query.isFetchingNextPage} failed={query.isFetchNextPageError} onLoad={() => void query.fetchNextPage()} />
        ) : null}
      </section>
    </div>
  );
}
