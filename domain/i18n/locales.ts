// The languages of DESIGN.md §4.3: their codes, direction and URL prefix, and the choice of a request's language.
export const LOCALES = ['en', 'hi', 'bn', 'ur', 'ta', 'si'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';

/** Each language's own name, as its menu shows it. */
export const LOCALE_NAMES: Record<Locale, string> = {
  en: 'English',
  hi: 'हिन्दी',
  bn: 'বাংলা',
  ur: 'اردو',
  ta: 'தமிழ்',
  si: 'සිංහල',
};

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && (LOCALES as readonly string[]).includes(value);

/** Urdu is written right to left; the others left to right. */
export const directionOf = (locale: Locale): 'rtl' | 'ltr' => (locale === 'ur' ? 'rtl' : 'ltr');

/** The language of a path (`/hi/search` → hi, `/search` → en) and the path without its prefix. */
export function splitLocalePath(path: string): { locale: Locale; rest: string } {
  const match = /^\/([a-z]{2})(?=\/|$|\?|#)/.exec(path);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    const rest = path.slice(3);
    return { locale: match[1], rest: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { locale: DEFAULT_LOCALE, rest: path };
}

/** The same page in `locale` (English has no prefix: SPEC.md's paths). `path` is unprefixed. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${locale}` : `/${locale}${path.startsWith('/') ? '' : '/'}${path}`;
}

/**
 * The language of an API request: the `lang` cookie the SPA sets, else the first supported language of Accept-Language
 * by its weights, else English.
 */
export function negotiateLocale(acceptLanguage: string | undefined, cookie: string | undefined): Locale {
  if (isLocale(cookie)) return cookie;
  if (!acceptLanguage) return DEFAULT_LOCALE;
  const ranked = acceptLanguage
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { base: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((r) => r.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map((r) => r.base).find(isLocale) ?? DEFAULT_LOCALE;
}
