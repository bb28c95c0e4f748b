// Display helpers for internship data: dates, the work-type label, and a safe http(s) link for a company website.
import { WORK_TYPE_LABELS } from '@domain/internships/constants';
import type { WorkType } from '@domain/internships/constants';

// In UTC: deadlines and start dates are calendar days ('2026-12-08'), and a pre-rendered page shows the same date the
// browser then hydrates, wherever the server and the reader are.
const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Mar 5, 2025', or null for a missing or unreadable date. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateFormat.format(date);
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
