// MongoDB SessionStore (MONGO_URL): one document per session in the `sessions` collection, shared by every app instance.
import { MongoClient } from 'mongodb';
import type { SessionRecord, SessionStore } from './session-store';

type SessionDoc = Omit<SessionRecord, 'id'> & { _id: string };

export async function createMongoSessionStore(url: string): Promise<SessionStore> {
  const client = new MongoClient(url);
  await client.connect();
  const sessions = client.db().collection<SessionDoc>('sessions');
  await sessions.createIndex({ userId: 1, state: 1 });
  return {
    name: 'MongoDB',
    async get(id) {
      const doc = await sessions.findOne({ _id: id });
      if (!doc) return null;
      const { _id, ...rest } = doc;
      return { id: _id, ...rest };
    },
    async put({ id, ...rest }) {
      await sessions.replaceOne({ _id: id }, rest, { upsert: true });
    },
    async endAllFor(userId, state, at, exceptId = '') {
      return (await sessions.updateMany({ userId, state: 'active', _id: { $ne: exceptId } }, { $set: { state, endedAt: at } })).modifiedCount;
    },
    async prune(before) {
      return (await sessions.deleteMany({ $or: [{ endedAt: { $lt: before } }, { endedAt: null, lastSeenAt: { $lt: before } }] })).deletedCount;
    },
    async close() {
      await client.close();
    },
  };
}
