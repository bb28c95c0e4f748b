// A saved search's words on the dashboard in the page's language: English keeps the domain's own words (the same as the
// alert e-mail's); the other languages say each filter with the dashboard's texts, numbers in the language's digits.
import { ENGLISH_QUERY_WORDS, type QueryWords } from '@domain/saved-searches/params';
import { currentLocale, formatCount } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';
import { workTypeLabel } from './dashboard-format';

const number = (value: string) => (/^\d+$/.test(value) ? formatCount(Number(value)) : value);

const scheduleLabel = (value: string) =>
  ({
    'after-school': m.student_schedule_after_school(),
    weekends: m.student_schedule_weekends(),
    holidays: m.student_schedule_holidays(),
    flexible: m.student_schedule_flexible(),
  })[value] ?? value;

/** The words to pass to `describeQuery`, read while rendering. */
export function queryWords(): QueryWords {
  if (currentLocale() === 'en') return ENGLISH_QUERY_WORDS;
  return {
    labels: {
      q: (value) => `“${value}”`,
      location: (place) => m.student_query_location({ place }),
      type: workTypeLabel,
      skills: (value) => m.student_query_skills({ skills: value.split(',').join(', ') }),
      minStipend: (value, query) => m.student_query_min_stipend({ amount: number(value), currency: query.currency ?? 'INR' }),
      maxStipend: (value, query) => m.student_query_max_stipend({ amount: number(value), currency: query.currency ?? 'INR' }),
      paid: (value) => (value === 'true' ? m.student_query_paid() : ''),
      minWeeks: (value) => m.student_query_min_weeks({ count: number(value) }),
      maxWeeks: (value) => m.student_query_max_weeks({ count: number(value) }),
      maxHours: (value) => m.student_query_max_hours({ count: number(value) }),
      schedule: scheduleLabel,
      country: (country) => m.student_query_country({ country }),
    },
    all: m.student_query_all(),
  };
}
