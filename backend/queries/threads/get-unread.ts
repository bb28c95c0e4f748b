// Query: the signed-in user's unread messages (GET /api/user/unread), in all, per application and per internship; threads whose application
// is gone (its student deleted the account) no longer count.
import type { UnreadCounts } from '@domain/threads/types';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import { UNREAD, type UnreadDoc } from '@backend/projections/threads/unread-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export async function getUnread(store: ReadStore, userId: string): Promise<UnreadCounts> {
  const doc = await store.collection<UnreadDoc>(UNREAD).get(userId);
  const ids = Object.keys(doc?.byApplication ?? {});
  if (!doc || ids.length === 0) return { messages: 0, byApplication: {}, byInternship: {} };
  const present = await store.collection<ApplicationDoc>(APPLICATIONS).getMany(ids);
  const byApplication: Record<string, number> = {};
  const byInternship: Record<string, number> = {};
  for (const a of present) {
    byApplication[a.id] = doc.byApplication[a.id];
    byInternship[a.internshipId] = (byInternship[a.internshipId] ?? 0) + doc.byApplication[a.id];
  }
  return { messages: Object.values(byApplication).reduce((n, c) => n + c, 0), byApplication, byInternship };
}
