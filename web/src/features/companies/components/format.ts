// Display helpers of the company pages: dates as 'Mar 5, 2026, 4:07 PM' (in English; the page's language otherwise).
import { intlLocale } from '@/i18n/locale';

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const dateTimeFormat = () => {
  const locale = intlLocale();
  let format = dateTimeFormats.get(locale);
  if (!format) dateTimeFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' })));
  return format;
};

export function formatMoment(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateTimeFormat().format(date);
}
