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

/** A day as a person of that language writes it ("3 June 2026" in English, as the e-mails always wrote it). */
export const formatDay = (locale: Locale, date: Date) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);

export const formatNumber = (locale: Locale, n: number) => new Intl.NumberFormat(locale).format(n);
