// Below a list: 'Showing 1–10 of 134', the page size, and Previous / Next.
import { m } from '@/paraglide/messages.js';
import { buttonClass } from '@/components/ui/button-styles';
import { formatCount } from '@/i18n/locale';
import { formatNumber } from './format';
import { PAGE_SIZES } from './use-list-state';

interface PaginationProps {
  idPrefix: string;
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  onPageSize: (size: number) => void;
  noun: string;
}

export function Pagination({ idPrefix, page, pageSize, total, onPage, onPageSize, noun }: PaginationProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : page * pageSize + 1;
  const to = Math.min(total, (page + 1) * pageSize);
  return (
    <nav aria-label={m.admin_pages_of({ noun })} className="mt-3 flex flex-wrap items-center justify-between gap-3 text-sm text-slate-600">
      <p aria-live="polite" data-testid="page-summary">
        {m.admin_showing({ from: formatCount(from), to: formatCount(to), total: formatNumber(total) })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={`${idPrefix}-page-size`} className="text-slate-600">{m.admin_rows()}</label>
        <select
          id={`${idPrefix}-page-size`}
          value={pageSize}
          onChange={(e) => onPageSize(Number(e.target.value))}
          className="rounded-lg border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 focus:border-indigo-500 focus:ring-2 focus:ring-indigo-500/30 focus:outline-none"
        >
          {PAGE_SIZES.map((n) => (
            <option key={n} value={n}>{formatCount(n)}</option>
          ))}
        </select>
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={page === 0} onClick={() => onPage(page - 1)}>
          <span aria-hidden="true">‹</span>
          <span className="max-sm:sr-only">{m.admin_previous()}</span>
        </button>
        <span className="tabular-nums">
          {m.admin_page_of({ page: formatCount(page + 1), pages: formatCount(pages) })}
        </span>
        <button type="button" className={buttonClass('secondary', 'sm')} disabled={page + 1 >= pages} onClick={() => onPage(page + 1)}>
          <span className="max-sm:sr-only">{m.admin_next()}</span>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </nav>
  );
}
