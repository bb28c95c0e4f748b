// Query: a message by its id, as stored (for reports) and as the thread shows it (the answer to posting it); null when missing.
import type { ThreadMessage } from '@domain/threads/types';
import { MESSAGES, type MessageDoc } from '@backend/projections/threads/messages-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { namedMessages } from './get-thread-page';

export async function findMessage(store: ReadStore, messageId: string): Promise<MessageDoc | null> {
  return (await store.collection<MessageDoc>(MESSAGES).find({ messageId }, { limit: 1 }))[0] ?? null;
}

export async function getMessage(store: ReadStore, messageId: string): Promise<ThreadMessage | null> {
  const doc = await findMessage(store, messageId);
  return doc ? (await namedMessages(store, [doc]))[0] : null;
}
