// Vite plugin: after the browser build, builds the server entry (the pre-renderer) into dist/.ssr with the same config.
// The folder starts with a dot: the static file server never serves hidden paths.
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { buildLocale } from './locale-builds-plugin.ts';

export const SSR_OUT_DIR = '.ssr';

/** Runs `task` with NODE_ENV=production: Vite and the React plugin pick React's build and JSX runtime from it. */
async function asProduction<T>(task: () => Promise<T>): Promise<T> {
  const previous = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    return await task();
  } finally {
    if (previous === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previous;
  }
}

export function ssrBundle({ entry }: { entry: string }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ifh-ssr-bundle',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle() {
      // The nested build loads this config again, with build.ssr set: that one builds nothing further.
      // A language's own browser build (locale-builds-plugin.ts) needs no second server entry: it holds every language.
      if (config.build.ssr || buildLocale() !== 'en') return;
      await asProduction(() =>
        build({
          configFile: config.configFile,
          // Always React's production server renderer, whatever the browser build's mode or the server's NODE_ENV.
          mode: 'production',
          logLevel: config.logLevel,
          // Self-contained: every library bundled, so the server resolves nothing from node_modules at run time.
          ssr: { noExternal: true },
          define: { 'process.env.NODE_ENV': JSON.stringify('production') },
          build: {
            ssr: entry,
            outDir: `${config.build.outDir}/${SSR_OUT_DIR}`,
            emptyOutDir: true,
            copyPublicDir: false,
            // One file: no chunk can import the entry again under another URL (a second copy of its module state).
            rollupOptions: { output: { entryFileNames: 'entry-server.js', codeSplitting: false } },
          },
        }),
      );
    },
  };
}
