// Server entry (built by Vite into dist/server/): renders a page of the SPA to HTML for a visitor, with the same
// components, routes and queries as the browser, so the text paints before the JavaScript arrives and then hydrates.
import { AsyncLocalStorage } from 'node:async_hooks';
import { prerenderToNodeStream } from 'react-dom/static';
import { createMemoryHistory } from '@tanstack/react-router';
import { setApiTransport, type ApiTransport } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { prerenderedStateScript } from '@/lib/prerendered-state';
import { currentUserQueryOptions } from '@/api/current-user';
import { overwriteGetLocale } from '@/paraglide/runtime.js';
import { recordFormattedTexts } from '@/i18n/formatted-texts';
import { DEFAULT_LOCALE, splitLocalePath, type Locale } from '@domain/i18n/locales';
import { App } from './app';
import { loadLanguageMenu } from '@/components/layout/app-shell';
import { createAppRouter } from './router';

export interface PrerenderedPage {
  /** What goes inside #root. */
  html: string;
  /** What goes right before </body>: the query data the browser hydrates with. */
  bodyEnd: string;
  /** 200, or 404 when the route (or its data) was not found. */
  status: number;
  /** Whether the page asked the API anything (if not, the same URL always renders the same HTML). */
  usedApi: boolean;
}

// Each render answers its own API calls: the transport looks up the render it is running in.
const currentRender = new AsyncLocalStorage<{ fetchApi: ApiTransport; used: boolean; locale: Locale; formatted: Record<string, string> }>();
// Every language is in this bundle: a render's texts, dates and router prefix are its URL's language (/hi/… → Hindi).
overwriteGetLocale(() => currentRender.getStore()?.locale ?? DEFAULT_LOCALE);
// What Intl wrote for a render goes to the browser with its page: hydration reads it instead of making formatters.
recordFormattedTexts(() => currentRender.getStore()?.formatted);
setApiTransport((path, init) => {
  const render = currentRender.getStore();
  if (!render) return Promise.reject(new Error(`API call outside a render: ${path}`));
  render.used = true;
  return render.fetchApi(path, init);
});

async function textOf(stream: AsyncIterable<unknown>): Promise<string> {
  let html = '';
  for await (const chunk of stream) html += typeof chunk === 'string' ? chunk : Buffer.from(chunk as Uint8Array).toString('utf8');
  return html;
}

/** Waits until no query is fetching (loaders may start prefetches they do not wait for); at most SETTLE_MS. */
const SETTLE_MS = 3000;
async function settled(queryClient: ReturnType<typeof createQueryClient>) {
  const until = Date.now() + SETTLE_MS;
  while (queryClient.isFetching() > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 2));
}

/**
 * Renders `url` (path and query, with its language's prefix) as a visitor sees it; null when the route redirects (the browser does that itself).
 * `fetchApi` answers the SPA's API calls (GET /api/…) as the real API would for a visitor; `origin` is the site's
 * public origin (for the pages that show full addresses).
 */
export function renderPage(url: string, { fetchApi, origin }: { fetchApi: ApiTransport; origin: string }): Promise<PrerenderedPage | null> {
  const { locale } = splitLocalePath(url);
  // A language's home page, /hi, is the router's base path: rendered as /hi/ (else the router answers with a redirect).
  if (locale !== DEFAULT_LOCALE) url = url.replace(/^(\/[a-z]{2})(?=$|[?#])/, '$1/');
  const render = { fetchApi, used: false, locale, formatted: {} };
  return currentRender.run(render, async () => {
    const queryClient = createQueryClient();
    // A pre-render is always a visitor's page: no session to ask for.
    queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
    const router = createAppRouter(queryClient, origin, {
      history: createMemoryHistory({ initialEntries: [url] }),
      isServer: true,
      scrollRestoration: false,
    });
    await Promise.all([router.load(), loadLanguageMenu()]);
    const result = router._serverResult;
    if (result?.type === 'redirect') return null;
    await settled(queryClient);
    // Every boundary inline, however large: a pre-render must not need inline scripts (the CSP allows none) to show.
    const { prelude } = await prerenderToNodeStream(<App queryClient={queryClient} router={router} />, { progressiveChunkSize: Number.POSITIVE_INFINITY });
    const html = await textOf(prelude as AsyncIterable<unknown>);
    const status = result?.type === 'render' ? result.status : 200;
    return { html, bodyEnd: prerenderedStateScript(queryClient, origin, render.formatted), status, usedApi: render.used };
  });
}
