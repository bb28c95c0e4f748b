// KeyStore in MongoDB (collection `_dataKeys`), beside EventStoreDB: one document per person; destroying sets the key to
// null (the tombstone stays, so no new key is made for an erased person). MongoDB's own storage may keep old document
// versions until it compacts (docs/backups.md, Erasure).
import { Binary, MongoClient, type Collection } from 'mongodb';
import { randomBytes } from 'node:crypto';
import { DATA_KEY_BYTES, type KeyLookup, type KeyStore } from '../key-store';

interface KeyDoc {
  _id: string;
  key: Binary | null;
  createdAt: Date;
  destroyedAt?: Date;
}

const SERVER = '$server';

export async function createMongoKeyStore(url: string, collection = '_dataKeys'): Promise<KeyStore> {
  const client = await MongoClient.connect(url);
  const keys: Collection<KeyDoc> = client.db().collection<KeyDoc>(collection);
  const toLookup = (doc: KeyDoc | null): KeyLookup =>
    !doc ? { state: 'none' } : doc.key ? { state: 'live', key: Buffer.from(doc.key.buffer) } : { state: 'destroyed' };
  const getOrCreate = async (subject: string) => {
    // Insert only when missing: concurrent callers (any instance) all end up with the first key written.
    await keys.updateOne({ _id: subject }, { $setOnInsert: { key: new Binary(randomBytes(DATA_KEY_BYTES)), createdAt: new Date() } }, { upsert: true }).catch((error: { code?: number }) => {
      if (error.code !== 11000) throw error;
    });
    return toLookup(await keys.findOne({ _id: subject })) as KeyLookup & { state: 'live' | 'destroyed' };
  };
  return {
    name: 'MongoDB',
    async get(subject) {
      return toLookup(await keys.findOne({ _id: subject }));
    },
    getOrCreate,
    async destroy(subject) {
      const destroyed = await keys.updateOne({ _id: subject, key: { $ne: null } }, { $set: { key: null, destroyedAt: new Date() } });
      if (destroyed.modifiedCount === 0)
        await keys.updateOne({ _id: subject }, { $setOnInsert: { key: null, createdAt: new Date(), destroyedAt: new Date() } }, { upsert: true });
      return destroyed.modifiedCount > 0;
    },
    async serverSecret() {
      const found = await getOrCreate(SERVER);
      if (found.state !== 'live') throw new Error('the server secret was destroyed');
      return found.key;
    },
    async close() {
      await client.close();
    },
  };
}
