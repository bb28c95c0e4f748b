// The keys of the companies behind the internships (public profile, responsiveness figure and record, by company id).
export const companyKeys = {
  all: ['companies'] as const,
  details: () => [...companyKeys.all, 'detail'] as const,
  detail: (companyId: string) => [...companyKeys.details(), companyId] as const,
  responsiveness: (companyId: string) => [...companyKeys.detail(companyId), 'responsiveness'] as const,
  record: (companyId: string) => [...companyKeys.detail(companyId), 'record'] as const,
};
