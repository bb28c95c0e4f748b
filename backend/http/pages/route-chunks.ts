// The JavaScript files a pre-rendered page's route loads beyond the entry, from the build's .route-chunks.json
// (web/build/route-chunks-plugin.ts): named in the page, /app-loader.js preloads them a few at a time after the paint.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const FILE = '.route-chunks.json';

/** The route file that draws a public page (TanStack's flat file names: '/blog/x' is blog.$slug.tsx); null for others. */
export function routeFileOf(path: string): string | null {
  if (path === '/' || path === '') return 'index';
  if (path === '/blog' || path === '/blog/') return 'blog.index';
  const param = path.match(/^\/(internship|blog|consent)\/[^/]+$/);
  if (param) return { internship: 'internship.$id', blog: 'blog.$slug', consent: 'consent.$token' }[param[1]]!;
  return /^\/[a-z-]+$/.test(path) ? path.slice(1) : null;
}

/** Reads a build's lists once (again when the file changes); a build without the file names none. */
export function routeChunkLists(root: string): (path: string) => string[] {
  let cached: { mtimeMs: number; lists: Record<string, string[]> } | null = null;
  return (path) => {
    const route = routeFileOf(path);
    if (!route) return [];
    const file = join(root, FILE);
    // One stat a page: a missing file (a build without the plugin) names nothing.
    const mtimeMs = statSync(file, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return [];
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, lists: JSON.parse(readFileSync(file, 'utf8')) as Record<string, string[]> };
    return Object.hasOwn(cached.lists, route) ? cached.lists[route] : [];
  };
}
