// Display helpers for the dashboard: application dates and status labels.
import type { ApplicationStatus } from '@domain/applications/types';

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateTimeFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const format = (f: Intl.DateTimeFormat, value: string) => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : f.format(date);
};

/** 'Mar 5, 2026' */
export const formatDay = (value: string) => format(dateFormat, value);
/** 'Mar 5, 2026, 4:07 PM' */
export const formatMoment = (value: string) => format(dateTimeFormat, value);

export const statusLabel = (status: ApplicationStatus | string) => status.charAt(0).toUpperCase() + status.slice(1);
