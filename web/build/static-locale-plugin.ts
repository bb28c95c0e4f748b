// Vite plugin: one language per browser build. The browser's modules get a two-line Paraglide runtime fixed to the build's
// language, so each message function folds to that language's text and the other languages' texts and the runtime (19 KB
// gzip) leave the bundle; index.html gets that language's <html lang dir>. In dev the language is the URL's prefix. The
// server's pre-render keeps the real runtime (all languages; its locale set per request in entry-server.tsx).
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { directionOf, LOCALES, type Locale } from '../../domain/i18n/locales.ts';

const VIRTUAL = '\0ifh-static-locale-runtime';
const RUNTIME = /(^|\/)paraglide\/runtime\.js$/;
// The domain's message catalogs (web/src/i18n/domain-message.ts imports every language's): a browser build gets its own.
const DOMAIN_MESSAGES = /(^|\/)domain\/i18n\/domain-messages\/index(\.ts)?$/;
const VIRTUAL_DOMAIN_MESSAGES = '\0ifh-static-locale-domain-messages';
const domainCatalog = (locale: Locale) => fileURLToPath(new URL(`../../domain/i18n/domain-messages/${locale}.ts`, import.meta.url));

/** The module `id` names: the generated runtime, imported by the messages ('../runtime.js') or by the app. */
const isRuntime = (id: string, importer: string | undefined) =>
  RUNTIME.test(id.startsWith('.') && importer ? resolve(dirname(importer.split('?')[0]), id) : id);

export function staticLocale(locale: Locale): Plugin {
  let dev = false;
  const prefixes = LOCALES.filter((l) => l !== 'en').join('|');
  return {
    name: 'ifh-static-locale',
    enforce: 'pre',
    configResolved(config) {
      dev = config.command === 'serve';
    },
    resolveId(id, importer, options) {
      if (options?.ssr) return null;
      if (!dev && DOMAIN_MESSAGES.test(id.replace(/^@domain\//, 'domain/'))) return VIRTUAL_DOMAIN_MESSAGES;
      if (!isRuntime(id, importer)) return null;
      return VIRTUAL;
    },
    load(id) {
      if (id === VIRTUAL_DOMAIN_MESSAGES)
        return locale === 'en'
          ? 'export const DOMAIN_MESSAGES = {};\n'
          : `import messages from ${JSON.stringify(domainCatalog(locale))};\nexport const DOMAIN_MESSAGES = { ${locale}: messages };\n`;
      if (id !== VIRTUAL) return null;
      if (dev)
        return `export const experimentalStaticLocale = undefined;\nexport const getLocale = () => /^\\/(${prefixes})(?=\\/|$)/.exec(window.location.pathname)?.[1] ?? 'en';\n`;
      return `export const experimentalStaticLocale = ${JSON.stringify(locale)};\nexport const getLocale = () => experimentalStaticLocale;\n`;
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => (dev ? html : html.replace(/<html lang="en">/, `<html lang="${locale}" dir="${directionOf(locale)}">`)),
    },
  };
}
