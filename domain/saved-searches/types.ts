// A saved search as the API shows it (GET /api/user/searches).
import type { SavedSearchQuery } from './params';

export interface SavedSearch {
  id: string;
  query: SavedSearchQuery;
  emailDaily: boolean;
  createdAt: string;
}
