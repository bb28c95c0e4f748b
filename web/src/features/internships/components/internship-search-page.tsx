// The /search screen: text box + Search + Filters toggle, 'N internships found' and the order, placeholders, cards (more
// load as the student scrolls), empty state. Every filter lives in the URL (shareable; back and forward step through them).
import { m } from '@/paraglide/messages.js';
import { useEffect, useEffectEvent, useMemo, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { Internship } from '@domain/internships/types';
import type { Currency } from '@domain/internships/stipend';
import { buttonClass } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { internshipsQueryOptions } from '@/api/internships';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { formatCount } from '@/i18n/locale';
import { FilterIcon, SearchIcon } from '@/components/ui/icons';
import { EmptyResults } from './empty-results';
import { DRAFT_KEYS, activeFilterCount, apiFiltersOf, draftsOf, filterValuesOf, type DraftKey, type Drafts, type FilterValues } from './filter-values';
import { FiltersPanel } from './filters-panel';
import { InternshipCard } from './internship-card';
import { InternshipCardSkeletons } from './internship-card-skeleton';
import { LoadMore } from './load-more';
import { MAX_STIPEND_PARAM, MAX_WEEKS, parseSearchParams, skillsParam, wholeNumber, type RawSearch, type SearchParams } from './search-params';
import { SortSelect } from './sort-select';
import { SaveSearchButton } from './save-search-button';

const TYPING_DEBOUNCE_MS = 300;

export interface SearchChangeOptions {
  /** Replace the history entry rather than add one (the typing as it settles). */
  replace?: boolean;
}

interface InternshipSearchPageProps {
  /** The URL's search values as they come (read here with parseSearchParams). */
  search: RawSearch;
  /** Merges the given values into the URL (undefined removes one); each change is a history entry unless `replace`. */
  onSearchChange: (patch: Partial<SearchParams>, options?: SearchChangeOptions) => void;
  /** The currency stipends are asked in until the viewer picks one: the signed-in user's country's, else INR. */
  viewerCurrency?: Currency;
  /** The heart for one card, or nothing (visitors, companies, admins). */
  renderFavorite?: (internship: Internship) => ReactNode;
}

/** A typed value as the URL keeps it; `null` when it is not a valid one (then the URL keeps what it had). */
function paramOf(key: DraftKey, value: string): string | number | undefined | null {
  const v = value.trim();
  if (key === 'q' || key === 'location') return v || undefined;
  if (v === '') return undefined;
  const n = key === 'minWeeks' || key === 'maxWeeks' ? wholeNumber(v, 1, MAX_WEEKS) : wholeNumber(v, 0, MAX_STIPEND_PARAM);
  return n === undefined ? null : n;
}

const CLEARED_FILTERS: Partial<SearchParams> = {
  location: undefined, type: undefined, skills: undefined, minStipend: undefined, maxStipend: undefined, currency: undefined, paid: undefined,
  minWeeks: undefined, maxWeeks: undefined, maxHours: undefined, schedule: undefined, country: undefined,
};

export function InternshipSearchPage({ search: rawSearch, onSearchChange, viewerCurrency = 'INR', renderFavorite }: InternshipSearchPageProps) {
  const search = useMemo(() => parseSearchParams(rawSearch), [rawSearch]);
  const [drafts, setDrafts] = useState<Drafts>(() => draftsOf(search));
  const [filtersOpen, setFiltersOpen] = useState(() => activeFilterCount(search) > 0);

  // What this page last wrote to the URL; any other URL value (back/forward) is adopted into the inputs.
  const committed = useRef<Drafts>(draftsOf(search));
  const fromUrl = draftsOf(search);
  const urlKey = JSON.stringify(fromUrl);
  const adoptFromUrl = useEffectEvent((next: Drafts) => {
    const adopted = DRAFT_KEYS.filter((k) => next[k] !== committed.current[k]);
    if (adopted.length > 0) setDrafts((d) => ({ ...d, ...Object.fromEntries(adopted.map((k) => [k, next[k]])) }));
    committed.current = next;
  });
  useEffect(() => {
    adoptFromUrl(JSON.parse(urlKey) as Drafts);
  }, [urlKey]);

  const values: FilterValues = filterValuesOf(search, drafts, viewerCurrency);

  const commit = (next: Drafts, options: SearchChangeOptions = {}) => {
    const patch: Partial<Record<DraftKey, string | number | undefined>> = {};
    const written: Partial<Drafts> = {};
    for (const key of DRAFT_KEYS) {
      const param = paramOf(key, next[key]);
      const text = param === undefined ? '' : String(param);
      if (param === null || text === committed.current[key]) continue;
      patch[key] = param;
      written[key] = text;
    }
    if (Object.keys(patch).length === 0) return;
    committed.current = { ...committed.current, ...written };
    // An amount is only meaningful with its currency: the one shown goes into the URL with it.
    const withCurrency = ('minStipend' in patch || 'maxStipend' in patch) && !search.currency ? { currency: values.currency } : {};
    onSearchChange({ ...(patch as Partial<SearchParams>), ...withCurrency }, options);
  };

  const debouncedDrafts = useDebouncedValue(drafts, TYPING_DEBOUNCE_MS);
  // Commits when the typing settles, and only then: an effect event (the latest `commit`, not a dependency), so that a
  // value adopted from the URL (back/forward) is not written back by the debounce still holding the old one.
  const commitSettled = useEffectEvent((settled: Drafts) => commit(settled, { replace: true }));
  useEffect(() => {
    commitSettled(debouncedDrafts);
  }, [debouncedDrafts]);

  const changeFilters = (patch: Partial<FilterValues>, { immediate = false } = {}) => {
    const draftPatch = Object.fromEntries(Object.entries(patch).filter(([k]) => (DRAFT_KEYS as readonly string[]).includes(k))) as Partial<Drafts>;
    if (Object.keys(draftPatch).length > 0) {
      const next = { ...drafts, ...draftPatch };
      setDrafts(next);
      // A shortcut or a checkbox applies at once; typing waits for the debounce.
      if (immediate) commit(next);
    }
    const { type, skills, currency, paid, maxHours, schedule, country } = patch;
    const urlPatch: Partial<SearchParams> = {
      ...(type !== undefined && { type: type || undefined }),
      ...(skills !== undefined && { skills: skillsParam(skills) }),
      ...(currency !== undefined && { currency }),
      ...(paid !== undefined && { paid: paid || undefined }),
      ...(maxHours !== undefined && { maxHours: maxHours ? Number(maxHours) : undefined }),
      ...(schedule !== undefined && { schedule: schedule || undefined }),
      ...(country !== undefined && { country: country || undefined }),
    } as Partial<SearchParams>;
    if (Object.keys(urlPatch).length > 0) onSearchChange(urlPatch);
  };

  const clearAll = () => {
    const next = { ...draftsOf({}), q: drafts.q };
    setDrafts(next);
    committed.current = { ...draftsOf({}), q: committed.current.q };
    onSearchChange(CLEARED_FILTERS);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    commit(drafts);
  };

  const query = useInfiniteQuery(internshipsQueryOptions(apiFiltersOf(search, viewerCurrency)));
  const results = query.data?.pages.flatMap((page) => page.items);
  // The server counts every match (X-Total-Count); the pages loaded so far are only the first of them.
  const total = query.data ? (query.data.pages[0]?.total ?? results?.length ?? 0) : null;
  const activeCount = activeFilterCount(search);
  const text = drafts.q;
  const setText = (q: string) => setDrafts((d) => ({ ...d, q }));

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">{m.search_title()}</h1>
        <p className="mt-2 text-slate-500">{m.search_intro()}</p>
      </header>

      <form role="search" onSubmit={submit} className="flex flex-wrap gap-2 sm:flex-nowrap">
        <div className="relative w-full min-w-0 sm:flex-1">
          <SearchIcon className="pointer-events-none absolute top-1/2 start-3.5 size-5 -translate-y-1/2 text-slate-400" />
          <label htmlFor="internship-search" className="sr-only">
            {m.search_label()}
          </label>
          <input
            id="internship-search"
            type="search"
            value={text}
            onChange={(e) => setText(e.target.value)}
            placeholder={m.search_placeholder()}
            autoComplete="off"
            className="block h-12 w-full rounded-xl border border-slate-300 bg-white pe-3.5 ps-11 text-base text-slate-900 shadow-sm placeholder:text-slate-400 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none sm:text-sm"
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'md', 'h-12 flex-1 sm:flex-none sm:px-6')}>
          {m.search_button()}
        </button>
        <button
          type="button"
          aria-expanded={filtersOpen}
          aria-controls="search-filters"
          onClick={() => setFiltersOpen((open) => !open)}
          className={buttonClass('secondary', 'md', `h-12 flex-1 sm:flex-none ${filtersOpen ? 'border-indigo-300 bg-indigo-50 text-indigo-700' : ''}`)}
        >
          <FilterIcon className="size-4.5" />
          {m.search_filters()}
          {activeCount > 0 ? (
            <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-bold text-white">
              {activeCount}
              <span className="sr-only"> {m.search_active()}</span>
            </span>
          ) : null}
        </button>
      </form>

      {filtersOpen ? <FiltersPanel id="search-filters" values={values} onChange={changeFilters} onClearAll={clearAll} /> : null}

      <section aria-labelledby="results-count" aria-busy={query.isPending || query.isPlaceholderData}>
        <div className="mb-4 flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          <p id="results-count" className="text-sm font-medium text-slate-600" aria-live="polite">
            {total !== null ? (total === 1 ? m.search_found_one : m.search_found_many)({ count: formatCount(total) }) : query.isError ? '' : m.search_loading()}
          </p>
          <div className="flex flex-wrap items-center gap-3">
            <SaveSearchButton search={search} viewerCurrency={viewerCurrency} />
            <SortSelect value={search.sort ?? 'newest'} onChange={(sort) => onSearchChange({ sort: sort === 'newest' ? undefined : sort })} />
          </div>
        </div>
        {query.isError && !query.data ? (
          <Card role="alert" className="p-8 text-center">
            <h2 className="text-lg font-semibold text-slate-900">{m.search_load_failed()}</h2>
            <p className="mt-1 text-sm break-words text-slate-500">{query.error.message}</p>
            <button type="button" onClick={() => void query.refetch()} className={buttonClass('primary', 'sm', 'mt-4')}>
              {m.search_try_again()}
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
