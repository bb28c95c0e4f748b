// The avatar dropdown at the top right (Ark UI Menu): name and e-mail, Profile Settings, Dashboard, a student's My
// Applications and Saved Internships, Settings, Help, Sign out;
// loaded after the page (see user-menu.tsx). A student's or company's unread-messages link comes with it, just before the
// avatar: signed-in only too, and kept out of the first load (which is at its 120 KB budget).
import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import type { PublicUser } from '@domain/users/types';
import { ChevronDownIcon, NavSignOutIcon } from '@/components/ui/icons';
import { AppLink } from './app-link';
import { UnreadIndicator } from './unread-indicator';
import { userMenuLinks } from './nav-items';
import { UserAvatar } from './user-avatar';
import { displayName } from './user-display';
import './side-panels.css';
import { m } from '@/paraglide/messages.js';

const SIGN_OUT = 'sign-out';
const itemClass =
  'flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-700 outline-none data-[highlighted]:bg-slate-100 data-[highlighted]:text-slate-900 data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60';

export interface UserMenuProps {
  user: PublicUser;
  onSignOut: () => void;
  signingOut: boolean;
}

export default function UserMenuPanel({ user, onSignOut, signingOut, defaultOpen = false }: UserMenuProps & { defaultOpen?: boolean }) {
  const name = displayName(user);
  return (
    <>
      {user.role === 'student' || user.role === 'company' ? <UnreadIndicator role={user.role} /> : null}
      {/* Its items stay mounted when closed (no lazyMount): Ark's Escape layer looks for them one frame after it opens (see use-mounted-while-open.ts). */}
      <Menu.Root defaultOpen={defaultOpen} positioning={{ placement: 'bottom-end', gutter: 8 }} onSelect={({ value }) => value === SIGN_OUT && onSignOut()}>
        <Menu.Trigger
          data-testid="user-menu-trigger"
          className="flex items-center gap-2 rounded-full py-1 pe-1 ps-1 transition-colors hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-indigo-600 xl:pe-3"
        >
          {/* Named by its content (no aria-label): 'Account menu', plus the user's name where it shows (WCAG 2.5.3, label in name). */}
          <span className="sr-only">{m.shell_account_menu()}</span>
          <UserAvatar user={user} />
          <span className="hidden max-w-40 truncate text-sm font-medium text-slate-700 xl:block" data-testid="top-bar-user">
            {name}
          </span>
          <ChevronDownIcon className="shrink-0 hidden size-4 text-slate-400 xl:block" />
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner className="z-50">
            <Menu.Content data-testid="user-menu" className="ifh-pop w-64 rounded-2xl border border-slate-200 bg-white p-1.5 shadow-xl outline-none">
              <div className="flex items-center gap-3 px-3 py-3">
                <UserAvatar user={user} className="size-10 text-base" />
                <div className="min-w-0">
                  <p className="truncate text-sm font-semibold text-slate-900" data-testid="user-menu-name">{name}</p>
                  <p className="truncate text-xs text-slate-500" data-testid="user-menu-email">{user.email}</p>
                </div>
              </div>
              <Menu.Separator className="my-1 border-slate-100" />
              {userMenuLinks(user).map((link) => (
                <Menu.Item key={link.label} value={link.href} asChild>
                  <AppLink href={link.href} className={itemClass}>
                    <link.icon className="shrink-0 size-[18px] text-slate-400" />
                    {link.label}
                  </AppLink>
                </Menu.Item>
              ))}
              <Menu.Separator className="my-1 border-slate-100" />
              <Menu.Item value={SIGN_OUT} disabled={signingOut} className={`${itemClass} text-red-600 data-[highlighted]:bg-red-50 data-[highlighted]:text-red-700`}>
                <NavSignOutIcon className="shrink-0 size-[18px]" />
                {m.shell_sign_out_menu()}
              </Menu.Item>
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
    </>
  );
}
