// Creates the TanStack router from the generated route tree; its context carries the QueryClient.
import { createRouter } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { ErrorPage } from '@/components/layout/error-page';
import { PageSpinner } from '@/components/ui/spinner';

export interface RouterContext {
  queryClient: QueryClient;
}

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    // Guards load the session in beforeLoad: a spinner shows when that takes more than a moment (SPEC §2),
    // while navigations with the session already cached (resolved within microtasks) never flash it.
    defaultPendingComponent: () => <PageSpinner />,
    defaultPendingMs: 100,
    defaultPendingMinMs: 300,
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ({ error }) => <ErrorPage error={error} />,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
