// What a route loads before showing the company dashboard: the company's internships and its responsiveness figure,
// from the cache at once and refreshed in the background (applicants arrive while the company is away).
import type { QueryClient } from '@tanstack/react-query';
import { ensureRevalidated } from '@/lib/query-client';
import { companyInternshipsQueryOptions } from './company-internships';
import { companyResponsivenessQueryOptions } from './company-responsiveness';

export async function preloadCompanyDashboard(queryClient: QueryClient): Promise<void> {
  await Promise.all([ensureRevalidated(queryClient, companyInternshipsQueryOptions()), ensureRevalidated(queryClient, companyResponsivenessQueryOptions())]);
}
