// Business constants and limits of SPEC.md §9, shared by the SPA and the server.

export const PASSWORD_MIN_LENGTH = 6;
export const DEFAULT_ROLE = 'student' as const;
export const DEFAULT_LOCATION = 'India';
export const defaultGraduationYear = (now: Date = new Date()) => now.getFullYear() + 1;

export const RECENT_APPLICATIONS_LIMIT = 5;
export const TOAST_DURATION_MS = 5000;
export const ACCOUNT_EXISTS_TAB_SWITCH_MS = 1000;
export const COMPANY_THANK_YOU_DELAY_MS = 1000;
export const PAGE_TRANSITION_S = 0.4;
export const MENU_SHOW_SCROLL_PX = 100;
export const MENU_HIDE_SCROLL_PX = 50;

export const CARD_MAX_SKILLS = 3;
export const BLOG_EXCERPT_FALLBACK_CHARS = 150;
export const LOADING_PLACEHOLDERS = 6;

export const WORK_TYPES = ['remote', 'onsite', 'hybrid'] as const;
export type WorkType = (typeof WORK_TYPES)[number];
export const SALARY_SHORTCUTS = ['$3,000+', '$5,000+', '$7,000+', '$10,000+'] as const;

export const SKILLS = [
  'Social Media', 'Marketing', 'Design', 'Content Writing', 'Customer Service', 'Data Entry',
  'Microsoft Office', 'Google Workspace', 'Photography', 'Video Editing', 'Canva Design',
  'HTML/CSS', 'WordPress', 'Sales', 'Basic Coding', 'JavaScript', 'Python', 'UI/UX Design',
] as const;

export const HOBBIES = ['coding', 'photography', 'music', 'sports', 'reading', 'gaming', 'socialwork', 'design'] as const;
export const INTERNSHIP_DURATIONS = ['1-3-months', '3-6-months', '6-plus-months'] as const;
export const GRADES = ['9th', '10th', '11th', '12th'] as const;

export const BACKEND_ADMIN_USERNAMES = ['admin1', 'admin2', 'admin3'] as const;

/** Sign-in throttling of the session machine: this many failures in a row lock the account for a while. */
export const MAX_FAILED_SIGN_INS = 5;
export const SIGN_IN_LOCK_MS = 5 * 60 * 1000;

/** SPEC §9: 12 popular cities in India, Bangladesh, Pakistan and Sri Lanka; the first 4 are the filter shortcuts. */
export const POPULAR_LOCATIONS = [
  'Mumbai', 'Delhi', 'Bangalore', 'Hyderabad', 'Chennai', 'Pune', 'Kolkata', 'Dhaka',
  'Chittagong', 'Karachi', 'Lahore', 'Colombo',
] as const;
export const LOCATION_SHORTCUTS = POPULAR_LOCATIONS.slice(0, 4);

export const DURATION_FILTERS = ['8 weeks', '10 weeks', '12 weeks', '16 weeks', 'Summer', 'Full-time'] as const;

export const HOBBY_LABELS: Record<(typeof HOBBIES)[number], string> = {
  coding: 'Coding', photography: 'Photography', music: 'Music', sports: 'Sports',
  reading: 'Reading', gaming: 'Gaming', socialwork: 'Social Work', design: 'Design',
};

export const INTERESTED_FIELDS = [
  'Technology', 'Marketing', 'Design', 'Business', 'Healthcare', 'Education',
  'Finance', 'Media & Communications', 'Social Impact', 'Environment', 'Arts & Culture', 'Event Management',
] as const;

export const INTERNSHIP_DURATION_LABELS: Record<(typeof INTERNSHIP_DURATIONS)[number], string> = {
  '1-3-months': '1-3 months', '3-6-months': '3-6 months', '6-plus-months': '6+ months',
};

export const PREFERRED_COMPANIES = [
  { name: 'TechStart India', field: 'Technology', type: 'Online' },
  { name: 'Green Earth Foundation', field: 'Environment', type: 'Hybrid' },
  { name: 'Creative Minds Studio', field: 'Design', type: 'Online' },
  { name: 'HealthFirst Clinics', field: 'Healthcare', type: 'Offline' },
  { name: 'EduBridge Learning', field: 'Education', type: 'Hybrid' },
  { name: 'FinWise Solutions', field: 'Finance', type: 'Online' },
  { name: 'Voices Media House', field: 'Media & Communications', type: 'Hybrid' },
  { name: 'Hope Rising NGO', field: 'Social Impact', type: 'Offline' },
  { name: 'Spotlight Events', field: 'Event Management', type: 'Offline' },
  { name: 'Market Movers Agency', field: 'Marketing', type: 'Online' },
] as const;

export const COMPANY_FIELDS = [
  'Technology', 'Marketing', 'Design', 'Finance', 'Healthcare', 'Education', 'Media & Entertainment',
  'Retail & E-commerce', 'Hospitality & Tourism', 'Non-profit & Social Impact', 'Environment & Sustainability',
  'Event Management', 'Consulting', 'Manufacturing', 'Real Estate', 'Other',
] as const;

export const SUPPORT_EMAIL = 'support@internshipsforhighschoolers.com';
