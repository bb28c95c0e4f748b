// The ReadStore port: collections of JSON documents keyed by `id`, with a small Mongo-like filter language.

export interface Doc {
  id: string;
}

/** Equality on a field (an array field matches when it contains the value), or one operator per field. */
export type FieldCondition =
  | string
  | number
  | boolean
  | null
  | { $in: Array<string | number | boolean> }
  | { $ne: string | number | boolean | null }
  | { $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number }
  /** A case-insensitive substring of a string field (or of any string of an array field); other values never match. */
  | { $contains: string };

/** Conditions on fields, ANDed; `$or`: at least one of the given filters matches too. */
export interface Filter {
  [field: string]: FieldCondition | readonly Filter[] | undefined;
  $or?: readonly Filter[];
}

export type SortKey = string | number | boolean | null;

export interface FindOptions {
  sort?: Record<string, 1 | -1>;
  limit?: number;
  skip?: number;
  /** Keyset paging: only documents strictly after one with these values of the sort fields (needs `sort`). */
  after?: Record<string, SortKey>;
}

/**
 * What a collection indexes: a field, for equality and $in (a plain string); the words of a text field, for $contains
 * (`{ text }`); an order (`{ sorted }`, which should end with `id`), for sorted finds that stop at their limit; or fields
 * filtered together (`{ compound }`: equality and $in fields first, a range last), whose counts one index then answers
 * reading only the matches. The embedded stores, which intersect their per-field indexes, have no use for a compound one.
 */
export type IndexSpec = string | { text: string } | { sorted: Record<string, 1 | -1> } | { compound: readonly string[] };

export interface Collection<T extends Doc> {
  get(id: string): Promise<T | null>;
  /** Several documents in one read (no N+1): missing ids are left out. */
  getMany(ids: readonly string[]): Promise<T[]>;
  find(filter?: Filter, options?: FindOptions): Promise<T[]>;
  count(filter?: Filter): Promise<number>;
  /**
   * A find and the filter's count together, where a store reads the matches once for both (PostgreSQL, see there); the
   * others' callers ask `find` and `count` at once.
   */
  findWithCount?(filter: Filter, options: FindOptions): Promise<{ docs: T[]; total: number }>;
  /** Inserts or replaces the whole document. */
  upsert(doc: T): Promise<void>;
  /** Sets the given fields; false when the document does not exist. */
  update(id: string, patch: Partial<Omit<T, 'id'>>): Promise<boolean>;
  delete(id: string): Promise<boolean>;
  /** Deletes every document the filter matches; answers how many. */
  deleteMany(filter: Filter): Promise<number>;
  /**
   * Writes many upserts and deletes in one go (one round trip on MongoDB), in the given order. The documents are handed
   * over: the caller does not change them afterwards (the embedded store keeps them, frozen, instead of copying them).
   */
  bulkWrite(ops: readonly BulkOp<T>[]): Promise<void>;
  /** Declares an index (see IndexSpec), so that lookups through it avoid a full scan; declaring one twice is harmless. */
  ensureIndex(index: IndexSpec): Promise<void>;
  /** Declares several indexes at once, where a store makes them quicker so (on disk: one pass over the documents for all). */
  ensureIndexes?(indexes: readonly IndexSpec[]): Promise<void>;
  /**
   * How many writes this collection object has taken, where the store knows it for sure (the embedded one: this process
   * makes every write). An answer made from the collection stays true while this is unchanged. Absent on shared stores.
   */
  changeCount?(): number;
  /**
   * On a shared store (PostgreSQL): how many writes of this collection this process has heard of by the store's change
   * notifications, whoever made them; undefined while it cannot hear them. It trails a commit by the notification's delivery,
   * so it vouches only for answers that need not show a reader's own writes (visitors' reads).
   */
  notifiedChangeCount?(): number | undefined;
  /** Present where the documents live in this process (the embedded store): see LiveDocuments. */
  readonly live?: LiveDocuments<T>;
}

/**
 * A collection's documents as this process holds them (the embedded store): a projection's events are applied to them one
 * at a time, with no read of the batch's documents and no write back (apply-batch.ts). One processor applies the events
 * to a collection, in log order, so one position for the whole collection tells which events it has seen.
 */
export interface LiveDocuments<T extends Doc> {
  /** The stored document (frozen), if any. */
  doc(id: string): T | undefined;
  /** Stores `doc`, handed over (frozen in place, see bulkWrite); `many`: more writes are coming at once. */
  put(doc: T, many: boolean): void;
  /** Removes the document. */
  delete(id: string): void;
  /** The position of the last event applied through `live` (see LogPosition): events up to it are applied already. */
  reached: string | undefined;
}

