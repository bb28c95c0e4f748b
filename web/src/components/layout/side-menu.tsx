// The side navigation menu (SPEC §2): slides in from the start side (the left; the right in Urdu), shows who is signed in, the entries for their role
// with the current page highlighted, and Sign In / Get Started or Sign Out at the foot.
import type { PublicUser } from '@domain/users/types';
import { AccountActions } from './account-actions';
import { BrandLogo, BrandName } from './brand-mark';
import { sideMenuEntries } from './nav-items';
import { PanelNavList } from './panel-nav-list';
import { SlideOver } from './slide-over';
import { UserAvatar } from './user-avatar';
import { m } from '@/paraglide/messages.js';
import type { Role } from '@domain/shared/roles';

export interface SideMenuProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: PublicUser | null | undefined;
  onSignOut: () => void;
  signingOut: boolean;
}

export function SideMenu({ open, onOpenChange, user, onSignOut, signingOut }: SideMenuProps) {
  const close = () => onOpenChange(false);
  return (
    <SlideOver
      open={open}
      onOpenChange={onOpenChange}
      side="left"
      title={m.shell_navigation_menu()}
      testId="side-menu"
      header={
        <span className="flex items-center gap-2.5">
          <BrandLogo className="size-9" />
          <BrandName stacked className="text-[15px]" />
        </span>
      }
      footer={<AccountActions user={user} onSignOut={onSignOut} signingOut={signingOut} onNavigate={close} signOutLabel={m.shell_sign_out()} />}
    >
      <UserSummary user={user} />
      <p className="mt-5 mb-2 px-3 text-xs font-semibold tracking-wider text-slate-400 uppercase">{m.shell_navigate()}</p>
      <PanelNavList items={sideMenuEntries(user)} label={m.shell_side_menu()} onNavigate={close} />
    </SlideOver>
  );
}

function UserSummary({ user }: { user: PublicUser | null | undefined }) {
  if (!user)
    return (
      <div className="rounded-2xl bg-gradient-to-br from-indigo-50 to-violet-50 p-4 ring-1 ring-indigo-100">
        <p className="font-semibold text-slate-900">{m.shell_welcome_guest()}</p>
        <p className="mt-1 text-sm text-slate-600">{m.shell_guest_text()}</p>
      </div>
    );
  return (
    <div data-testid="side-menu-user" className="flex items-center gap-3 rounded-2xl bg-gradient-to-br from-indigo-50 to-violet-50 p-4 ring-1 ring-indigo-100">
      <UserAvatar user={user} className="size-11 text-base" />
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900" data-testid="side-menu-name">
          {user.firstName} {user.lastName}
        </p>
        <p className="truncate text-sm text-slate-600" data-testid="side-menu-email">
          {user.email}
        </p>
        <span data-testid="side-menu-role" className="mt-1.5 inline-flex rounded-full bg-white px-2 py-0.5 text-xs font-medium text-indigo-700 capitalize ring-1 ring-indigo-200">
          {roleLabel(user.role)}
        </span>
      </div>
    </div>
  );
}

/** The role's word (in English the value itself, capitalised by CSS). */
const roleLabel = (role: Role) => ({ student: m.shell_role_student(), company: m.shell_role_company(), admin: m.shell_role_admin() })[role] ?? role;

export default SideMenu;
