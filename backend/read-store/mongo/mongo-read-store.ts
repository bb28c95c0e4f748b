// MongoDB adapter of the ReadStore port (official `mongodb` driver), chosen when MONGO_URL is set.
import { MongoClient, type Db, type Document, type Filter as MongoFilter } from 'mongodb';
import type { BulkOp, Collection, Doc, FieldCondition, Filter, FindOptions, IndexSpec, ReadStore, SortKey } from '../read-store';

// Documents keep their `id` as MongoDB's `_id`; `_id` never leaves the adapter.
const toMongo = <T extends Doc>({ id, ...rest }: T): Document => ({ _id: id as never, ...rest });
const fromMongo = <T extends Doc>(d: Document | null): T | null => {
  if (!d) return null;
  const { _id, ...rest } = d;
  return { id: String(_id), ...rest } as T;
};
const field = (f: string) => (f === 'id' ? '_id' : f);
const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toCondition = (c: FieldCondition): unknown =>
  typeof c === 'object' && c !== null && '$contains' in c ? { $regex: escapeRegex(c.$contains), $options: 'i' } : c;
const toFilter = (filter: Filter): MongoFilter<Document> =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => (k === '$or' ? ['$or', (v as readonly Filter[]).map(toFilter)] : [field(k), toCondition(v as FieldCondition)])),
  ) as MongoFilter<Document>;

/** Keyset paging: documents strictly after `after` in the order `sort` (a or b or ...: equal on the first keys, past on the next). */
function afterFilter(sort: Record<string, 1 | -1>, after: Record<string, SortKey>): MongoFilter<Document> {
  const keys = Object.entries(sort);
  // Null and missing sort first ascending and last descending: past a null is any value ascending, nothing descending.
  const past = (value: SortKey | undefined, dir: 1 | -1) => (value === null || value === undefined ? (dir === 1 ? { $ne: null } : null) : { [dir === 1 ? '$gt' : '$lt']: value });
  const branches = keys.flatMap(([f, dir], i) => {
    const beyond = past(after[f], dir);
    return beyond ? [{ ...Object.fromEntries(keys.slice(0, i).map(([g]) => [field(g), after[g] ?? null])), [field(f)]: beyond }] : [];
  });
  return (branches.length ? { $or: branches } : { _id: { $exists: false } }) as MongoFilter<Document>;
}

class MongoCollection<T extends Doc> implements Collection<T> {
  constructor(private readonly c: ReturnType<Db['collection']>) {}
  async get(id: string) {
    return fromMongo<T>(await this.c.findOne({ _id: id as never }));
  }
  async getMany(ids: readonly string[]) {
    if (ids.length === 0) return [];
    const docs = await this.c.find({ _id: { $in: ids as never[] } }).toArray();
    const byId = new Map(docs.map((d) => [String(d._id), fromMongo<T>(d)!]));
    return ids.map((id) => byId.get(id)).filter((d): d is T => !!d);
  }
  async find(filter: Filter = {}, options: FindOptions = {}) {
    const base = toFilter(filter);
    let cursor = this.c.find(options.after && options.sort ? { $and: [base, afterFilter(options.sort, options.after)] } : base);
    if (options.sort) cursor = cursor.sort(Object.fromEntries(Object.entries(options.sort).map(([k, v]) => [field(k), v])));
    if (options.skip) cursor = cursor.skip(options.skip);
    if (options.limit !== undefined) cursor = cursor.limit(options.limit);
    return (await cursor.toArray()).map((d) => fromMongo<T>(d)!);
  }
  async count(filter: Filter = {}) {
    return Object.keys(filter).length === 0 ? this.c.estimatedDocumentCount() : this.c.countDocuments(toFilter(filter));
  }
  async upsert(doc: T) {
    await this.c.replaceOne({ _id: doc.id as never }, toMongo(doc), { upsert: true });
  }
  async update(id: string, patch: Partial<Omit<T, 'id'>>) {
    const { id: _ignored, ...set } = patch as Record<string, unknown>;
    const r = await this.c.updateOne({ _id: id as never }, { $set: set });
    return r.matchedCount > 0;
  }
  async delete(id: string) {
    return (await this.c.deleteOne({ _id: id as never })).deletedCount > 0;
  }
  async deleteMany(filter: Filter) {
    return (await this.c.deleteMany(toFilter(filter))).deletedCount;
  }
  async bulkWrite(ops: readonly BulkOp<T>[]) {
    if (ops.length === 0) return;
    await this.c.bulkWrite(
      ops.map((op) =>
        'upsert' in op
          ? { replaceOne: { filter: { _id: op.upsert.id as never }, replacement: toMongo(op.upsert), upsert: true } }
          : { deleteOne: { filter: { _id: op.delete as never } } },
      ),
      { ordered: true },
    );
  }
  async ensureIndex(spec: IndexSpec) {
    // $contains is an unanchored, case-insensitive regex, which no MongoDB index serves: text fields are scanned (within
    // what the other indexes select). Sorted indexes serve sorted, limited finds and keyset paging.
    if (typeof spec === 'string') {
      if (spec !== 'id') await this.c.createIndex({ [spec]: 1 });
    } else if ('sorted' in spec) await this.c.createIndex(Object.fromEntries(Object.entries(spec.sorted).map(([f, d]) => [field(f), d])));
    else if ('compound' in spec) await this.c.createIndex(Object.fromEntries(spec.compound.map((f) => [field(f), 1])));
  }
}

export async function createMongoReadStore(url: string): Promise<ReadStore> {
  const client = new MongoClient(url);
  await client.connect();
  const db = client.db();
  const aliases = new Map<string, string>();
  return {
    name: 'MongoDB',
    durable: true,
    collection<T extends Doc>(name: string) {
      return new MongoCollection<T>(db.collection(aliases.get(name) ?? name));
    },
    alias(name, target) {
      aliases.set(name, target);
    },
    async drop(name) {
      await db.dropCollection(name).catch((error: { codeName?: string }) => {
        if (error.codeName !== 'NamespaceNotFound') throw error;
      });
    },
    async close() {
      await client.close();
    },
  };
}
