// The query of a thread's page (GET /api/applications/:id/messages?before=&limit=): newest page by default, older ones by cursor.
import { z } from 'zod';

export const THREAD_PAGE = 50;

export const threadPageQuerySchema = z.object({
  /** The id of the oldest message shown so far: the page holds the messages before it. */
  before: z.string().trim().min(1).max(100).optional(),
  limit: z.coerce.number({ error: 'limit must be a number from 1 to 100' }).int().min(1, 'limit must be a number from 1 to 100').max(100, 'limit must be a number from 1 to 100').optional(),
});
export type ThreadPageQuery = z.infer<typeof threadPageQuerySchema>;
