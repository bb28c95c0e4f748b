// The keys of everything the admin screens read; `all` is refreshed after any admin change.
import type { AuditFilter } from './audit';
import type { ListQueryParams } from './admin-list';

/** The paged admin lists, by what they list. */
export type AdminList = 'users' | 'students' | 'companies' | 'pending-signups' | 'internships' | 'applications' | 'blog';

export const adminKeys = {
  all: ['admin'] as const,
  list: (list: AdminList) => [...adminKeys.all, list] as const,
  /** One page of a list (the key holds every parameter). */
  page: (list: AdminList, params: ListQueryParams) => [...adminKeys.list(list), 'page', params] as const,
  /** How many rows a list has. */
  count: (list: AdminList) => [...adminKeys.list(list), 'count'] as const,
  audit: (filter: AuditFilter, limit: number) => [...adminKeys.all, 'audit', filter, limit] as const,
  companyRequests: () => [...adminKeys.all, 'company-requests'] as const,
  stats: () => [...adminKeys.all, 'stats'] as const,
  /** The moderation queue's open reports. */
  openReports: () => [...adminKeys.all, 'reports', 'open'] as const,
};
