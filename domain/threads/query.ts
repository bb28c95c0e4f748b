// The query of a thread's page (GET /api/applications/:id/messages?before=&limit=): newest page by default, older ones by cursor.
import { z } from 'zod';

export const THREAD_PAGE = 50;
const LIMIT = 'limit must be a number from 1 to 100';
const CURSOR = 'before must be the cursor of a page of this thread';

export const threadPageQuerySchema = z.object({
  /** The cursor a page gave (the place of its oldest message): the page holds the messages before it. */
  before: z.string({ error: CURSOR }).regex(/^[1-9]\d{0,8}$/, CURSOR).transform(Number).optional(),
  limit: z.coerce.number({ error: LIMIT }).int(LIMIT).min(1, LIMIT).max(100, LIMIT).optional(),
});
export type ThreadPageQuery = z.infer<typeof threadPageQuerySchema>;
