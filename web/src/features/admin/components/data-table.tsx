// A table of rows that scrolls sideways inside its own box on narrow screens; sortable headers; optional detail rows.
import { m } from '@/paraglide/messages.js';
import { Fragment, useState, type ReactNode } from 'react';
import { RowChevronIcon, SortIcon } from '@/components/ui/icons';

export interface Column<T> {
  key: string;
  header: string;
  /** The server's sort field; sortable columns get a button in the header. */
  sortKey?: string;
  cell: (row: T) => ReactNode;
  className?: string;
  /** Shown to screen readers only (e.g. an actions column). */
  hiddenHeader?: boolean;
}

export interface SortState {
  sort: string;
  order: 'asc' | 'desc';
}

interface DataTableProps<T> {
  label: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  sort?: SortState;
  onSort?: (sortKey: string) => void;
  emptyText: string;
  /** A row's expandable details (e.g. a student's profile). */
  details?: (row: T) => ReactNode;
  detailsLabel?: (row: T) => string;
  busy?: boolean;
  testId?: string;
}

const cellClass = 'px-4 py-3 align-middle';

export function DataTable<T>({ label, columns, rows, rowKey, sort, onSort, emptyText, details, detailsLabel, busy, testId }: DataTableProps<T>) {
  const [open, setOpen] = useState<Set<string>>(() => new Set());
  const toggle = (key: string) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const span = columns.length + (details ? 1 : 0);

  return (
    // A keyboard user can focus the box to scroll it sideways (axe: scrollable-region-focusable).
    <div role="region" aria-label={label} tabIndex={0} className="relative overflow-x-auto rounded-xl border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-indigo-600" data-testid={testId}>
      <table className="w-full min-w-max border-collapse text-start text-sm" aria-busy={busy || undefined}>
        <caption className="sr-only">{label}</caption>
        <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-600 uppercase">
          <tr>
            {details ? <th scope="col" className="w-10 px-2 py-3"><span className="sr-only">{m.admin_details()}</span></th> : null}
            {columns.map((c) => (
              <th
                key={c.key}
                scope="col"
                aria-sort={c.sortKey && sort?.sort === c.sortKey ? (sort.order === 'asc' ? 'ascending' : 'descending') : undefined}
                className={`px-4 py-3 whitespace-nowrap ${c.className ?? ''}`}
              >
                {c.hiddenHeader ? (
                  <span className="sr-only">{c.header}</span>
                ) : c.sortKey && onSort ? (
                  <button
                    type="button"
                    onClick={() => onSort(c.sortKey!)}
                    className="-mx-1 inline-flex items-center gap-1 rounded px-1 uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600"
                  >
                    {c.header}
                    <SortIcon state={sort?.sort === c.sortKey ? sort.order : null} className="size-3 shrink-0" />
                  </button>
                ) : (
                  c.header
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className={`divide-y divide-slate-100 ${busy ? 'opacity-60' : ''}`}>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={span} className="px-4 py-10 text-center text-slate-500">{emptyText}</td>
            </tr>
          ) : (
            rows.map((row) => {
              const key = rowKey(row);
              const expanded = open.has(key);
              return (
                <Fragment key={key}>
                  <tr className="hover:bg-slate-50/70" data-testid="table-row" data-row-id={key}>
                    {details ? (
                      <td className="px-2 py-3 align-middle">
                        <button
                          type="button"
                          aria-expanded={expanded}
                          aria-label={detailsLabel ? detailsLabel(row) : m.admin_show_details()}
                          onClick={() => toggle(key)}
                          className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-800 focus-visible:outline-2 focus-visible:outline-indigo-600"
                        >
                          <RowChevronIcon className={`size-4 transition-transform ${expanded ? 'rotate-90' : 'rtl:rotate-180'}`} />
                        </button>
                      </td>
                    ) : null}
                    {columns.map((c) => (
                      <td key={c.key} className={`${cellClass} ${c.className ?? ''}`}>{c.cell(row)}</td>
                    ))}
                  </tr>
                  {details && expanded ? (
                    <tr className="bg-slate-50/60" data-testid="row-details">
                      <td colSpan={span} className="px-4 py-4">{details(row)}</td>
                    </tr>
                  ) : null}
                </Fragment>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
