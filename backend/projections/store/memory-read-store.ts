// Embedded ReadStore adapter: documents in memory (rebuilt from the event store at start), with hash indexes on declared fields.
import { compareBy, matches, type BulkOp, type Collection, type Doc, type Filter, type FindOptions, type ReadStore } from './read-store';

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
};

type Key = string | number | boolean | null;

class MemoryCollection<T extends Doc> implements Collection<T> {
  private docs = new Map<string, T>();
  /** field → value → ids */
  private indexes = new Map<string, Map<Key, Set<string>>>();

  private indexValues(doc: T, field: string): Key[] {
    const v = (doc as Record<string, unknown>)[field];
    return (Array.isArray(v) ? v : [v ?? null]) as Key[];
  }

  private unindex(doc: T) {
    for (const [field, index] of this.indexes)
      for (const v of this.indexValues(doc, field)) {
        const ids = index.get(v);
        ids?.delete(doc.id);
        if (ids && ids.size === 0) index.delete(v);
      }
  }

  private reindex(doc: T) {
    for (const [field, index] of this.indexes)
      for (const v of this.indexValues(doc, field)) {
        let ids = index.get(v);
        if (!ids) index.set(v, (ids = new Set()));
        ids.add(doc.id);
      }
  }

  /** The smallest candidate set an index gives for this filter, or every document. */
  private candidates(filter: Filter): Iterable<T> {
    let best: Set<string> | null = null;
    for (const [field, cond] of Object.entries(filter)) {
      const index = this.indexes.get(field);
      if (!index) continue;
      let ids: Set<string>;
      if (cond === null || typeof cond !== 'object') ids = index.get(cond) ?? new Set();
      else if ('$in' in cond) ids = new Set(cond.$in.flatMap((v) => [...(index.get(v) ?? [])]));
      else continue;
      if (!best || ids.size < best.size) best = ids;
    }
    if (!best) return this.docs.values();
    return [...best].map((id) => this.docs.get(id)!);
  }

  async get(id: string) {
    return this.docs.get(id) ?? null;
  }
  async getMany(ids: readonly string[]) {
    return ids.map((id) => this.docs.get(id)).filter((d): d is T => !!d);
  }
  async find(filter: Filter = {}, options: FindOptions = {}) {
    let out = [...this.candidates(filter)].filter((d) => matches(d as unknown as Record<string, unknown>, filter));
    if (options.sort) out.sort(compareBy(options.sort) as (a: T, b: T) => number);
    if (options.skip) out = out.slice(options.skip);
    if (options.limit !== undefined) out = out.slice(0, options.limit);
    return out;
  }
  async count(filter: Filter = {}) {
    if (Object.keys(filter).length === 0) return this.docs.size;
    return (await this.find(filter)).length;
  }
  async upsert(doc: T) {
    const old = this.docs.get(doc.id);
    if (old) this.unindex(old);
    const stored = deepFreeze(structuredClone(doc));
    this.docs.set(doc.id, stored);
    this.reindex(stored);
  }
  async update(id: string, patch: Partial<Omit<T, 'id'>>) {
    const old = this.docs.get(id);
    if (!old) return false;
    await this.upsert({ ...old, ...patch, id } as T);
    return true;
  }
  async delete(id: string) {
    const old = this.docs.get(id);
    if (!old) return false;
    this.unindex(old);
    this.docs.delete(id);
    return true;
  }
  async deleteMany(filter: Filter) {
    const doomed = await this.find(filter);
    for (const doc of doomed) await this.delete(doc.id);
    return doomed.length;
  }
  async bulkWrite(ops: readonly BulkOp<T>[]) {
    for (const op of ops) if ('upsert' in op) await this.upsert(op.upsert);
    else await this.delete(op.delete);
  }
  async ensureIndex(field: string) {
    if (this.indexes.has(field)) return;
    this.indexes.set(field, new Map());
    for (const doc of this.docs.values())
      for (const v of this.indexValues(doc, field)) {
        const index = this.indexes.get(field)!;
        let ids = index.get(v);
        if (!ids) index.set(v, (ids = new Set()));
        ids.add(doc.id);
      }
  }
}

export function createMemoryReadStore(): ReadStore {
  const collections = new Map<string, MemoryCollection<Doc>>();
  const aliases = new Map<string, string>();
  return {
    name: 'embedded (in memory)',
    durable: false,
    collection<T extends Doc>(name: string) {
      const target = aliases.get(name) ?? name;
      let c = collections.get(target);
      if (!c) collections.set(target, (c = new MemoryCollection<Doc>()));
      return c as unknown as Collection<T>;
    },
    alias(name, target) {
      aliases.set(name, target);
    },
    async drop(name) {
      collections.delete(name);
    },
    async close() {},
  };
}
