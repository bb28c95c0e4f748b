// Vite plugin: after the English browser build (dist/), builds the SPA once more per other language (IFH_BUILD_LOCALE),
// each into dist/.locales/<locale>/ for its index.html, its assets moved beside the English ones in dist/assets (same
// content, same hashed name). Each language's first load holds only its own texts; the server serves /hi/… with
// dist/.locales/hi/index.html (backend/http/pages/page-response.ts).
import { build, type Plugin, type ResolvedConfig } from 'vite';
import { cpSync, existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, isLocale, LOCALES, type Locale } from '../../domain/i18n/locales.ts';

export const LOCALES_OUT_DIR = '.locales';

/** The language of the build running now: English unless a locale build set IFH_BUILD_LOCALE. */
export function buildLocale(): Locale {
  const value = process.env.IFH_BUILD_LOCALE;
  return isLocale(value) ? value : DEFAULT_LOCALE;
}

export function localeBuilds(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'ifh-locale-builds',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    // After the other plugins' closeBundle (the server entry's build), not beside it: one build at a time.
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        if (config.build.ssr || buildLocale() !== DEFAULT_LOCALE || process.env.IFH_ONLY_ENGLISH === '1') return;
      const dist = config.build.outDir;
      for (const locale of LOCALES.filter((l) => l !== DEFAULT_LOCALE)) {
        const outDir = join(dist, LOCALES_OUT_DIR, locale);
        process.env.IFH_BUILD_LOCALE = locale;
        try {
          await build({ configFile: config.configFile, mode: config.mode, logLevel: 'warn', build: { outDir, emptyOutDir: true, copyPublicDir: false } });
        } finally {
          delete process.env.IFH_BUILD_LOCALE;
        }
        const assets = join(outDir, 'assets');
        for (const file of readdirSync(assets)) if (!existsSync(join(dist, 'assets', file))) cpSync(join(assets, file), join(dist, 'assets', file));
        rmSync(assets, { recursive: true, force: true });
      }
    } },
  };
}
