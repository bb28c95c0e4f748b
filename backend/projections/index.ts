// Every projection the backend runs, in the order they are applied.
import type { Doc } from './read-store';
import type { Projection } from './projection';
import { usersProjection } from './users-projection';
import { credentialsProjection } from './credentials-projection';

export const projections: readonly Projection<Doc>[] = [usersProjection, credentialsProjection] as unknown as Projection<Doc>[];
