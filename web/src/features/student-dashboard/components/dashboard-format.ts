// Display helpers for the dashboard: application dates, status and work type labels, in the page's language.
import type { ApplicationStatus } from '@domain/applications/types';
import { m } from '@/paraglide/messages.js';
import { intlLocale } from '@/i18n/locale';

const format = (options: Intl.DateTimeFormatOptions, value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : new Intl.DateTimeFormat(intlLocale(), options).format(date);
};

/** 'Mar 5, 2026' */
export const formatDay = (value: string) => format({ month: 'short', day: 'numeric', year: 'numeric' }, value);
/** 'Mar 5, 2026, 4:07 PM' */
export const formatMoment = (value: string) => format({ month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' }, value);

/** 'Pending', 'Reviewed'… (a value the server does not know shows capitalized, as it is). */
export const statusLabel = (status: ApplicationStatus | string) =>
  ((
    {
      pending: m.student_status_pending,
      reviewed: m.student_status_reviewed,
      accepted: m.student_status_accepted,
      rejected: m.student_status_rejected,
      withdrawn: m.student_status_withdrawn,
      completed: m.student_status_completed,
    } as Record<string, (() => string) | undefined>
  )[status]?.() ?? status.charAt(0).toUpperCase() + status.slice(1));

/** 'Remote', 'On-site', 'Hybrid' (a value the SPA does not know shows as it is). */
export const workTypeLabel = (type: string) =>
  ({ remote: m.student_work_type_remote(), onsite: m.student_work_type_onsite(), hybrid: m.student_work_type_hybrid() })[type] ?? type;
