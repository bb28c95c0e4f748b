// Constants of SPEC.md §9 about companies: the industry list, internship types, sizes and the terms of the company application.

export const COMPANY_FIELDS = [
  'Technology', 'Marketing', 'Design', 'Finance', 'Healthcare', 'Education', 'Media & Entertainment',
  'Retail & E-commerce', 'Hospitality & Tourism', 'Non-profit & Social Impact', 'Environment & Sustainability',
  'Event Management', 'Consulting', 'Manufacturing', 'Real Estate', 'Other',
] as const;

/** The company application's internship types (SPEC §3: online, offline or hybrid). */
export const COMPANY_INTERNSHIP_TYPES = ['online', 'offline', 'hybrid'] as const;
export const COMPANY_INTERNSHIP_TYPE_LABELS: Record<(typeof COMPANY_INTERNSHIP_TYPES)[number], string> = {
  online: 'Online', offline: 'Offline (in person)', hybrid: 'Hybrid',
};

/** Company size, shown on the company's status page (SPEC §2); optional in the form. */
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const;

/** SPEC §9: the terms a company accepts with its application. */
export const COMPANY_TERMS = [
  'No exploitation of students and no unpaid overtime.',
  'Provide real mentorship throughout the internship.',
  'Offer a safe working environment, online and in person.',
  "Respect students' academic schedules and exam periods.",
  'Give clear guidelines, tasks and expectations.',
  'Provide a certificate of completion to every intern who finishes.',
  'Report any issue to the platform administrators.',
  'Give accurate information about your company and your internships.',
  'The platform may suspend accounts that break these terms.',
  'Comply with local labour law.',
  'Zero tolerance for harassment of any kind.',
] as const;

export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type CompanyRequestStatus = (typeof REQUEST_STATUSES)[number];

/** DESIGN.md §4.2: a rejection says why (the company reads it on /company-status and in the e-mail). */
export const REJECTION_NEEDS_NOTE = 'Please say why the request is rejected.';

/** SPEC §4: the notes an admin's check or cross button sends. */
export const DEFAULT_ADMIN_NOTES: Record<Exclude<CompanyRequestStatus, 'pending'>, string> = {
  approved: 'Approved by admin',
  rejected: 'Rejected by admin',
};
