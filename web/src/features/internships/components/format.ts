// Display helpers for internship data: dates, the work-type label, and a safe http(s) link for a company website.
import { WORK_TYPE_LABELS } from '@domain/internships/constants';
import type { WorkType } from '@domain/internships/constants';
import { currentLocale, intlLocale } from '@/i18n/locale';

// In UTC: deadlines and start dates are calendar days ('2026-12-08'), and a pre-rendered page shows the same date the
// browser then hydrates, wherever the server and the reader are.
// The page's language (made on first use: on the server the language is known per render).
const dateFormats = new Map<string, Intl.DateTimeFormat>();
const dateFormat = () => {
  const locale = intlLocale();
  let format = dateFormats.get(locale);
  if (!format) dateFormats.set(locale, (format = new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' })));
  return format;
};

/** 'Mar 5, 2025' (in English), or null for a missing or unreadable date. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return null;
  // Sinhala's month names are missing from some browsers' date data (Chromium on Linux shows English): a page pre-rendered
  // with Node's would not hydrate into the same text. Its dates are written the way Sri Lanka's forms write them.
  if (currentLocale() === 'si') return date.toISOString().slice(0, 10);
  return dateFormat().format(date);
}

export const workTypeLabel = (type: WorkType) => WORK_TYPE_LABELS[type] ?? type;

/** Only http(s) addresses become links; a bare domain gets https:// in front. */
export function websiteHref(website: string | null | undefined): string | null {
  const trimmed = website?.trim();
  if (!trimmed) return null;
  // 'javascript:', 'mailto:' and friends are refused; 'example.com' or 'example.com:8080/x' get https:// in front.
  const hasOtherScheme = !/^https?:\/\//i.test(trimmed) && /^[a-z][a-z0-9+-]*:(?!\d)/i.test(trimmed);
  if (hasOtherScheme) return null;
  const withScheme = /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The website as people read it: no scheme, no trailing slash. */
export const websiteLabel = (href: string) => href.replace(/^https?:\/\//i, '').replace(/\/$/, '');
