// The real figures of the Analytics tab (GET /api/admin/stats), computed from the event log by a projection.
import { queryOptions } from '@tanstack/react-query';
import type { AdminStats } from '@domain/admin/types';
import { api } from '@/lib/api-client';
import { ADMIN_API } from './admin-list';

export const STATS_PATH = `${ADMIN_API}/stats`;

export const adminStatsQueryOptions = () => queryOptions({ queryKey: [STATS_PATH] as const, queryFn: () => api.get<AdminStats>(STATS_PATH) });
