// Vite plugin: index.html also preloads the landing page's code-split route chunk, so that `/` does not wait for the main
// script to run before asking for it (one round trip less on a slow network).
import type { Plugin } from 'vite';

const LANDING_ROUTE = /src\/routes\/index\.tsx\?tsr-split=component/;

export function preloadLandingRoute(): Plugin {
  return {
    name: 'preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunk = Object.values(ctx.bundle ?? {}).find((c) => c.type === 'chunk' && LANDING_ROUTE.test(c.facadeModuleId ?? ''));
        if (!chunk) throw new Error('preload-landing-route: the landing route chunk was not found (did the route file move?)');
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
