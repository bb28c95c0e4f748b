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
const MESSAGE_MODULE = /\/paraglide\/messages\/(?!_index)(\w+)\.js$/;
// The domain's message catalogs (web/src/i18n/domain-message.ts imports every language's): a browser build gets its own.
const DOMAIN_MESSAGES = /(^|\/)domain\/i18n\/domain-messages\/index(\.ts)?$/;
const VIRTUAL_DOMAIN_MESSAGES = '\0ifh-static-locale-domain-messages';
// The pages' head texts by language (web/src/i18n/page-meta-texts.ts): a browser build gets its own language's loader.
const PAGE_META_TEXTS = /(^|\/)i18n\/page-meta-texts(\.ts)?$/;
const VIRTUAL_PAGE_META_TEXTS = '\0ifh-static-locale-page-meta-texts';
const pageMetaTexts = (locale: Locale) => fileURLToPath(new URL(`../../domain/site/page-meta-texts/${locale}.ts`, import.meta.url));
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
      if (!dev && PAGE_META_TEXTS.test(id.replace(/^@\//, ''))) return VIRTUAL_PAGE_META_TEXTS;
      if (!isRuntime(id, importer)) return null;
      return VIRTUAL;
    },
    load(id) {
      if (id === VIRTUAL_DOMAIN_MESSAGES)
        return locale === 'en'
          ? 'export const DOMAIN_MESSAGES = {};\n'
          : `import messages from ${JSON.stringify(domainCatalog(locale))};\nexport const DOMAIN_MESSAGES = { ${locale}: messages };\n`;
      if (id === VIRTUAL_PAGE_META_TEXTS)
        return `export const PAGE_META_TEXTS = { ${locale}: () => import(${JSON.stringify(pageMetaTexts(locale))}) };\n`;
      if (id !== VIRTUAL) return null;
      if (dev)
        return `export const experimentalStaticLocale = undefined;\nexport const getLocale = () => /^\\/(${prefixes})(?=\\/|$)/.exec(window.location.pathname)?.[1] ?? 'en';\n`;
      return `export const experimentalStaticLocale = ${JSON.stringify(locale)};\nexport const getLocale = () => experimentalStaticLocale;\n`;
    },
    // A message module of the build's language: only its own text, exported as is (the generated module keeps every
    // language's, and a wrapper that picks one: ~25 bytes more per message after minifying, 1,900 messages).
    transform(code, id, options) {
      if (dev || options?.ssr) return null;
      const key = MESSAGE_MODULE.exec(id.split('?')[0])?.[1];
      if (!key) return null;
      const own = new RegExp(`^const ${locale}_${key} = [\\s\\S]*?\\n};$`, 'm').exec(code);
      if (!own) return null;
      return { code: `${own[0]}\nexport const ${key} = ${locale}_${key};\n`, map: null };
    },
    transformIndexHtml: {
      order: 'pre',
      handler: (html) => (dev ? html : html.replace(/<html lang="en">/, `<html lang="${locale}" dir="${directionOf(locale)}">`)),
    },
  };
}
