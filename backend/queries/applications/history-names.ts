// Names the people in status histories (one read for all of them): the company's name, the platform team, or the student;
// each entry keeps its decision's note (null when none).
import type { ApplicationHistoryEntry } from '@domain/applications/types';
import type { PublicUser } from '@domain/users/types';
import type { ApplicationHistoryDoc } from '@backend/projections/applications/application-history-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { USERS } from '@backend/projections/users/users-projection';

export const PLATFORM_TEAM = 'Internships for Highschoolers team';

/** Several histories at once: one read of the users behind all of them. */
export async function withActorNames(store: ReadStore, histories: ReadonlyArray<ApplicationHistoryDoc['entries']>): Promise<ApplicationHistoryEntry[][]> {
  const ids = [...new Set(histories.flat().flatMap((e) => (e.actorId ? [e.actorId] : [])))];
  const users = new Map((await store.collection<PublicUser>(USERS).getMany(ids)).map((u) => [u.id, u]));
  return histories.map((entries) => entries.map(({ at, from, to, byRole, actorId, note }) => {
    const actor = actorId ? users.get(actorId) : undefined;
    const byName =
      byRole === 'admin' || byRole === 'system'
        ? PLATFORM_TEAM
        : actor?.role === 'company'
          ? actor.companyName ?? 'The company'
          : actor
            ? `${actor.firstName} ${actor.lastName}`.trim()
            : null;
    return { at, from, to, byRole, byName, note: note ?? null };
  }));
}
