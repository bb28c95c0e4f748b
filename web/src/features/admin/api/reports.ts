// The admins' moderation queue (DESIGN.md §4.1, §4.2): GET /api/admin/reports?status=open, each reported message with its words.
import { queryOptions } from '@tanstack/react-query';
import type { AdminReport } from '@domain/moderation/types';
import { api } from '@/lib/api-client';
import { adminKeys } from './admin-keys';

export const openReportsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.openReports(), queryFn: () => api.get<AdminReport[]>('/api/admin/reports?status=open'), staleTime: 0 });
