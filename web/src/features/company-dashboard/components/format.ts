// Display helpers of the company dashboard: dates in the page's language ('Mar 5, 2026' in English).
import { intlLocale } from '@/i18n/locale';

const DAY: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', year: 'numeric' };
const MOMENT: Intl.DateTimeFormatOptions = { ...DAY, hour: 'numeric', minute: '2-digit' };

// Made on first use per language (the language is known while rendering).
const formats = new Map<string, Intl.DateTimeFormat>();
const formatOf = (kind: 'day' | 'moment') => {
  const key = `${kind} ${intlLocale()}`;
  let format = formats.get(key);
  if (!format) formats.set(key, (format = new Intl.DateTimeFormat(intlLocale(), kind === 'day' ? DAY : MOMENT)));
  return format;
};

const formatWith = (kind: 'day' | 'moment', value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : formatOf(kind).format(date);
};

/** 'Mar 5, 2026' */
export const formatDay = (value: string | null | undefined) => formatWith('day', value);
/** 'Mar 5, 2026, 4:07 PM' */
export const formatMoment = (value: string | null | undefined) => formatWith('moment', value);
