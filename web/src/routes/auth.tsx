// /auth: Sign In / Sign Up tabs (?tab=login|register, default login); ?logout=true ends the session first; ?redirect=
// (a same-origin path) is where a signed-in visitor goes next.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { consentPolicyQueryOptions } from '@/api/consent-policy';
import { authProvidersQueryOptions } from '@/features/auth/api/auth-providers';
import { loadCurrentUser } from '@/api/current-user';
import { endSession } from '@/features/auth/api/sign-out';
import { AuthScreen, type AuthTab } from '@/features/auth/components/auth-screen';
import { safeRedirect } from '@/features/auth/api/safe-redirect';
import { headOf } from '@/lib/page-head';

interface AuthSearch {
  tab?: AuthTab;
  logout?: boolean;
  /** Where to go after signing in or up: a path of this site only (safeRedirect), e.g. the internship being applied to. */
  redirect?: string;
}

/** Unknown or malformed values are dropped rather than failing the page (plain function: keeps zod out of the entry chunk). */
function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const tab = search.tab === 'login' || search.tab === 'register' ? search.tab : undefined;
  const logout = search.logout === true || search.logout === 'true' ? true : undefined;
  const back = safeRedirect(search.redirect);
  return { ...(tab && { tab }), ...(logout && { logout }), ...(back && { redirect: back }) };
}

export const Route = createFileRoute('/auth')({
  head: () => headOf((t) => t.staticPages['/auth']),
  validateSearch: validateAuthSearch,
  beforeLoad: async ({ context, search }) => {
    if (search.logout) {
      await endSession(context.queryClient);
      throw redirect({ to: '/auth', search: { tab: search.tab, redirect: search.redirect }, replace: true });
    }
    if (await loadCurrentUser(context.queryClient)) {
      // Checked again here: the address bar may still carry a value validateSearch dropped.
      const back = safeRedirect(search.redirect);
      if (back) throw redirect({ href: back, replace: true });
      throw redirect({ to: '/dashboard', replace: true });
    }
  },
  // Whether the sign-up form asks a date of birth and a guardian (PARENTAL_CONSENT), known before the form shows; and
  // which social-login buttons to show (only the providers the server has set up).
  loader: ({ context }) =>
    Promise.all([context.queryClient.ensureQueryData(consentPolicyQueryOptions()), context.queryClient.ensureQueryData(authProvidersQueryOptions())]),
  component: AuthPage,
});

function AuthPage() {
  const { tab = 'login', redirect: wanted } = Route.useSearch();
  const redirectTo = safeRedirect(wanted);
  const navigate = Route.useNavigate();
  const changeTab = (next: AuthTab) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true });
  return <AuthScreen tab={tab} onTabChange={changeTab} redirectTo={redirectTo} />;
}
