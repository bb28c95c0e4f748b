// The keys of the signed-in company's own data (its internships, their applicants, its responsiveness figure): shared, so
// that live updates (api/live-updates.ts) refresh a company's applicants when one of their applications changes.
export const ownCompanyKeys = {
  all: ['own-company'] as const,
  internships: () => [...ownCompanyKeys.all, 'internships'] as const,
  applications: (internshipId: string) => [...ownCompanyKeys.all, 'applications', internshipId] as const,
  responsiveness: () => [...ownCompanyKeys.all, 'responsiveness'] as const,
};
