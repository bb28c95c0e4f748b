// Whether the side menu's hamburger shows: always, except on `/` where it appears past MENU_SHOW_SCROLL_PX of
// scroll and hides again below MENU_HIDE_SCROLL_PX (hysteresis, so it does not flicker in between).
import { useLayoutEffect, useState } from 'react';
import { MENU_HIDE_SCROLL_PX, MENU_SHOW_SCROLL_PX } from '@/lib/ui-constants';

/** The next visibility for a scroll position; between the two thresholds it keeps the previous one. */
export function nextHamburgerVisibility(visible: boolean, scrollY: number): boolean {
  if (scrollY > MENU_SHOW_SCROLL_PX) return true;
  if (scrollY < MENU_HIDE_SCROLL_PX) return false;
  return visible;
}

export function useHamburgerVisible(pathname: string): boolean {
  const onRoot = pathname === '/';
  // Starts hidden, as the server's pre-render of `/` does; the layout effect reads the real scroll before the first paint.
  const [scrolledIn, setScrolledIn] = useState(false);

  useLayoutEffect(() => {
    if (!onRoot) return;
    const update = () => setScrolledIn((visible) => nextHamburgerVisibility(visible, window.scrollY));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [onRoot]);

  return !onRoot || scrolledIn;
}
