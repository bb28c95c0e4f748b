// After a client-side page change, the new page's main heading gets the focus, so screen readers announce the page
// (the first load is left alone: the browser announces it). Loaded right after the first render, not in the first
// download (useFocusOnNavigate in app-shell.tsx).
import type { AnyRouter } from '@tanstack/react-router';

/** How long a page change looks after the focus: a page on a slow phone and network may show its heading late. */
const WAIT_FOR_HEADING_MS = 10_000;

/** Watches `router`'s page changes; returns how to stop. */
export function focusOnNavigate(router: AnyRouter, mainId: string): () => void {
  let stop = () => {};
  // A tap or key press after the page change began (say, opening a menu while the page loads) keeps the focus where
  // the person put it.
  let navigationStarted = 0;
  let lastInteraction = 0;
  const interacted = () => {
    lastInteraction = performance.now();
  };
  document.addEventListener('pointerdown', interacted, true);
  document.addEventListener('keydown', interacted, true);
  const offStart = router.subscribe('onBeforeNavigate', () => {
    navigationStarted = performance.now();
  });
  const offRendered = router.subscribe('onRendered', (event) => {
    if (!event.pathChanged || !event.fromLocation || lastInteraction > navigationStarted) return;
    stop();
    stop = focusHeadingSoon(mainId);
  });
  return () => {
    stop();
    offStart();
    offRendered();
    document.removeEventListener('pointerdown', interacted, true);
    document.removeEventListener('keydown', interacted, true);
  };
}

/**
 * Focuses the page's shown h1 now or as soon as it renders (a page may still show its spinner, or the old page hidden
 * while the new one's code loads), and again when the focused one is replaced while the page settles (the focus would
 * fall back to the document); returns how to give up.
 */
function focusHeadingSoon(mainId: string): () => void {
  const main = document.getElementById(mainId);
  if (!main) return () => {};
  const focusHeading = () => {
    // A heading in a hidden part (the page being replaced, kept in the document by React) cannot take the focus.
    const heading = [...main.querySelectorAll<HTMLElement>('h1')].find((h) => h.getClientRects().length > 0);
    if (!heading) return false;
    // A page that focused one of its own controls (a form field) keeps the focus.
    const active = document.activeElement;
    if (active && active !== document.body && active !== main && main.contains(active)) return true;
    if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
    heading.focus({ preventScroll: true });
    return document.activeElement === heading;
  };
  const lost = () => {
    const active = document.activeElement;
    return !active || active === document.body || active === main || !active.isConnected;
  };
  // Until the new page's heading has had the focus once, it takes it from wherever it is (the link that was clicked).
  let landed = focusHeading();
  const observer = new MutationObserver(() => {
    if (!landed || lost()) landed = focusHeading();
  });
  // Once the person taps or types, the focus is theirs: a heading that shows up later does not take it.
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('pointerdown', stop, true);
    document.removeEventListener('keydown', stop, true);
  };
  // Attributes too: React shows and hides a page by its style while it waits for code or data.
  observer.observe(main, { childList: true, subtree: true, attributes: true, attributeFilter: ['style', 'hidden'] });
  const timer = window.setTimeout(stop, WAIT_FOR_HEADING_MS);
  document.addEventListener('pointerdown', stop, true);
  document.addEventListener('keydown', stop, true);
  return stop;
}
