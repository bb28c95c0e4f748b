// The end of a paged list: loads the next page when it scrolls into view (or on a click, for keyboards and old browsers).
import { m } from '@/paraglide/messages.js';
import { useEffect, useRef } from 'react';
import { buttonClass } from '@/components/ui/button-styles';

interface LoadMoreProps {
  loading: boolean;
  failed: boolean;
  onLoad: () => void;
}

/** Starts loading this far before the end is on screen, so that scrolling rarely waits. */
const AHEAD = '600px';

export function LoadMore({ loading, failed, onLoad }: LoadMoreProps) {
  const sentinel = useRef<HTMLDivElement>(null);
  const latest = useRef({ loading, failed, onLoad });
  latest.current = { loading, failed, onLoad };

  useEffect(() => {
    const node = sentinel.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        const { loading: busy, failed: stopped, onLoad: load } = latest.current;
        if (entries.some((e) => e.isIntersecting) && !busy && !stopped) load();
      },
      { rootMargin: AHEAD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, []);

  return (
    <div ref={sentinel} className="mt-6 flex justify-center">
      <button type="button" onClick={onLoad} disabled={loading} className={buttonClass('secondary', 'md')}>
        {loading ? m.search_loading_more() : failed ? m.search_load_more_failed() : m.search_load_more()}
      </button>
    </div>
  );
}
