// The account buttons at the foot of the side panels: Sign In and Get Started for visitors, Sign Out when signed in.
import type { PublicUser } from '@domain/users/types';
import { buttonClass } from '@/components/ui/button-styles';
import { NavSignOutIcon } from '@/components/ui/icons';
import { AppLink } from './app-link';
import { m } from '@/paraglide/messages.js';

interface AccountActionsProps {
  user: PublicUser | null | undefined;
  onSignOut: () => void;
  signingOut: boolean;
  onNavigate: () => void;
  signOutLabel: string;
}

export function AccountActions({ user, onSignOut, signingOut, onNavigate, signOutLabel }: AccountActionsProps) {
  if (user === undefined) return null;
  if (user)
    return (
      <button type="button" onClick={onSignOut} disabled={signingOut} className={buttonClass('secondary', 'md', 'w-full text-red-600 hover:bg-red-50')}>
        <NavSignOutIcon className="shrink-0 size-[18px]" />
        {signOutLabel}
      </button>
    );
  return (
    <div className="grid grid-cols-2 gap-2">
      <AppLink href="/auth?tab=login" onClick={onNavigate} className={buttonClass('secondary', 'md')}>
        {m.shell_sign_in()}
      </AppLink>
      <AppLink href="/auth?tab=register" onClick={onNavigate} className={buttonClass('primary', 'md')}>
        {m.shell_get_started()}
      </AppLink>
    </div>
  );
}
