// The order of the /search results (DESIGN.md §4.6): newest first, highest stipend a month first, or soonest deadline first.
import { useId } from 'react';
import { SelectChevronIcon } from '@/components/ui/icons';
import type { Sort } from './search-params';

const SORT_LABELS: Record<Sort, string> = { newest: 'Newest', stipend: 'Highest stipend', deadline: 'Deadline soonest' };

export function SortSelect({ value, onChange }: { value: Sort; onChange: (sort: Sort) => void }) {
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="text-sm font-medium text-slate-600">
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value as Sort)}
          className="block appearance-none rounded-xl border border-slate-300 bg-white py-2 pr-9 pl-3 text-sm font-medium text-slate-900 shadow-sm focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
        >
          {(Object.keys(SORT_LABELS) as Sort[]).map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
        <SelectChevronIcon className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-slate-500" />
      </div>
    </div>
  );
}
