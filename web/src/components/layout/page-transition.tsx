// Wraps the page content so each page change fades and scales in over PAGE_TRANSITION_S (SPEC §2). The first page of a
// visit shows at once: it is not a change, and it should paint as early as it can.
import { useRef, type ReactNode } from 'react';
import { PAGE_TRANSITION_S } from '@/lib/ui-constants';

export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  const first = useRef(pageKey);
  const changed = first.current !== pageKey;
  return (
    <div key={pageKey} className={changed ? 'page-enter' : undefined} style={changed ? { animationDuration: `${PAGE_TRANSITION_S}s` } : undefined}>
      {children}
    </div>
  );
}
