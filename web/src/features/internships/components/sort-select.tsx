// The order of the /search results (DESIGN.md §4.6): newest first, highest stipend a month first, or soonest deadline first.
import { m } from '@/paraglide/messages.js';
import { useId } from 'react';
import { SelectChevronIcon } from '@/components/ui/icons';
import { SORTS, type Sort } from './search-params';

const sortLabel = (sort: Sort): string => ({ newest: m.search_sort_newest(), stipend: m.search_sort_stipend(), deadline: m.search_sort_deadline() })[sort];

export function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-600">
        {m.search_sort_by()}
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as Sort)}
          className="block appearance-none rounded-xl border border-slate-300 bg-white py-2 pe-9 ps-3 text-sm font-medium text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
        >
          {SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {sortLabel(sort)}
            </option>
          ))}
        </select>
        <SelectChevronIcon className="pointer-events-none absolute top-1/2 end-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    </div>
  );
}
