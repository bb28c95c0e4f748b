// Who a posting is for (DESIGN.md §4.2): its schedules, minimum ages and hours. Apart from constants.ts, which the SPA's
// first load imports: only the posting form, the detail page and the server need these.
/** When the work happens (DESIGN.md §4.2); postings from before read 'flexible'. */
export const SCHEDULES = ['after-school', 'weekends', 'holidays', 'flexible'] as const;
export type Schedule = (typeof SCHEDULES)[number];
export const SCHEDULE_LABELS: Record<Schedule, string> = { 'after-school': 'After school', weekends: 'Weekends', holidays: 'School holidays', flexible: 'Flexible' };

/** The youngest a posting may be open to, and the oldest minimum (DESIGN.md §4.2); postings from before read 14. */
export const MIN_AGE_LOWEST = 14;
export const MIN_AGE_HIGHEST = 18;
export const MIN_AGES = [14, 15, 16, 17, 18] as const;
/** Under-18s work at most this many hours a week, except in the holidays. */
export const MINOR_MAX_HOURS_PER_WEEK = 20;
export const MAX_HOURS_PER_WEEK = 40;
