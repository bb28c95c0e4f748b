// The app's toast region, mounted (and its code loaded) on the first toast or once the page is idle.
import { lazy, Suspense } from 'react';
import { useToastRegionWanted } from '@/lib/toast';

const ToastRegion = lazy(() => import('./toast-region'));

export function AppToaster() {
  if (!useToastRegionWanted()) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion />
    </Suspense>
  );
}
