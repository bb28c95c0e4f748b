// The state of the search filters panel: what the server filters on, and the salary/duration controls that do not filter.
import type { WorkType } from '@domain/internships/constants';

export interface FilterValues {
  location: string;
  type: WorkType | '';
  skills: string[];
  /** SPEC §2: salary range and durations are shown but do not affect the results. */
  salaryMin: string;
  salaryMax: string;
  durations: string[];
}

export const EMPTY_FILTERS: FilterValues = { location: '', type: '', skills: [], salaryMin: '', salaryMax: '', durations: [] };

export const hasAnyFilter = (v: FilterValues) =>
  v.location.trim() !== '' || v.type !== '' || v.skills.length > 0 || v.salaryMin !== '' || v.salaryMax !== '' || v.durations.length > 0;

export const activeFilterCount = (v: FilterValues) =>
  [v.location.trim() !== '', v.type !== '', v.skills.length > 0, v.salaryMin !== '' || v.salaryMax !== '', v.durations.length > 0].filter(Boolean).length;

export const toggled = (list: string[], item: string) => (list.includes(item) ? list.filter((x) => x !== item) : [...list, item]);
