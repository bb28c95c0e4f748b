// The 404 page shown for any path that is not a route (SPEC §2: '404 Page Not Found'). Its content (a search box, ways
// on) is its own chunk, out of everyone's first load; a pre-render waits for it, and hydration keeps the server's HTML.
import { lazy, Suspense } from 'react';

const NotFoundContent = lazy(() => import('./not-found-content'));

export function NotFoundPage() {
  return (
    <Suspense fallback={null}>
      <NotFoundContent />
    </Suspense>
  );
}
