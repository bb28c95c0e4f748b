// Every projection the backend runs, in the order they are applied.
import type { Doc } from './read-store';
import type { Projection } from './projection';
import { usersProjection } from './users-projection';
import { credentialsProjection } from './credentials-projection';
import { internshipsProjection } from './internships-projection';
import { applicationsProjection } from './applications-projection';
import { applicationHistoryProjection } from './application-history-projection';
import { favoritesProjection } from './favorites-projection';
import { blogPostsProjection } from './blog-posts-projection';

export const projections: readonly Projection<Doc>[] = [
  usersProjection,
  credentialsProjection,
  internshipsProjection,
  applicationsProjection,
  applicationHistoryProjection,
  favoritesProjection,
  blogPostsProjection,
] as unknown as Projection<Doc>[];
