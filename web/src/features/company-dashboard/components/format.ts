// Display helpers of the company dashboard: dates, work types, status labels.
import { WORK_TYPE_LABELS, type WorkType } from '@domain/internships/constants';

const dayFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const momentFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const formatWith = (f: Intl.DateTimeFormat, value: string | null | undefined) => {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : f.format(date);
};

/** 'Mar 5, 2026' */
export const formatDay = (value: string | null | undefined) => formatWith(dayFormat, value);
/** 'Mar 5, 2026, 4:07 PM' */
export const formatMoment = (value: string | null | undefined) => formatWith(momentFormat, value);

export const workTypeLabel = (type: WorkType) => WORK_TYPE_LABELS[type] ?? type;
export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
