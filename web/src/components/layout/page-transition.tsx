// Wraps the page content so each page change fades and scales in over PAGE_TRANSITION_S (SPEC §2).
import type { ReactNode } from 'react';
import { PAGE_TRANSITION_S } from '@/lib/ui-constants';

export function PageTransition({ pageKey, children }: { pageKey: string; children: ReactNode }) {
  return (
    <div key={pageKey} className="page-enter" style={{ animationDuration: `${PAGE_TRANSITION_S}s` }}>
      {children}
    </div>
  );
}
