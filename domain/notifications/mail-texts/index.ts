// The e-mails' texts by language, and the formats of a date or a number in a language (through Intl).
import type { Locale } from '../../i18n/locales';
import type { MailTexts } from './types';
import en from './en';
import hi from './hi';
import bn from './bn';
import ur from './ur';
import ta from './ta';
import si from './si';

export type { MailTexts } from './types';

export const MAIL_TEXTS: Record<Locale, MailTexts> = { en, hi, bn, ur, ta, si };

// Made once per language: making an Intl format costs about a hundred times what using it does (every application's
// receipt writes its dates).
const dayFormats = new Map<Locale, Intl.DateTimeFormat>();
const numberFormats = new Map<Locale, Intl.NumberFormat>();

/** A day as a person of that language writes it ("3 June 2026" in English, as the e-mails always wrote it). */
export function formatDay(locale: Locale, date: Date): string {
  let format = dayFormats.get(locale);
  if (!format) dayFormats.set(locale, (format = new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })));
  return format.format(date);
}

export function formatNumber(locale: Locale, n: number): string {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format.format(n);
}
