// Wraps the page content so each page change fades and scales in over PAGE_TRANSITION_S (SPEC §2). The first page
// of a visit is shown as it is: it is a page load, not a change, and a pre-rendered page must paint at once.
import { useState, type ReactNode } from 'react';
import { PAGE_TRANSITION_S } from '@/lib/ui-constants';

export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const [firstKey] = useState(pageKey);
  const [changed, setChanged] = useState(false);
  if (!changed && pageKey !== firstKey) setChanged(true);
  const animate = changed || pageKey !== firstKey;
  return (
    <div key={pageKey} className={animate ? 'page-enter' : undefined} style={animate ? { animationDuration: `${PAGE_TRANSITION_S}s` } : undefined}>
      {children}
    </div>
  );
}
