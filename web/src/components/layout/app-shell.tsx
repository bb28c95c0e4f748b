// The app's frame: a skip link, top bar, side menu (its hamburger hides near the top of `/`), and the page with its
// transition, and the language menu at its foot; a page change moves the focus to the new page's heading.
import { useEffect, useState, type ReactNode } from 'react';
import { deferredComponent, whenIdle } from '@/lib/deferred-component';
import { useMatches, useRouter } from '@tanstack/react-router';
import type { PublicUser } from '@domain/users/types';
import { m } from '@/paraglide/messages.js';
import type { LanguageMenuProps } from './language-menu';
import { PageTransition } from './page-transition';
import type { SideMenuProps } from './side-menu';
import { prefetchSlideOver } from './slide-over';
import { TopBar } from './top-bar';
import { useHamburgerVisible } from './use-hamburger-visible';

const MAIN_ID = 'main-content';
/** The side menu shows nothing until it is opened: its code is not in the first download. */
const sideMenu = deferredComponent<SideMenuProps>(() => import('./side-menu'));
/** The language menu sits at the foot of the page, below the first screen: its code (six names in their scripts, the
 * switch) is not in the first download. A pre-render draws it, and the browser loads it beside the route's code before
 * hydrating (loadLanguageMenu); a page the browser renders itself shows it once loaded, in the space it keeps. */
const languageMenu = deferredComponent<LanguageMenuProps>(() => import('./language-menu'));
export const loadLanguageMenu = languageMenu.prefetch;

/** After a client-side page change the new page's heading takes the focus (its code loads right after the first render). */
function useFocusOnNavigate(mainId: string) {
  const router = useRouter();
  useEffect(() => {
    let stop: (() => void) | null = null;
    let unmounted = false;
    void import('./use-focus-on-navigate').then(({ focusOnNavigate }) => {
      if (!unmounted) stop = focusOnNavigate(router, mainId);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, [router, mainId]);
}

interface AppShellProps {
  /** undefined while the session loads, null for a visitor. */
  user: PublicUser | null | undefined;
  onSignOut: () => void;
  signingOut: boolean;
  children: ReactNode;
}

export function AppShell({ user, onSignOut, signingOut, children }: AppShellProps) {
  // The page on screen (not the location): while the next page loads, the location has changed already but the old
  // page still shows, and it must neither play the new page's entrance nor take its layout or top bar.
  const pagePath = useMatches({ select: (matches) => matches[matches.length - 1]?.pathname ?? '' });
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburgerVisible = useHamburgerVisible(pagePath);
  // The landing page draws its own full-width sections; every other page sits in the centred column.
  const isLanding = pagePath === '/';
  // The menus' dialog code is not in the first download: fetch it once the page has painted and the browser is idle.
  useEffect(() => whenIdle(() => void Promise.all([prefetchSlideOver(), sideMenu.prefetch(), languageMenu.prefetch()])), []);
  // Mounted from its first opening on (so that it can animate closed), not before: nothing of it runs on page load.
  const [menuUsed, setMenuUsed] = useState(false);
  if (menuOpen && !menuUsed) setMenuUsed(true);
  useFocusOnNavigate(MAIN_ID);
  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href={`#${MAIN_ID}`}
        className="sr-only rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:start-3 focus:z-[60]"
      >
        {m.shell_skip_to_content()}
      </a>
      <TopBar user={user} onSignOut={onSignOut} signingOut={signingOut} onOpenMenu={() => setMenuOpen(true)} hamburgerVisible={hamburgerVisible} />
      {menuUsed && <sideMenu.Component open={menuOpen} onOpenChange={setMenuOpen} user={user} onSignOut={onSignOut} signingOut={signingOut} />}
      <main id={MAIN_ID} tabIndex={-1} className={`outline-none ${isLanding ? 'flex w-full flex-1 flex-col' : 'mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12'}`}>
        <PageTransition pageKey={pagePath}>{children}</PageTransition>
      </main>
      <div className="border-t border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl justify-end px-4 py-3 sm:px-6">
          <languageMenu.Component signedIn={!!user} fallback={<div className="h-9" />} />
        </div>
      </div>
    </div>
  );
}
