// The state of one server-side list: the search text (sent once typing pauses), the sort, the page and its size.
import { useState } from 'react';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { ListParams } from '../api/admin-list';

export const PAGE_SIZES = [10, 25, 50, 100] as const;
const TYPING_DEBOUNCE_MS = 300;

export function useListState(defaultSort: string, defaultOrder: 'asc' | 'desc' = 'desc', defaultPageSize = 10) {
  const [text, setText] = useState('');
  const [sort, setSortState] = useState({ sort: defaultSort, order: defaultOrder });
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState(defaultPageSize);
  const q = useDebouncedValue(text.trim(), TYPING_DEBOUNCE_MS);
  // A new search shows its first page.
  const [lastQ, setLastQ] = useState(q);
  if (q !== lastQ) {
    setLastQ(q);
    setPage(0);
  }

  const params: ListParams = { q, sort: sort.sort, order: sort.order, limit: pageSize, offset: page * pageSize };
  return {
    params,
    text,
    setText,
    sort,
    /** A click on a column: sort by it (newest / Z–A first for dates and counts, A–Z for text), again to flip. */
    toggleSort: (key: string) => {
      setSortState((s) => (s.sort === key ? { sort: key, order: s.order === 'asc' ? 'desc' : 'asc' } : { sort: key, order: 'asc' }));
      setPage(0);
    },
    page,
    setPage,
    pageSize,
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setPage(0);
    },
    resetPage: () => setPage(0),
  };
}

export type ListState = ReturnType<typeof useListState>;
