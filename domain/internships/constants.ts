// Constants of SPEC.md §9 about internships and their search: work types, skills, locations, shortcuts.

export const WORK_TYPES = ['remote', 'onsite', 'hybrid'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const WORK_TYPE_LABELS: Record<WorkType, string> = { remote: 'Remote', onsite: 'On-site', hybrid: 'Hybrid' };

/** The salary range's shortcut minimums, a month in rupees (SPEC §9); other currencies convert them (stipend-format.ts). */
export const SALARY_SHORTCUT_AMOUNTS = [3000, 5000, 7000, 10000] as const;

export const SKILLS = [
  'Social Media', 'Marketing', 'Design', 'Content Writing', 'Customer Service', 'Data Entry',
  'Microsoft Office', 'Google Workspace', 'Photography', 'Video Editing', 'Canva Design',
  'HTML/CSS', 'WordPress', 'Sales', 'Basic Coding', 'JavaScript', 'Python', 'UI/UX Design',
] as const;

/** SPEC §9: 12 popular cities in India, Bangladesh, Pakistan and Sri Lanka (the filter's shortcuts span South Asia: countries.ts). */
export const POPULAR_LOCATIONS = [
  'Mumbai', 'Delhi', 'Bangalore', 'Hyderabad', 'Chennai', 'Pune', 'Kolkata', 'Dhaka',
  'Chittagong', 'Karachi', 'Lahore', 'Colombo',
] as const;

export const DURATION_FILTERS = ['8 weeks', '10 weeks', '12 weeks', '16 weeks', 'Summer', 'Full-time'] as const;
