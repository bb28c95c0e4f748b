// The top bar: brand link home, then Sign In / Get Started for visitors or the user's name and Sign out.
import { Link } from '@tanstack/react-router';
import type { PublicUser } from '@domain/user';
import { buttonClass } from '@/components/ui/button-styles';

interface TopBarProps {
  /** undefined while the session loads, null for a visitor. */
  user: PublicUser | null | undefined;
  onSignOut: () => void;
  signingOut?: boolean;
}

const displayName = (user: PublicUser) =>
  `${user.firstName} ${user.lastName}`.trim() || user.companyName || user.username;

export function TopBar({ user, onSignOut, signingOut = false }: TopBarProps) {
  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white/85 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-3 px-4 sm:px-6">
        <Link to="/" className="flex min-w-0 items-center gap-2 rounded-lg font-bold text-slate-900 focus-visible:outline-2 focus-visible:outline-indigo-600">
          <img src="/favicon.svg" alt="" className="size-8 shrink-0" />
          <span className="text-[13px] leading-tight sm:text-base">
            <span className="block sm:inline">Internships for </span>
            <span className="block sm:inline">Highschoolers</span>
          </span>
        </Link>
        <nav aria-label="Account" className="flex shrink-0 items-center gap-1 sm:gap-2">
          {user === undefined ? null : user ? (
            <>
              <span className="hidden max-w-48 truncate text-sm font-medium text-slate-700 sm:block" data-testid="top-bar-user">
                {displayName(user)}
              </span>
              <button type="button" onClick={onSignOut} disabled={signingOut} className={buttonClass('secondary', 'sm')}>
                Sign out
              </button>
            </>
          ) : (
            <>
              <Link to="/auth" className={buttonClass('ghost', 'sm')}>Sign In</Link>
              <Link to="/auth" search={{ tab: 'register' }} className={buttonClass('primary', 'sm')}>Get Started</Link>
            </>
          )}
        </nav>
      </div>
    </header>
  );
}