export type BulkOp<T extends Doc> = { upsert: T } | { delete: string };

export interface ReadStore {
  readonly name: string;
  /** Whether documents outlive the process (MongoDB) or are rebuilt at every start (in memory). */
  readonly durable: boolean;
  /** A collection by name; a name with an alias resolves to the aliased collection (how readers switch to a rebuilt one). */
  collection<T extends Doc>(name: string): Collection<T>;
  /** Points `name` at another collection for every later `collection(name)` of this process. */
  alias(name: string, target: string): void;
  /** Removes one collection with its documents and indexes (no alias is followed). */
  drop(name: string): Promise<void>;
  /**
   * Runs `work` so that all its writes through this store commit together or not at all (PostgreSQL: a projection's
   * batch with its checkpoint). Optional: stores without it (memory, MongoDB) run the work as it comes; see `withinTransaction`.
   */
  transaction?<R>(work: () => Promise<R>): Promise<R>;
  /**
   * How many events a projection's batch should hold for this store, when it wants another size than the reader's 2,000:
   * each batch is a transaction on disk (READ_MODELS=disk), and fewer, larger ones rewrite fewer pages; in memory, smaller
   * ones let their events die young.
   */
  readonly batchSize?: number;
  /**
   * How many of the log's latest batches the reader keeps for processors that ask for them after the others (1 unless
   * said): where each batch is a transaction of its own over the network (PostgreSQL), the processors drift apart during a
   * replay, and each one that falls a batch behind read and parsed the log again for itself.
   */
  readonly batchesKept?: number;
  /**
   * Fills a new collection with `docs` at once, each stored with `fields` added, in place of anything it held; `indexes`
   * are those that will be declared (a store may shape the collection for them as it loads). PostgreSQL: one COPY, in the
   * current transaction if any. Where a store has it, a projection built from the first event is built in this process's
   * memory and loaded so (projection-runtime.ts): one statement instead of a transaction per batch and a write per document.
   */
  bulkLoad?(collection: string, docs: Iterable<Doc>, fields: Record<string, unknown>, indexes: readonly IndexSpec[]): Promise<void>;
  /**
   * Resolves once every index declared so far is made. The in-memory store makes those of large collections after their
   * declaration, between other work (queries that need one finish it first); the others make them when declared.
   */
  indexesMade?(): Promise<void>;
  close(): Promise<void>;
}

/** Runs `work` in one transaction of the store when it has them, else as it is. */
export const withinTransaction = <R>(store: ReadStore, work: () => Promise<R>): Promise<R> => (store.transaction ? store.transaction(work) : work());

const isOperator = (c: FieldCondition): c is Exclude<FieldCondition, string | number | boolean | null> =>
  typeof c === 'object' && c !== null;

