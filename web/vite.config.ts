// Vite config of the SPA: file-based TanStack routes (code-split, the landing's chunk preloaded), React, Tailwind, brotli +
// gzip copies of the build; /api proxied to the backend in dev; a build also makes the server entry that pre-renders
// public pages (web/build/ssr-bundle-plugin.ts); the texts are Paraglide catalogs (web/messages), one browser build per
// language (web/build/locale-builds-plugin.ts, static-locale-plugin.ts).
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import { fileURLToPath } from 'node:url';
import { precompress } from './vite-precompress.js';
import { preloadLandingRoute } from './vite-preload-landing.js';
import { ssrBundle } from './build/ssr-bundle-plugin.ts';
import { splitIcons } from './build/split-icons-plugin.ts';
import { paraglideMessages } from './build/paraglide-messages.ts';
import { staticLocale } from './build/static-locale-plugin.ts';
import { buildLocale, localeBuilds } from './build/locale-builds-plugin.ts';
import { routeChunks } from './build/route-chunks-plugin.ts';
import { reactDomEsm } from './build/react-dom-esm-plugin.ts';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./'),
  plugins: [
    paraglideMessages(),
    staticLocale(buildLocale()),
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // A route's loader travels with its component (one chunk, fetched together): the loaders, their query options and
      // API calls stay out of the first load, and going to a route still costs one request for its code.
      codeSplittingOptions: { defaultBehavior: [['loader', 'component'], ['errorComponent'], ['notFoundComponent'], ['pendingComponent']] },
      routesDirectory: here('./src/routes'),
      generatedRouteTree: here('./src/routeTree.gen.ts'),
    }),
    react(),
    reactDomEsm(),
    tailwindcss(),
    preloadLandingRoute(),
    // In the build, each module gets a copy of the icon module with only the icons it draws (see the plugin).
    splitIcons({ module: here('./src/components/ui/icons.tsx') }),
    precompress(),
    routeChunks(),
    ssrBundle({ entry: here('./src/entry-server.tsx') }),
    localeBuilds(),
  ],
  resolve: {
    alias: [
      { find: '@domain', replacement: here('../domain') },
      { find: '@', replacement: here('./src') },
      // zod without `new Function` probes (see the module): where schemas are built, not in the first load.
      { find: /^zod$/, replacement: here('./src/lib/zod-jitless.ts') },
    ],
  },
  build: {
    outDir: here('./dist'),
    emptyOutDir: true,
    // Browsers without <link rel="modulepreload"> (few phones now) load the same modules a little later; no polyfill in
    // everyone's first load for them.
    modulePreload: { polyfill: false },
    rolldownOptions: {
      output: {
        // Lazy chunks by hash alone: the entry lists every chunk it may load (its preload map), and their names were
        // about a tenth of a KB of everyone's first load (gzip).
        chunkFileNames: 'assets/[hash].js',
        codeSplitting: {
          // Everything the entry needs statically in one chunk beside it: one request and one preload instead of ~60
          // small shared chunks, each a request, a preload and a module to compile on a slow phone.
          groups: [{ name: 'boot', tags: ['$initial'] }],
        },
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://localhost:3000',
    },
  },
});
