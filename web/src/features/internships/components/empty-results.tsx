// The empty state of the search page (SPEC §2 texts), with a way to clear the filters.
import { m } from '@/paraglide/messages.js';
import { buttonClass } from '@/components/ui/button-styles';
import { SearchIcon } from '@/components/ui/icons';

export function EmptyResults({ onClearAll }: { onClearAll?: () => void }) {
  return (
    <div className="col-span-full flex flex-col items-center rounded-2xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
      <span className="flex size-14 items-center justify-center rounded-full bg-indigo-50 text-indigo-600">
        <SearchIcon className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{m.search_empty_title()}</h2>
      <p className="mt-1 max-w-sm text-sm text-balance text-slate-500">{m.search_empty_text()}</p>
      {onClearAll ? (
        <button type="button" onClick={onClearAll} className={buttonClass('secondary', 'sm', 'mt-5')}>
          {m.search_clear_all()}
        </button>
      ) : null}
    </div>
  );
}
