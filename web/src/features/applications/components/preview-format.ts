// The profile preview's sizes and grade in the page's language ('1.5 MB', '120 KB', '10th grade' in English, as before).
import { currentLocale, formatCount, intlLocale } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

/** A file's size: '1.5 MB' or '120 KB' (at least 1 KB). */
export function fileSize(bytes: number): string {
  const mb = bytes >= 1024 * 1024;
  const value = mb ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  if (currentLocale() === 'en') return mb ? `${value.toFixed(1)} MB` : `${value} KB`;
  const number = new Intl.NumberFormat(intlLocale(), mb ? { minimumFractionDigits: 1, maximumFractionDigits: 1 } : {}).format(value);
  return mb ? m.applications_size_mb({ size: number }) : m.applications_size_kb({ size: number });
}

/** '10th grade'; in the other languages the class's number ('कक्षा 10'). */
export function gradeText(grade: string): string {
  const number = Number.parseInt(grade, 10);
  return m.applications_grade_value({ grade: currentLocale() === 'en' || Number.isNaN(number) ? grade : formatCount(number) });
}
