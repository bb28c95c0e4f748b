// Creates the TanStack router from the generated route tree (under the page language's prefix); its context carries the
// QueryClient.
import { createRouter, lazyRouteComponent, type ParsedLocation, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from './routeTree.gen';
import { NotFoundPage } from '@/components/layout/not-found-page';
import { PageSpinner } from '@/components/ui/spinner';
import { basepathOf, currentLocale } from '@/i18n/locale';

export interface RouterContext {
  queryClient: QueryClient;
  /** The site's public origin (https://host): the browser's own, or on a pre-rendered page the one the server used. */
  origin: string;
}

/**
 * What differs from the browser's defaults: the server's pre-render (a memory history at the requested URL, server
 * mode, no scroll restoration script), or a browser hydrating a pre-rendered page (keepScrollOf).
 */
export interface RouterOverrides {
  history?: RouterHistory;
  isServer?: boolean;
  scrollRestoration?: boolean | ((options: { location: ParsedLocation }) => boolean);
}

/**
 * Scroll restoration that leaves a pre-rendered page where the visitor scrolled it before the SPA took over (the
 * router would put it back at the top); from the first navigation on, the router restores and resets as usual.
 */
export function keepScrollOf(initialHref: string): RouterOverrides['scrollRestoration'] {
  let initial = true;
  return ({ location }) => {
    if (initial && location.href === initialHref) return window.scrollY === 0 && window.scrollX === 0;
    initial = false;
    return true;
  };
}

export function createAppRouter(queryClient: QueryClient, origin: string, overrides?: RouterOverrides) {
  return createRouter({
    routeTree,
    context: { queryClient, origin },
    // The language's prefix (/hi, /ur…; none for English): the routes are SPEC.md's paths, every link keeps the language.
    basepath: basepathOf(currentLocale()),
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router should always ask it.
    defaultPreloadStaleTime: 0,
    // Guards load the session in beforeLoad: a spinner shows when that takes more than a moment (SPEC §2),
    // while navigations with the session already cached (resolved within microtasks) never flash it.
    defaultPendingComponent: () => <PageSpinner />,
    defaultPendingMs: 100,
    defaultPendingMinMs: 300,
    defaultNotFoundComponent: NotFoundPage,
    // Rare: its code loads when a page fails.
    defaultErrorComponent: lazyRouteComponent(() => import('@/components/layout/error-page'), 'ErrorPage'),
    scrollRestoration: true,
    ...overrides,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
