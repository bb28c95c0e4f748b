// The mobile drawer (small screens, SPEC §2): the top bar's links plus Profile and Settings, and the account actions.
import { useState } from 'react';
import type { PublicUser } from '@domain/users/types';
import { AccountActions } from './account-actions';
import { NavIcon } from './nav-icons';
import { drawerLinks } from './nav-items';
import { PanelNavList } from './panel-nav-list';
import { SlideOver } from './slide-over';
import { UserAvatar } from './user-avatar';
import { displayName } from './user-display';

interface MobileDrawerProps {
  user: PublicUser | null | undefined;
  onSignOut: () => void;
  signingOut: boolean;
}

export function MobileDrawer({ user, onSignOut, signingOut }: MobileDrawerProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button
        type="button"
        aria-label="Open navigation"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-testid="mobile-drawer-trigger"
        onClick={() => setOpen(true)}
        className="rounded-xl p-2 text-slate-700 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 lg:hidden"
      >
        <NavIcon name="panel" className="size-6" />
      </button>
      <SlideOver
        open={open}
        onOpenChange={setOpen}
        side="right"
        title="Site navigation"
        testId="mobile-drawer"
        header={
          user ? (
            <span className="flex min-w-0 items-center gap-3">
              <UserAvatar user={user} />
              <span className="min-w-0">
                <span className="block truncate text-sm font-semibold text-slate-900">{displayName(user)}</span>
                <span className="block truncate text-xs text-slate-500">{user.email}</span>
              </span>
            </span>
          ) : (
            <span className="text-base font-semibold text-slate-900">Menu</span>
          )
        }
        footer={<AccountActions user={user} onSignOut={onSignOut} signingOut={signingOut} onNavigate={close} signOutLabel="Sign out" />}
      >
        <PanelNavList items={drawerLinks(user)} label="Mobile" onNavigate={close} />
      </SlideOver>
    </>
  );
}
