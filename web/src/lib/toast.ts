// Toasts (SPEC §2 Notifications) without their code in the first download: the store and the region (Ark UI) load on
// the first toast, or once the page is idle; a toast asked for meanwhile shows as soon as they are there.
import { useEffect, useState } from 'react';

export interface ToastInput {
  title: string;
  description?: string;
  variant?: 'default' | 'destructive';
}

const loadStore = () => import('./toast-store');
const IDLE_TIMEOUT_MS = 1000;
const wanted = new Set<() => void>();
let regionWanted = false;
let regionMounted: () => void = () => undefined;
/** Resolves once the toast region is on the page: Ark's region shows only the toasts made after it mounted. */
const regionReady = new Promise<void>((resolve) => {
  regionMounted = resolve;
});

/** Called by the toast region when it has mounted. */
export const markToastRegionMounted = () => regionMounted();

/** Asks for the toast region to be mounted (every mounted ToastRegionSlot hears it). */
function wantRegion() {
  if (regionWanted) return;
  regionWanted = true;
  for (const notify of wanted) notify();
}

/** Shows a toast; a newer toast replaces the one on screen instead of queueing behind it. */
export function toast(input: ToastInput): void {
  wantRegion();
  void Promise.all([loadStore(), regionReady]).then(([{ showToast }]) => showToast(input));
}

/** Whether the toast region should be mounted: after the first toast, or when the browser is idle after the first paint. */
export function useToastRegionWanted(): boolean {
  const [mounted, setMounted] = useState(regionWanted);
  useEffect(() => {
    const notify = () => setMounted(true);
    wanted.add(notify);
    // After the first paint, when the browser has nothing more urgent to do (its few KB then wait in the cache).
    const idle = window.requestIdleCallback ? window.requestIdleCallback(wantRegion, { timeout: IDLE_TIMEOUT_MS }) : window.setTimeout(wantRegion, IDLE_TIMEOUT_MS);
    if (regionWanted) notify();
    return () => {
      wanted.delete(notify);
      if (window.cancelIdleCallback) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, []);
  return mounted;
}