/** Evaluates a filter against one document; the in-memory adapter's semantics, matched by the MongoDB adapter. */
export function matches(doc: Record<string, unknown>, filter: Filter): boolean {
  for (const [field, c] of Object.entries(filter)) {
    if (c === undefined) continue;
    if (field === '$or') {
      if (!(c as readonly Filter[]).some((branch) => matches(doc, branch))) return false;
      continue;
    }
    const cond = c as FieldCondition;
    const value = doc[field];
    if (!isOperator(cond)) {
      if (Array.isArray(value) ? !value.includes(cond) : (value ?? null) !== cond) return false;
      continue;
    }
    if ('$in' in cond) {
      const values = Array.isArray(value) ? value : [value];
      if (!values.some((v) => (cond.$in as unknown[]).includes(v))) return false;
    } else if ('$ne' in cond) {
      if (Array.isArray(value) ? value.includes(cond.$ne) : (value ?? null) === cond.$ne) return false;
    } else if ('$contains' in cond) {
      if (!containsText(value, cond.$contains.toLowerCase())) return false;
    } else {
      const r = cond as { $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number };
      if (value === undefined || value === null) return false;
      const v = value as string | number;
      if (r.$gt !== undefined && !(v > r.$gt)) return false;
      if (r.$gte !== undefined && !(v >= r.$gte)) return false;
      if (r.$lt !== undefined && !(v < r.$lt)) return false;
      if (r.$lte !== undefined && !(v <= r.$lte)) return false;
    }
  }
  return true;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `matches` made once for a filter that is checked against many documents: each `$contains` becomes one case-insensitive
 * pattern instead of a lower-cased copy of every text it looks into.
 */
export function compileFilter(filter: Filter): (doc: Record<string, unknown>) => boolean {
  const checks: Array<(doc: Record<string, unknown>) => boolean> = [];
  for (const [field, c] of Object.entries(filter)) {
    if (c === undefined) continue;
    if (field === '$or') {
      const branches = (c as readonly Filter[]).map(compileFilter);
      checks.push((doc) => branches.some((branch) => branch(doc)));
    } else if (isOperator(c as FieldCondition) && '$contains' in (c as object)) {
      const pattern = new RegExp(escapeRegExp((c as { $contains: string }).$contains), 'iu');
      checks.push((doc) => {
        const value = doc[field];
        return typeof value === 'string' ? pattern.test(value) : Array.isArray(value) && value.some((v) => typeof v === 'string' && pattern.test(v));
      });
    } else if (isOperator(c as FieldCondition) && '$in' in (c as object)) {
      // $in over many values (e.g. the weeks of a duration range): one Set lookup per value of the document.
      const values = new Set<unknown>((c as { $in: unknown[] }).$in);
      checks.push((doc) => {
        const value = doc[field];
        return Array.isArray(value) ? value.some((v) => values.has(v)) : values.has(value);
      });
    } else if (isOperator(c as FieldCondition) && !('$ne' in (c as object))) {
      // A range ($gt/$gte/$lt/$lte), as `matches` has it, without making an object per document (e.g. a student's age rule).
      const r = c as { $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number };
      checks.push((doc) => {
        const value = doc[field];
        if (value === undefined || value === null) return false;
        const v = value as string | number;
        return (r.$gt === undefined || v > r.$gt) && (r.$gte === undefined || v >= r.$gte) && (r.$lt === undefined || v < r.$lt) && (r.$lte === undefined || v <= r.$lte);
      });
    } else {
      const only: Filter = { [field]: c };
      checks.push((doc) => matches(doc, only));
    }
  }
  return (doc) => {
    for (const check of checks) if (!check(doc)) return false;
    return true;
  };
}

/** Whether a string value (or any string of an array value) contains `needle`, which is lower case already. */
export const containsText = (value: unknown, needle: string): boolean =>
  typeof value === 'string'
    ? value.toLowerCase().includes(needle)
    : Array.isArray(value) && value.some((v) => typeof v === 'string' && v.toLowerCase().includes(needle));

/** Compares two documents by a sort specification (missing values first, as MongoDB does). */
export function compareBy(sort: Record<string, 1 | -1>) {
  const keys = Object.entries(sort);
  return (a: Record<string, unknown>, b: Record<string, unknown>): number => {
    for (const [field, dir] of keys) {
      const x = a[field] as string | number | null | undefined;
      const y = b[field] as string | number | null | undefined;
      if (x === y) continue;
      const xMissing = x === undefined || x === null;
      const yMissing = y === undefined || y === null;
      // null and missing sort as equal (as in MongoDB), so the next key decides between them.
      if (xMissing && yMissing) continue;
      if (xMissing) return -dir;
      if (yMissing) return dir;
      if (x < y) return -dir;
      if (x > y) return dir;
    }
    return 0;
  };
}

/** Whether `sort` is the order `spec` (1), its reverse (-1) or another (0): how a sorted index serves a sorted find. */
export function sortDirection(spec: Record<string, 1 | -1>, sort: Record<string, 1 | -1>): 1 | -1 | 0 {
  const mine = Object.entries(spec);
  const theirs = Object.entries(sort);
  if (mine.length !== theirs.length || mine.some(([f], i) => theirs[i][0] !== f)) return 0;
  if (mine.every(([, d], i) => theirs[i][1] === d)) return 1;
  return mine.every(([, d], i) => theirs[i][1] === -d) ? -1 : 0;
}

/** The lower-case words text indexes read from a text: runs of letters and digits (repeats included). */
const WORD = /[\p{L}\p{N}]+/gu;
export const wordsOf = (text: string): string[] => text.toLowerCase().match(WORD) ?? [];

/** A needle that is one word and nothing else (no space, punctuation or capital the words of a text would lose). */
export const isOneWord = (needle: string, words: readonly string[]) => words.length === 1 && words[0] === needle.toLowerCase();

/** The words of a field's value: of a string, or of every string of an array. */
export const wordsOfValue = (v: unknown): string[] =>
  typeof v === 'string' ? wordsOf(v) : Array.isArray(v) ? v.flatMap((x) => (typeof x === 'string' ? wordsOf(x) : [])) : [];
