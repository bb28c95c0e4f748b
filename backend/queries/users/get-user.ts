// Query: one user from the users read model, as the API shows it (no read-model bookkeeping, never a hash).
import type { PublicUser } from '@domain/users/types';
import type { ReadStore } from '@backend/read-store/read-store';
import { USERS } from '@backend/projections/users/users-projection';
import { withoutBookkeeping } from '@backend/processors/projection';

export const toPublicUser = (doc: PublicUser): PublicUser => ({
  ...withoutBookkeeping(doc),
  // Documents stored before the résumé fields existed read as having none.
  projects: doc.projects ?? [],
  achievements: doc.achievements ?? [],
  notices: doc.notices ?? true,
  language: doc.language ?? null,
  emailVerified: doc.emailVerified ?? false,
});

export async function getUser(store: ReadStore, id: string): Promise<PublicUser | null> {
  const doc = await store.collection<PublicUser>(USERS).get(id);
  return doc ? toPublicUser(doc) : null;
}
