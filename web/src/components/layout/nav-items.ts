// Which navigation entries each kind of user gets (SPEC §2 side menu, top bar, mobile drawer; §6 roles). Labels are read
// when a menu renders (getters): on the server the language is the render's.
import { isBackendAdmin } from '@domain/shared/roles';
import type { PublicUser } from '@domain/users/types';
import type { ComponentType } from 'react';
import { m } from '@/paraglide/messages.js';
import { BlogIcon, DashboardIcon, FileIcon, HeartIcon, NavHelpIcon, NavSearchIcon, NavUserIcon, ServerIcon, SettingsIcon, ShieldIcon, type IconProps } from '@/components/ui/icons';

export interface NavItem {
  label: string;
  href: string;
  icon: ComponentType<IconProps>;
  /** Listed only below the lg breakpoint, where the top bar's links are hidden (one menu on phones). */
  phoneOnly?: boolean;
}

type MaybeUser = PublicUser | null | undefined;

const DASHBOARD: NavItem = { get label() { return m.nav_dashboard(); }, href: '/dashboard', icon: DashboardIcon };
const BROWSE: NavItem = { get label() { return m.nav_browse_internships(); }, href: '/search', icon: NavSearchIcon };
const BLOG: NavItem = { get label() { return m.nav_blog(); }, href: '/blog', icon: BlogIcon };
const HELP: NavItem = { get label() { return m.nav_help(); }, href: '/help', icon: NavHelpIcon };
/** A student's own lists (issue 28): every application with its status, and the internships saved with the heart. */
const MY_APPLICATIONS: NavItem = { get label() { return m.nav_my_applications(); }, href: '/applications', icon: FileIcon };
const SAVED: NavItem = { get label() { return m.nav_saved_internships(); }, href: '/saved', icon: HeartIcon };
const ADMIN: NavItem = { get label() { return m.nav_admin(); }, href: '/admin', icon: ShieldIcon };
const BACKEND: NavItem = { get label() { return m.nav_backend(); }, href: '/admin-backend', icon: ServerIcon };

/** SPEC §6: companies do not see the Browse Internships link. */
const seesBrowse = (user: MaybeUser) => user?.role !== 'company';
const isAdmin = (user: MaybeUser) => user?.role === 'admin';
const isStudent = (user: MaybeUser) => user?.role === 'student';

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

/**
 * Side menu: Dashboard (signed in), My Applications and Saved Internships (students), Browse Internships, Blog, Admin
 * Panel (admins), Help & Support. On phones it is the
 * only menu, so it also lists what the top bar and SPEC's mobile drawer add there: Backend (admin1–admin3), Profile and
 * Settings (signed in).
 */
export function sideMenuEntries(user: MaybeUser): NavItem[] {
  return [
    ...(user ? [DASHBOARD] : []),
    ...(isStudent(user) ? [MY_APPLICATIONS, SAVED] : []),
    ...(seesBrowse(user) ? [BROWSE] : []),
    BLOG,
    ...(isAdmin(user) ? [{ ...ADMIN, label: m.nav_admin_panel() }] : []),
    { ...HELP, label: m.nav_help_support() },
    ...(isBackendAdmin(user) ? [{ ...BACKEND, phoneOnly: true }] : []),
    ...(user
      ? [
          { label: m.nav_profile(), href: '/profile', icon: NavUserIcon, phoneOnly: true },
          { label: m.nav_settings(), href: '/settings', icon: SettingsIcon, phoneOnly: true },
        ]
      : []),
  ];
}

/**
 * The avatar dropdown's links: Profile Settings (/profile), Dashboard, a student's lists, Settings and Help. SPEC §2 has
 * Settings go to /help; issue 36 changed it to /settings, as users expect, with Help an entry of its own.
 */
export function userMenuLinks(user: MaybeUser): NavItem[] {
  return [
    { label: m.nav_profile_settings(), href: '/profile', icon: NavUserIcon },
    DASHBOARD,
    ...(isStudent(user) ? [MY_APPLICATIONS, SAVED] : []),
    { label: m.nav_settings(), href: '/settings', icon: SettingsIcon },
    HELP,
  ];
}
