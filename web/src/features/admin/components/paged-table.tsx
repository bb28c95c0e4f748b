// A server-side list as a table: search box, sortable columns and pages, all answered by the API (?q=&sort=&order=&limit=&offset=).
import { m } from '@/paraglide/messages.js';
import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { SearchIcon } from '@/components/ui/icons';
import type { ListParams, ListQueryOptions } from '../api/admin-list';
import { DataTable, type Column } from './data-table';
import { Pagination } from './pagination';
import { useListState } from './use-list-state';

interface PagedTableProps<T> {
  /** Names the table, its search box and its pages ('Students'). */
  label: string;
  idPrefix: string;
  query: (params: ListParams) => ListQueryOptions<T>;
  columns: Column<T>[];
  rowKey: (row: T) => string;
  defaultSort: string;
  defaultOrder?: 'asc' | 'desc';
  searchPlaceholder: string;
  emptyText: string;
  /** More controls beside the search box (e.g. a status filter). */
  filters?: ReactNode;
  /** Changes whenever the filters change, so the list goes back to its first page. */
  filterKey?: string;
  details?: (row: T) => ReactNode;
  detailsLabel?: (row: T) => string;
  testId?: string;
}

export function PagedTable<T>(props: PagedTableProps<T>) {
  const { label, idPrefix, query, columns, rowKey, defaultSort, defaultOrder, searchPlaceholder, emptyText, filters, filterKey = '', details, detailsLabel, testId } = props;
  const list = useListState(defaultSort, defaultOrder);
  const [lastFilterKey, setLastFilterKey] = useState(filterKey);
  if (filterKey !== lastFilterKey) {
    setLastFilterKey(filterKey);
    list.resetPage();
  }
  const { data, isPending, isError, error, isPlaceholderData, isFetching } = useQuery(query(list.params));
  const total = data?.total ?? 0;
  // A page past the end (rows deleted elsewhere) falls back to the last one.
  if (data && list.page > 0 && list.params.offset >= total) list.setPage(Math.max(0, Math.ceil(total / list.pageSize) - 1));

  return (
    <div data-testid={testId}>
      <div className="mb-3 flex flex-wrap items-end gap-3">
        <div className="relative min-w-0 flex-1 basis-56">
          <label htmlFor={`${idPrefix}-search`} className="sr-only">{m.admin_search_label({ label: label.toLowerCase() })}</label>
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" />
          <input
            id={`${idPrefix}-search`}
            type="search"
            value={list.text}
            onChange={(e) => list.setText(e.target.value)}
            placeholder={searchPlaceholder}
            autoComplete="off"
            className="block h-10 w-full rounded-xl border border-slate-300 bg-white ps-9 pe-3 text-sm text-slate-900 shadow-sm placeholder:text-slate-500 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
          />
        </div>
        {filters}
      </div>
      {isError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
          {m.admin_list_load_failed({ label: label.toLowerCase(), error: error.message })}
        </p>
      ) : (
        <>
          <DataTable
            label={label}
            columns={columns}
            rows={data?.rows ?? []}
            rowKey={rowKey}
            sort={list.sort}
            onSort={list.toggleSort}
            emptyText={isPending ? m.admin_loading() : emptyText}
            details={details}
            detailsLabel={detailsLabel}
            busy={isPlaceholderData || (isFetching && isPending)}
          />
          <Pagination
            idPrefix={idPrefix}
            page={list.page}
            pageSize={list.pageSize}
            total={total}
            onPage={list.setPage}
            onPageSize={list.setPageSize}
            noun={label}
          />
        </>
      )}
    </div>
  );
}
