// Composes the HTML a page is served with: the built index.html, the page's own head tags in place of its generic
// <title> and description, and (for a pre-rendered page) the page's HTML inside #root and its data before </body>.
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

export interface DocumentParts {
  headTags: string;
  /** Inside <div id="root">; empty: the browser renders the page. */
  rootHtml?: string;
  bodyEnd?: string;
  /** Files the page's route loads beyond the entry (route-chunks.ts): preloaded after the paint with the entry's own. */
  routeChunks?: readonly string[];
}

/** Reads index.html once per build (again only when its modification time changes). */
export function indexTemplate(root: string): () => string {
  let cached: { mtimeMs: number; text: string } | null = null;
  return () => {
    const file = join(root, 'index.html');
    const { mtimeMs } = statSync(file);
    if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: readFileSync(file, 'utf8') };
    return cached.text;
  };
}

const MODULE_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/g;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;

/**
 * On a pre-rendered page the JavaScript is not needed to paint: Vite's module script and preloads give way to
 * /app-loader.js, which fetches them once the page has painted. A template of another shape is left as it is.
 */
export function loadScriptsAfterPaint(html: string, routeChunks: readonly string[] = []): string {
  // The build may emit more than one module script (its runtime, then the entry): all are loaded, in their order.
  const entries = [...html.matchAll(MODULE_SCRIPT)].map((m) => m[1]);
  if (entries.length === 0) return html;
  // The entry's own preloads first, then the route's files (each once).
  const preloads = [...new Set([...[...html.matchAll(MODULE_PRELOAD)].map((m) => m[1]), ...routeChunks])].filter((href) => !entries.includes(href));
  const loader = `<script src="/app-loader.js" defer data-entry="${entries.join(' ')}" data-preload="${preloads.join(' ')}"></script>`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(MODULE_SCRIPT, '')
    .replace(/<\/head>/i, () => `  ${loader}\n  </head>`);
}

/** The element after a pre-rendered #root that the first paint waits for. */
const PARSED_MARKER = 'root-parsed';

export function composeDocument(template: string, { headTags, rootHtml = '', bodyEnd = '', routeChunks = [] }: DocumentParts): string {
  const withScripts = rootHtml ? loadScriptsAfterPaint(template, routeChunks) : template;
  const withHead = withScripts
    .replace(/\s*<meta\s+name="description"[^>]*>/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => headTags);
  // Functions as replacements: a '$' in the page's text is never read as a replacement pattern. Until the SPA has
  // hydrated a pre-rendered page (data-prerendered), its links work as plain links, so an early tap is never lost, and
  // app-loader.js holds back form submissions (a form must not be sent natively).
  // A pre-rendered page is painted once all of it is parsed: the head asks the browser to hold rendering until the marker
  // after #root is in the document (Chromium holds it until the element is inserted, so not #root itself). Under load the
  // parser yields and the browser paints what it has, and a page painted half-parsed moves when the rest comes (a row of
  // centred items centred again, a footer growing): layout shifts seen in the browser tests. Other browsers ignore it.
  const root = rootHtml ? `<div id="root" data-prerendered>${rootHtml}</div><template id="${PARSED_MARKER}"></template>` : '<div id="root"></div>';
  const head = rootHtml ? withHead.replace(/<\/head>/i, () => `  <link rel="expect" href="#${PARSED_MARKER}" blocking="render">\n  </head>`) : withHead;
  return head.replace(/<div id="root"><\/div>/, () => root).replace(/<\/body>/i, () => `${bodyEnd}</body>`);
}
