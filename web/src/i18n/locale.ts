// The page's language: in the browser the build's own (one build per language), on the server the pre-render's (from
// the URL's prefix); with the paths, dates and numbers that go with it.
import { getLocale } from '@/paraglide/runtime.js';
import { DEFAULT_LOCALE, localizedPath, type Locale } from '@domain/i18n/locales';
import { formatted } from './formatted-texts';

export const currentLocale = (): Locale => getLocale() as Locale;

/** The router's base path: none for English (SPEC.md's paths), `/hi` for Hindi… */
export const basepathOf = (locale: Locale) => (locale === DEFAULT_LOCALE ? '/' : `/${locale}`);

/** An in-app path (SPEC.md's, unprefixed) as a link of the current language. */
export const localeHref = (path: string) => localizedPath(currentLocale(), path);

/** Intl's tag for a language's dates and numbers: English keeps the site's en-US formats. */
export const intlLocale = (locale: Locale = currentLocale()) => (locale === DEFAULT_LOCALE ? 'en-US' : locale);

/** One per language, made at its first count (a page counts many things; each new formatter costs a little). */
const countFormats = new Map<Locale, Intl.NumberFormat>();

/**
 * A count as the language writes it (Bengali digits in Bengali…); English as SPEC.md's pages do, without grouping (and
 * without Intl); what a pre-rendered page was written with, first (formatted-texts.ts).
 */
export function formatCount(n: number, locale: Locale = currentLocale()): string {
  if (locale === DEFAULT_LOCALE) return String(n);
  return formatted(`c ${locale} ${n}`, () => {
    let format = countFormats.get(locale);
    if (!format) countFormats.set(locale, (format = new Intl.NumberFormat(intlLocale(locale))));
    return format.format(n);
  });
}
