// Query: one message as the thread shows it (the answer to posting it); null when missing.
import type { ThreadMessage } from '@domain/threads/types';
import { MESSAGES, type MessageDoc } from '@backend/projections/threads/messages-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { namedMessages } from './get-thread-page';

export async function getMessage(store: ReadStore, messageId: string): Promise<ThreadMessage | null> {
  const doc = await store.collection<MessageDoc>(MESSAGES).get(messageId);
  return doc ? (await namedMessages(store, [doc]))[0] : null;
}
