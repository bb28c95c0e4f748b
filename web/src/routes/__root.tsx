// Root layout: top bar, the page (fade + scale on every page change), the toast region, and the 404 page.
import { Outlet, createRootRouteWithContext, useLocation } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import type { RouterContext } from '@/router';
import { TopBar } from '@/components/layout/top-bar';
import { PageTransition } from '@/components/layout/page-transition';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { AppToaster } from '@/components/ui/toaster';
import { currentUserQueryOptions } from '@/features/auth/api/current-user';
import { useSignOut } from '@/features/auth/api/sign-out';

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
  notFoundComponent: NotFoundPage,
});

function RootLayout() {
  const { data: user } = useQuery(currentUserQueryOptions());
  const signOut = useSignOut();
  const pathname = useLocation({ select: (l) => l.pathname });
  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar user={user} onSignOut={() => signOut.mutate()} signingOut={signOut.isPending} />
      <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 sm:py-12">
        <PageTransition pageKey={pathname}>
          <Outlet />
        </PageTransition>
      </main>
      <AppToaster />
    </div>
  );
}
