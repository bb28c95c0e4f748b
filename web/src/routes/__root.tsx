// Root layout: the app shell (top bar, side menu, page with its fade + scale transition), toasts, and the 404 page.
import { Outlet, createRootRouteWithContext } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { RouterContext } from '@/router';
import { AppShell } from '@/components/layout/app-shell';
import { DocumentHead } from '@/components/layout/document-head';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { AppToaster } from '@/components/ui/toaster';
import { currentUserQueryOptions } from '@/api/current-user';
import { useSignOut } from '@/features/auth/api/sign-out';
import { headOf } from '@/lib/page-head';

export const Route = createRootRouteWithContext<RouterContext>()({
  // Pages without their own words (private pages) get the site's.
  head: () => headOf((t) => t.defaultMeta),
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { data: user } = useQuery(currentUserQueryOptions());
  const signOut = useSignOut();
  return (
    <>
      <AppShell user={user} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending}>
        <Outlet />
      </AppShell>
      <AppToaster />
      <DocumentHead />
    </>
  );
}
