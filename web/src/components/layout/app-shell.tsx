// The app's frame: top bar, side menu (its hamburger hides near the top of `/`), and the page with its transition.
import { useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/deferred-component';
import { useLocation } from '@tanstack/react-router';
import type { PublicUser } from '@domain/users/types';
import { PageTransition } from './page-transition';
import { SideMenu } from './side-menu';
import { prefetchSlideOver } from './slide-over';
import { TopBar } from './top-bar';
import { useHamburgerVisible } from './use-hamburger-visible';

interface AppShellProps {
  /** undefined while the session loads, null for a visitor. */
  user: PublicUser | null | undefined;
  onSignOut: () => void;
  signingOut: boolean;
  children: ReactNode;
}

export function AppShell({ user, onSignOut, signingOut, children }: AppShellProps) {
  const pathname = useLocation({ select: (l) => l.pathname });
  const [menuOpen, setMenuOpen] = useState(false);
  const hamburgerVisible = useHamburgerVisible(pathname);
  // The landing page draws its own full-width sections; every other page sits in the centred column.
  const isLanding = pathname === '/';
  // The menus' dialog code is not in the first download: fetch it once the page has painted and the browser is idle.
  useEffect(() => whenIdle(() => void prefetchSlideOver()), []);
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar user={user} onSignOut={onSignOut} signingOut={signingOut} onOpenMenu={() => setMenuOpen(true)} hamburgerVisible={hamburgerVisible} />
      <SideMenu open={menuOpen} onOpenChange={setMenuOpen} user={user} onSignOut={onSignOut} signingOut={signingOut} />
      <main className={isLanding ? 'flex w-full flex-1 flex-col' : 'mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12'}>
        <PageTransition pageKey={pathname}>{children}</PageTransition>
      </main>
    </div>
  );
}
