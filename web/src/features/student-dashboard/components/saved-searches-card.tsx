// The dashboard's 'Saved searches' card (DESIGN.md §4.6): each search in words with its link back to /search, its daily
// e-mail switch and a delete button. A link from an alert e-mail (?search=<id>#saved-searches) marks that search.
import { useEffect, useState } from 'react';
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { describeQuery } from '@domain/saved-searches/params';
import type { SavedSearch } from '@domain/saved-searches/types';
import { buttonClass } from '@/components/ui/button-styles';
import { Card } from '@/components/ui/card';
import { SearchIcon, TrashIcon } from '@/components/ui/icons';
import { savedSearchesQueryOptions } from '@/api/saved-searches';
import { useDeleteSavedSearch, useSavedSearchEmail } from '../api/saved-searches';
import { formatDay } from './dashboard-format';
import { queryWords } from './query-words';

/** The search an alert e-mail's link names, read once in the browser. */
function useMarkedSearch(): string | null {
  const [marked, setMarked] = useState<string | null>(null);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get('search');
    setMarked(id);
    if (id) document.getElementById('saved-searches')?.scrollIntoView({ block: 'start' });
  }, []);
  return marked;
}

const SWITCH =
  "relative h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:top-0.5 before:start-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform before:content-[''] checked:bg-indigo-600 checked:before:translate-x-5 rtl:checked:before:-translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 disabled:cursor-not-allowed disabled:opacity-60";

function SavedSearchRow({ search, marked }: { search: SavedSearch; marked: boolean }) {
  const email = useSavedSearchEmail();
  const remove = useDeleteSavedSearch();
  const words = describeQuery(search.query, queryWords());
  const switchId = `saved-search-email-${search.id}`;
  return (
    <li
      data-testid="saved-search"
      className={`flex flex-wrap items-center gap-x-4 gap-y-3 py-4 ${marked ? '-mx-3 rounded-xl bg-indigo-50 px-3 ring-2 ring-indigo-300' : ''}`}
    >
      <div className="min-w-0 flex-1 basis-56">
        <Link to="/search" search={search.query} className="inline-flex max-w-full items-start gap-2 font-semibold text-slate-900 hover:text-indigo-700 hover:underline">
          <SearchIcon className="mt-0.5 size-4.5 shrink-0 text-slate-400" />
          <span className="[overflow-wrap:anywhere]">{words}</span>
        </Link>
        <p className="mt-0.5 ps-6.5 text-xs text-slate-500">{m.student_saved_on({ date: formatDay(search.createdAt) })}</p>
      </div>
      <div className="flex items-center gap-2">
        <input
          id={switchId}
          type="checkbox"
          role="switch"
          className={SWITCH}
          checked={search.emailDaily}
          disabled={email.isPending}
          onChange={(e) => email.mutate({ id: search.id, emailDaily: e.target.checked })}
        />
        <label htmlFor={switchId} className="cursor-pointer text-sm text-slate-700">
          {m.student_daily_email()}<span className="sr-only"> {m.student_daily_email_for({ words })}</span>
        </label>
      </div>
      <button
        type="button"
        onClick={() => remove.mutate(search.id)}
        disabled={remove.isPending}
        aria-label={m.student_delete_search_label({ words })}
        className={buttonClass('ghost', 'sm', 'text-red-700 hover:bg-red-50')}
      >
        <TrashIcon className="size-4" />
        {m.student_delete()}
      </button>
    </li>
  );
}

export function SavedSearchesCard() {
  const { data, isPending, isError, error } = useQuery(savedSearchesQueryOptions());
  const marked = useMarkedSearch();
  return (
    <Card id="saved-searches" className="scroll-mt-24 p-5 sm:p-6">
      <section aria-labelledby="saved-searches-heading">
        <h2 id="saved-searches-heading" className="text-lg font-bold text-slate-900">{m.student_saved_searches()}</h2>
        <p className="text-sm text-slate-500">{m.student_saved_searches_intro()}</p>
        {isPending ? (
          <p className="mt-5 text-sm text-slate-500">{m.student_saved_searches_loading()}</p>
        ) : isError ? (
          <p role="alert" className="mt-5 text-sm text-red-700">{m.student_saved_searches_failed({ error: error.message })}</p>
        ) : data.length === 0 ? (
          <div className="mt-5 rounded-xl border border-dashed border-slate-300 p-6 text-center">
            <p className="text-sm text-slate-600">{m.student_saved_searches_empty()}</p>
            <Link to="/search" className={buttonClass('primary', 'sm', 'mt-3')}>{m.student_search_internships()}</Link>
          </div>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200">
            {data.map((search) => (
              <SavedSearchRow key={search.id} search={search} marked={search.id === marked} />
            ))}
          </ul>
        )}
      </section>
    </Card>
  );
}
