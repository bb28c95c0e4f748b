// Schemas of the moderation queue: GET /api/admin/reports?status=open|decided (open by default).
import { z } from 'zod';
import { REPORT_STATUSES } from './types';

export const reportsQuerySchema = z.object({
  status: z.enum(REPORT_STATUSES, { error: 'Status must be open or decided' }).default('open'),
});
