// Query: one page of a thread, oldest first (the newest messages, or those before a cursor): the thread's count, then the
// page's messages by their known ids (no scan, however long the thread), each with its author's role and name as the users
// read model has it now (one read for both sides: no N+1).
import type { ThreadMessage } from '@domain/threads/types';
import { THREAD_PAGE } from '@domain/threads/query';
import { ERASED_COMPANY_NAME, ERASED_NAME } from '@domain/shared/personal-data';
import type { PublicUser } from '@domain/users/types';
import { MESSAGES, messageKey, THREADS, type MessageDoc, type ThreadDoc } from '@backend/projections/threads/messages-projection';
import { USERS } from '@backend/projections/users/users-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export interface ThreadPage {
  messages: ThreadMessage[];
  /** The cursor of the page before (the place of this page's oldest message), null when this page starts the thread. */
  before: string | null;
}

const nameOf = (user: PublicUser | undefined, role: MessageDoc['authorRole']) =>
  role === 'company' ? (user?.companyName ?? ERASED_COMPANY_NAME) : user ? `${user.firstName} ${user.lastName}`.trim() : ERASED_NAME;

export async function getThreadPage(store: ReadStore, applicationId: string, options: { before?: number; limit?: number } = {}): Promise<ThreadPage> {
  const count = (await store.collection<ThreadDoc>(THREADS).get(applicationId))?.count ?? 0;
  const newest = Math.min(count, (options.before ?? count + 1) - 1);
  const oldest = Math.max(1, newest - (options.limit ?? THREAD_PAGE) + 1);
  if (newest < 1) return { messages: [], before: null };
  const keys = Array.from({ length: newest - oldest + 1 }, (_, i) => messageKey(applicationId, oldest + i));
  const docs = (await store.collection<MessageDoc>(MESSAGES).getMany(keys)).sort((a, b) => a.number - b.number);
  return { messages: await namedMessages(store, docs), before: oldest > 1 ? String(oldest) : null };
}

/** Messages as the API shows them, their authors named in one read. */
export async function namedMessages(store: ReadStore, docs: readonly MessageDoc[]): Promise<ThreadMessage[]> {
  const authors = new Map((await store.collection<PublicUser>(USERS).getMany([...new Set(docs.map((m) => m.authorId))])).map((u) => [u.id, u]));
  return docs.map((m) => ({ id: m.messageId, at: m.at, from: { role: m.authorRole, name: nameOf(authors.get(m.authorId), m.authorRole) }, body: m.body }));
}
