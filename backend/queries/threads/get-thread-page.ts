// Query: one page of a thread, oldest first (the newest messages, or those before a cursor), each with its author's role and
// name as the users read model has it now (one read for both sides: no N+1).
import type { ThreadMessage } from '@domain/threads/types';
import { THREAD_PAGE } from '@domain/threads/query';
import { ERASED_COMPANY_NAME, ERASED_NAME } from '@domain/shared/personal-data';
import type { PublicUser } from '@domain/users/types';
import { MESSAGES, type MessageDoc } from '@backend/projections/threads/messages-projection';
import { USERS } from '@backend/projections/users/users-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export interface ThreadPage {
  messages: ThreadMessage[];
  /** The cursor of the page before (the oldest message's id), null when this page starts the thread. */
  before: string | null;
}

const nameOf = (user: PublicUser | undefined, role: MessageDoc['authorRole']) =>
  role === 'company' ? (user?.companyName ?? ERASED_COMPANY_NAME) : user ? `${user.firstName} ${user.lastName}`.trim() : ERASED_NAME;

/** null when `before` names no message of this thread. */
export async function getThreadPage(store: ReadStore, applicationId: string, options: { before?: string; limit?: number } = {}): Promise<ThreadPage | null> {
  const messages = store.collection<MessageDoc>(MESSAGES);
  const limit = options.limit ?? THREAD_PAGE;
  let after: { seq: string; id: string } | undefined;
  if (options.before) {
    const cursor = await messages.get(options.before);
    if (!cursor || cursor.applicationId !== applicationId) return null;
    after = { seq: cursor.seq, id: cursor.id };
  }
  const newestFirst = await messages.find({ applicationId }, { sort: { seq: -1, id: 1 }, limit: limit + 1, after });
  const page = newestFirst.slice(0, limit).reverse();
  return { messages: await namedMessages(store, page), before: newestFirst.length > limit ? page[0].id : null };
}

/** Messages as the API shows them, their authors named in one read. */
export async function namedMessages(store: ReadStore, docs: readonly MessageDoc[]): Promise<ThreadMessage[]> {
  const authors = new Map((await store.collection<PublicUser>(USERS).getMany([...new Set(docs.map((m) => m.authorId))])).map((u) => [u.id, u]));
  return docs.map((m) => ({ id: m.id, at: m.at, from: { role: m.authorRole, name: nameOf(authors.get(m.authorId), m.authorRole) }, body: m.body }));
}
