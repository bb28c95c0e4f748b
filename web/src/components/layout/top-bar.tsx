// The top navigation bar (SPEC §2): hamburger + logo open the side menu, brand link home, the links for the user's
// role, then Sign In / Get Started for visitors or the avatar menu (and, from its deferred code, a student's or company's
// unread-messages link before it); below `lg` the links are in the side menu (one menu).
import { m } from '@/paraglide/messages.js';
import { Link, useLocation } from '@tanstack/react-router';
import type { PublicUser } from '@domain/users/types';
import { buttonClass } from '@/components/ui/button-styles';
import { MenuIcon } from '@/components/ui/icons';
import { AppLink, isCurrentPath } from './app-link';
import { BrandLogo, BrandName } from './brand-mark';
import { topBarLinks } from './nav-items';
import { UserMenu } from './user-menu';

interface TopBarProps {
  /** undefined while the session loads, null for a visitor. */
  user: PublicUser | null | undefined;
  onSignOut: () => void;
  signingOut?: boolean;
  onOpenMenu: () => void;
  hamburgerVisible: boolean;
}

export function TopBar({ user, onSignOut, signingOut = false, onOpenMenu, hamburgerVisible }: TopBarProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200/80 bg-white/85 backdrop-blur-md">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 sm:px-6">
        <button
          type="button"
          aria-label={m.shell_open_menu()}
          aria-haspopup="dialog"
          data-testid="hamburger"
          data-visible={hamburgerVisible}
          onClick={onOpenMenu}
          className={`-ms-2 h-10 shrink-0 overflow-hidden rounded-xl p-2 text-slate-700 transition-all duration-300 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 ${
            hamburgerVisible ? 'visible w-10 opacity-100' : 'invisible w-0 px-0 opacity-0'
          }`}
        >
          <MenuIcon className="shrink-0 size-6" />
        </button>
        <div className="flex min-w-0 items-center gap-2">
          <button
            type="button"
            aria-label={m.shell_open_side_menu()}
            aria-haspopup="dialog"
            data-testid="logo-menu-button"
            onClick={onOpenMenu}
            className="shrink-0 rounded-lg transition-transform hover:scale-105 focus-visible:outline-2 focus-visible:outline-indigo-600"
          >
            <BrandLogo />
          </button>
          <Link to="/" className="min-w-0 rounded-md focus-visible:outline-2 focus-visible:outline-indigo-600" data-testid="brand-link">
            <BrandName className="text-[13px] sm:text-base" />
          </Link>
        </div>
        <MainLinks user={user} />
        <div className="ms-auto flex shrink-0 items-center gap-1 sm:gap-2">
          {user === undefined ? null : user ? (
            <UserMenu user={user} onSignOut={onSignOut} signingOut={signingOut} />
          ) : (
            <>
              <Link to="/auth" className={buttonClass('ghost', 'sm')}>{m.shell_sign_in()}</Link>
              <Link to="/auth" search={{ tab: 'register' }} className={buttonClass('primary', 'sm', 'max-sm:hidden')}>
                {m.shell_get_started()}
              </Link>
            </>
          )}
        </div>
      </div>
    </header>
  );
}

function MainLinks({ user }: { user: PublicUser | null | undefined }) {
  const pathname = useLocation({ select: (l) => l.pathname });
  if (user === undefined) return null;
  return (
    <nav aria-label={m.shell_main_nav()} className="ms-4 hidden items-center gap-0.5 lg:flex">
      {topBarLinks(user).map((link) => (
        <AppLink
          key={link.href}
          href={link.href}
          aria-current={isCurrentPath(pathname, link.href) ? 'page' : undefined}
          className="rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600 aria-[current=page]:bg-indigo-50 aria-[current=page]:text-indigo-700"
        >
          {link.label}
        </AppLink>
      ))}
    </nav>
  );
}
