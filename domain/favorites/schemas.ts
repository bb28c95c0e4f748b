// Schemas of the favorites context: the body of saving a favourite (POST /api/favorites).
import { z } from 'zod';

export const favoriteSchema = z.object({
  internshipId: z.string({ error: 'No internship found' }).trim().min(1, 'No internship found').max(100),
});
export type FavoriteBody = z.infer<typeof favoriteSchema>;
