// The avatar menu at the top right: its dropdown code (Ark UI Menu) loads after the page, for signed-in users only;
// until then the same avatar button shows, and a click on it opens the menu as soon as it has loaded.
import { useState } from 'react';
import { deferredComponent } from '@/lib/deferred-component';
import { ChevronDownIcon } from '@/components/ui/icons';
import { UserAvatar } from './user-avatar';
import { displayName } from './user-display';
import type { UserMenuProps } from './user-menu-panel';
import { m } from '@/paraglide/messages.js';

const panel = deferredComponent<UserMenuProps & { defaultOpen?: boolean }>(() => import('./user-menu-panel'));

export function UserMenu(props: UserMenuProps) {
  const [openOnLoad, setOpenOnLoad] = useState(false);
  const placeholder = (
    <button
      type="button"
      aria-haspopup="menu"
      data-testid="user-menu-trigger"
      onClick={() => setOpenOnLoad(true)}
      className="flex items-center gap-2 rounded-full py-1 pe-1 ps-1 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 xl:pe-3"
    >
      {/* Named by its content, as the loaded menu's trigger: 'Account menu', plus the user's name where it shows (WCAG 2.5.3). */}
      <span className="sr-only">{m.shell_account_menu()}</span>
      <UserAvatar user={props.user} />
      <span className="hidden max-w-40 truncate text-sm font-medium text-slate-700 xl:block" data-testid="top-bar-user">
        {displayName(props.user)}
      </span>
      <ChevronDownIcon className="shrink-0 hidden size-4 text-slate-400 xl:block" />
    </button>
  );
  return <panel.Component {...props} defaultOpen={openOnLoad} fallback={placeholder} />;
}
