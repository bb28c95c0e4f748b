// The real figures of the Analytics tab (GET /api/admin/stats), computed from the event log by a projection.
import { queryOptions } from '@tanstack/react-query';
import type { AdminStats } from '@domain/admin/types';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const adminStatsQueryOptions = () => queryOptions({ queryKey: adminKeys.stats(), queryFn: () => api.get<AdminStats>('/api/admin/stats') });
