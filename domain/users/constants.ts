// Constants of SPEC.md §9 about accounts and the student's onboarding profile.

export const PASSWORD_MIN_LENGTH = 6;
export const DEFAULT_ROLE = 'student' as const;
export const DEFAULT_LOCATION = 'India';
export const defaultGraduationYear = (now: Date = new Date()) => now.getFullYear() + 1;


export const HOBBIES = ['coding', 'photography', 'music', 'sports', 'reading', 'gaming', 'socialwork', 'design'] as const;
export const HOBBY_LABELS: Record<(typeof HOBBIES)[number], string> = {
  coding: 'Coding', photography: 'Photography', music: 'Music', sports: 'Sports',
  reading: 'Reading', gaming: 'Gaming', socialwork: 'Social Work', design: 'Design',
};

export const INTERNSHIP_DURATIONS = ['1-3-months', '3-6-months', '6-plus-months'] as const;
export const INTERNSHIP_DURATION_LABELS: Record<(typeof INTERNSHIP_DURATIONS)[number], string> = {
  '1-3-months': '1-3 months', '3-6-months': '3-6 months', '6-plus-months': '6+ months',
};

export const GRADES = ['9th', '10th', '11th', '12th'] as const;

export const INTERESTED_FIELDS = [
  'Technology', 'Marketing', 'Design', 'Business', 'Healthcare', 'Education',
  'Finance', 'Media & Communications', 'Social Impact', 'Environment', 'Arts & Culture', 'Event Management',
] as const;

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

export const SUPPORT_EMAIL = 'support@internshipsforhighschoolers.com';
