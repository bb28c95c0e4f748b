// A full-height panel that slides in from the left or right over a backdrop. Used by the side menu and the mobile drawer;
// its dialog code (Ark UI) is not in the first download: it is fetched when the browser is idle, or on the first open.
import { useState } from 'react';
import { deferredComponent } from '@/lib/deferred-component';
import type { SlideOverProps } from './slide-over-panel';

const panel = deferredComponent<SlideOverProps>(() => import('./slide-over-panel'));
/** Fetches the panel's code ahead of the first open. */
export const prefetchSlideOver = panel.prefetch;

export function SlideOver(props: SlideOverProps) {
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  return wanted ? <panel.Component {...props} /> : null;
}
