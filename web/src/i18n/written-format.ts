// Numbers, shares and calendar days as the page's language writes them: English without Intl (english-format.ts), the
// other languages through Intl, one formatter per kind and language, with the texts a pre-rendered page came with first.
import { englishDate, englishNumber } from '@domain/shared/english-format';
import { DEFAULT_LOCALE, type Locale } from '@domain/i18n/locales';
import { formatted } from './formatted-texts';
import { currentLocale, intlLocale } from './locale';

const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();
function formatOf<F extends Intl.NumberFormat | Intl.DateTimeFormat>(key: string, make: () => F): F {
  let format = formats.get(key) as F | undefined;
  if (!format) formats.set(key, (format = make()));
  return format;
}

/** '1,234.5' in English, '১,২৩৪.৫' in Bengali: grouped, at most `maxFractionDigits` decimals. */
export function numberText(n: number, maxFractionDigits = 3, locale: Locale = currentLocale()): string {
  if (locale === DEFAULT_LOCALE) return englishNumber(n, maxFractionDigits);
  const format = () => formatOf(`n${maxFractionDigits} ${locale}`, () => new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: maxFractionDigits }));
  return formatted(`n${maxFractionDigits} ${locale} ${n}`, () => format().format(n));
}

/** '80%' from a whole share of 0–100. */
export function percentText(share: number, locale: Locale = currentLocale()): string {
  if (locale === DEFAULT_LOCALE) return `${share}%`;
  const format = () => formatOf(`% ${locale}`, () => new Intl.NumberFormat(intlLocale(locale), { style: 'percent', maximumFractionDigits: 0 }));
  return formatted(`% ${locale} ${share}`, () => format().format(share / 100));
}

/**
 * 'Mar 5, 2025' (short) or 'March 5, 2025' (long) in English: the day in UTC (calendar days, and a pre-rendered page
 * shows the day the browser then hydrates, wherever the server and the reader are). Sinhala's month names are missing
 * from some browsers' date data (Chromium on Linux shows English): its days are written as Sri Lanka's forms write them.
 */
export function dayText(date: Date, month: 'short' | 'long', locale: Locale = currentLocale()): string {
  if (locale === 'si') return date.toISOString().slice(0, 10);
  if (locale === DEFAULT_LOCALE) return englishDate(date, month);
  const format = () => formatOf(`d${month} ${locale}`, () => new Intl.DateTimeFormat(intlLocale(locale), { month, day: 'numeric', year: 'numeric', timeZone: 'UTC' }));
  return formatted(`d${month} ${locale} ${date.toISOString().slice(0, 10)}`, () => format().format(date));
}
