// /auth: Sign In / Sign Up tabs (?tab=login|register, default login); ?logout=true ends the session first.
import { createFileRoute, redirect } from '@tanstack/react-router';
import { consentPolicyQueryOptions } from '@/features/auth/api/consent-policy';
import { loadCurrentUser } from '@/api/current-user';
import { endSession } from '@/features/auth/api/sign-out';
import { AuthScreen, type AuthTab } from '@/features/auth/components/auth-screen';
import { STATIC_PAGE_META } from '@domain/site/page-meta';
import { headOf } from '@/lib/page-head';

interface AuthSearch {
  tab?: AuthTab;
  logout?: boolean;
}

/** Unknown or malformed values are dropped rather than failing the page (plain function: keeps zod out of the entry chunk). */
function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  const tab = search.tab === 'login' || search.tab === 'register' ? search.tab : undefined;
  const logout = search.logout === true || search.logout === 'true' ? true : undefined;
  return { ...(tab && { tab }), ...(logout && { logout }) };
}

export const Route = createFileRoute('/auth')({
  head: () => headOf(STATIC_PAGE_META['/auth']),
  validateSearch: validateAuthSearch,
  beforeLoad: async ({ context, search }) => {
    if (search.logout) {
      await endSession(context.queryClient);
      throw redirect({ to: '/auth', search: { tab: search.tab }, replace: true });
    }
    if (await loadCurrentUser(context.queryClient)) throw redirect({ to: '/dashboard', replace: true });
  },
  // Whether the sign-up form asks a date of birth and a guardian (PARENTAL_CONSENT), known before the form shows.
  loader: ({ context }) => context.queryClient.ensureQueryData(consentPolicyQueryOptions()),
  component: AuthPage,
});

function AuthPage() {
  const { tab = 'login' } = Route.useSearch();
  const navigate = Route.useNavigate();
  const changeTab = (next: AuthTab) => void navigate({ search: (prev) => ({ ...prev, tab: next }), replace: true });
  return <AuthScreen tab={tab} onTabChange={changeTab} />;
}
