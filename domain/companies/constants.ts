// Constants of SPEC.md §9 about companies: the industry list of the company application form.

export const COMPANY_FIELDS = [
  'Technology', 'Marketing', 'Design', 'Finance', 'Healthcare', 'Education', 'Media & Entertainment',
  'Retail & E-commerce', 'Hospitality & Tourism', 'Non-profit & Social Impact', 'Environment & Sustainability',
  'Event Management', 'Consulting', 'Manufacturing', 'Real Estate', 'Other',
] as const;
