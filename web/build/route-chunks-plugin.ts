// Vite plugin: writes <outDir>/.route-chunks.json, for each route's code-split chunk (its component and loader) the
// JavaScript files that loading the route fetches beyond the entry's own (the chunk, then its static imports, in
// order), keyed by the route file's name ('search', 'blog.$slug', 'index'…). The server names them in a pre-rendered
// page (backend/http/pages/route-chunks.ts reads this file) so that /app-loader.js preloads them a few at a time right after the paint;
// otherwise the router's first load appends one <link rel="modulepreload"> per file in a single task (0.5–1 ms each on
// a slow machine, 30–40 files for a page). The dot keeps the file out of what the static file server serves.
import type { Plugin } from 'vite';

/** The same name as route-chunks.ts's (the backend does not import the web's build code). */
const ROUTE_CHUNKS_FILE = '.route-chunks.json';

/** A route's split module: /src/routes/<file>.tsx?tsr-split=component---loader (the chunk that draws the route). */
const ROUTE_COMPONENT = /\/src\/routes\/([^?]+)\.tsx\?tsr-split=[^&]*component/;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  imports: string[];
  isEntry: boolean;
  facadeModuleId: string | null;
}

export function routeChunks(): Plugin {
  return {
    name: 'ifh-route-chunks',
    apply: 'build',
    generateBundle(options, bundle) {
      if (this.environment?.config.build.ssr) return;
      const chunks = new Map(Object.values(bundle).filter((o): o is typeof o & ChunkLike => o.type === 'chunk').map((c) => [c.fileName, c as ChunkLike]));
      // What the entry loads statically (itself and its imports): never named again.
      const loaded = new Set<string>();
      const walk = (file: string, into: Set<string>, skip: Set<string>) => {
        if (into.has(file) || skip.has(file)) return;
        into.add(file);
        for (const next of chunks.get(file)?.imports ?? []) walk(next, into, skip);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) walk(chunk.fileName, loaded, new Set());
      const routes: Record<string, string[]> = {};
      for (const chunk of chunks.values()) {
        const route = chunk.facadeModuleId?.match(ROUTE_COMPONENT)?.[1];
        if (!route) continue;
        const files = new Set<string>();
        walk(chunk.fileName, files, loaded);
        routes[route] = [...files].map((file) => `/${file}`);
      }
      this.emitFile({ type: 'asset', fileName: ROUTE_CHUNKS_FILE, source: `${JSON.stringify(routes, null, 1)}\n` });
    },
  };
}
