// Query: one user from the users read model, as the API shows it (no read-model bookkeeping, never a hash).
import type { PublicUser } from '@domain/users/types';
import type { ReadStore } from '@backend/read-store/read-store';
import { USERS } from '@backend/projections/users/users-projection';
import { withoutBookkeeping } from '@backend/processors/projection';

const shown = (doc: PublicUser): PublicUser => ({
  ...withoutBookkeeping(doc),
  // Documents stored before the résumé fields existed read as having none.
  projects: doc.projects ?? [],
  achievements: doc.achievements ?? [],
  notices: doc.notices ?? true,
  language: doc.language ?? null,
  emailVerified: doc.emailVerified ?? false,
});

/**
 * What each frozen document shows, made once: the in-memory read models hand out the same frozen document until a change
 * replaces it, and every signed-in request reads its user (a document read afresh from disk or a database is shown anew).
 */
const shownOnce = new WeakMap<PublicUser, PublicUser>();

export function toPublicUser(doc: PublicUser): PublicUser {
  if (!Object.isFrozen(doc)) return shown(doc);
  let user = shownOnce.get(doc);
  if (!user) {
    user = Object.freeze(shown(doc));
    shownOnce.set(doc, user);
  }
  return user;
}

export async function getUser(store: ReadStore, id: string): Promise<PublicUser | null> {
  const doc = await store.collection<PublicUser>(USERS).get(id);
  return doc ? toPublicUser(doc) : null;
}
