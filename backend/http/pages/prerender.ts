// Pre-renders a public page for a visitor with the SPA's own server entry (built by Vite into <webDist>/.ssr): the
// page's API calls are answered by this server over loopback, exactly as a visitor's browser would be answered.
// Pages that asked the API nothing (landing, help, auth…) render the same every time and are kept once rendered.
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** The contract of web/src/entry-server.tsx (the backend does not import the web's sources). */
export interface PrerenderedPage {
  html: string;
  bodyEnd: string;
  status: number;
  usedApi: boolean;
}
type ApiTransport = (path: string, init: RequestInit) => Promise<Response>;
interface ServerEntry {
  renderPage(url: string, options: { fetchApi: ApiTransport; origin: string }): Promise<PrerenderedPage | null>;
}

export interface Prerenderer {
  /**
   * The page at `url` (path and query) as a visitor sees it; null when the route redirects or no server entry is
   * built. `apiOrigin`: where this server answers its own API; `siteOrigin`: the site's public origin.
   */
  render(url: string, apiOrigin: string, siteOrigin: string): Promise<PrerenderedPage | null>;
}

const API_TIMEOUT_MS = 5_000;
const STATIC_CACHE_LIMIT = 200;

/** Besides the API, the public health checks that /status shows (issue 36). */
const READABLE_CHECKS = new Set(['/healthz', '/readyz']);

/** Answers the pre-render's API reads by asking this server as an anonymous visitor would. */
const loopbackApi =
  (apiOrigin: string): ApiTransport =>
  (path, init) => {
    if ((init.method ?? 'GET') !== 'GET' || !(path.startsWith('/api/') || READABLE_CHECKS.has(path))) return Promise.reject(new Error(`A pre-render only reads the API: ${init.method} ${path}`));
    // The page's language (the SPA's client names it), so that the API's words in the page are in it too.
    const language = new Headers(init.headers).get('accept-language') ?? 'en';
    return fetch(apiOrigin + path, { headers: { accept: 'application/json', 'accept-language': language, 'accept-encoding': 'identity' }, signal: AbortSignal.timeout(API_TIMEOUT_MS) });
  };

export function createPrerenderer(webDist: string, log: (line: string) => void = console.error): Prerenderer {
  const entryFile = join(webDist, '.ssr', 'entry-server.js');
  let loaded: { mtimeMs: number; entry: Promise<ServerEntry> } | null = null;
  const staticPages = new Map<string, PrerenderedPage>();

  /** The server entry of the current build (a rebuild is picked up by its modification time); null when not built. */
  function entry(): Promise<ServerEntry> | null {
    if (!existsSync(entryFile)) return null;
    const { mtimeMs } = statSync(entryFile);
    if (loaded?.mtimeMs !== mtimeMs) {
      staticPages.clear();
      loaded = { mtimeMs, entry: import(`${pathToFileURL(entryFile).href}?v=${mtimeMs}`) as Promise<ServerEntry> };
    }
    return loaded.entry;
  }

  return {
    async render(url, apiOrigin, siteOrigin) {
      const module = entry();
      if (!module) return null;
      const key = `${siteOrigin}${url}`;
      const kept = staticPages.get(key);
      if (kept) return kept;
      try {
        const page = await (await module).renderPage(url, { fetchApi: loopbackApi(apiOrigin), origin: siteOrigin });
        if (page && !page.usedApi && page.status === 200) {
          if (staticPages.size >= STATIC_CACHE_LIMIT) staticPages.delete(staticPages.keys().next().value!);
          staticPages.set(key, page);
        }
        return page;
      } catch (error) {
        // The browser renders the page itself then: a failed pre-render costs speed, never the page.
        log(`Pre-rendering ${url} failed: ${(error as Error).stack ?? error}`);
        return null;
      }
    },
  };
}
