// Which navigation entries each kind of user gets (SPEC §2 side menu, top bar, mobile drawer; §6 roles).
import { isBackendAdmin } from '@domain/shared/roles';
import type { PublicUser } from '@domain/users/types';
import type { IconName } from './nav-icons';

export interface NavItem {
  label: string;
  href: string;
  icon: IconName;
}

type MaybeUser = PublicUser | null | undefined;

const DASHBOARD: NavItem = { label: 'Dashboard', href: '/dashboard', icon: 'dashboard' };
const BROWSE: NavItem = { label: 'Browse Internships', href: '/search', icon: 'search' };
const BLOG: NavItem = { label: 'Blog', href: '/blog', icon: 'blog' };
const HELP: NavItem = { label: 'Help', href: '/help', icon: 'help' };
const ADMIN: NavItem = { label: 'Admin', href: '/admin', icon: 'shield' };
const BACKEND: NavItem = { label: 'Backend', href: '/admin-backend', icon: 'server' };

/** SPEC §6: companies do not see the Browse Internships link. */
const seesBrowse = (user: MaybeUser) => user?.role !== 'company';
const isAdmin = (user: MaybeUser) => user?.role === 'admin';

/** Top bar: Dashboard (signed in), Browse Internships (not companies), Blog, Help, Admin (admins), Backend (admin1..3). */
export function topBarLinks(user: MaybeUser): NavItem[] {
  return [
    ...(user ? [DASHBOARD] : []),
    ...(seesBrowse(user) ? [BROWSE] : []),
    BLOG,
    HELP,
    ...(isAdmin(user) ? [ADMIN] : []),
    ...(isBackendAdmin(user) ? [BACKEND] : []),
  ];
}

/** Side menu: Dashboard (signed in), Browse Internships, Blog, Admin Panel (admins), Help & Support. */
export function sideMenuEntries(user: MaybeUser): NavItem[] {
  return [
    ...(user ? [DASHBOARD] : []),
    ...(seesBrowse(user) ? [BROWSE] : []),
    BLOG,
    ...(isAdmin(user) ? [{ ...ADMIN, label: 'Admin Panel' }] : []),
    { ...HELP, label: 'Help & Support' },
  ];
}

/** Mobile drawer: the top bar's links, plus Profile and Settings for signed-in users. */
export function drawerLinks(user: MaybeUser): NavItem[] {
  return [
    ...topBarLinks(user),
    ...(user
      ? [
          { label: 'Profile', href: '/profile', icon: 'user' } as const,
          { label: 'Settings', href: '/settings', icon: 'settings' } as const,
        ]
      : []),
  ];
}

/**
 * The avatar dropdown's links (SPEC §2: Settings there goes to /help). 'Profile Settings' leads to /settings, the account's
 * settings page (the lead's call: SPEC §2 names /profile, which shows no screen; the drawer keeps Profile → /profile).
 */
export const USER_MENU_LINKS: NavItem[] = [
  { label: 'Profile Settings', href: '/settings', icon: 'user' },
  DASHBOARD,
  { label: 'Settings', href: '/help', icon: 'settings' },
];
