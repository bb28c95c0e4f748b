// Public reads' answers kept ready to send (plain, brotli and gzip) until the read model under them changes: a collection
// that counts its writes (the embedded store, see Collection.changeCount) vouches for them; on PostgreSQL, for visitors,
// the writes heard of by its change notifications (Collection.notifiedChangeCount); other stores are asked each time.
import type { Context } from 'koa';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Collection, Doc, ReadStore } from '@backend/read-store/read-store';
import { BROTLI_OPTIONS, COMPRESS_FROM, GZIP_OPTIONS } from '../middleware/compression';
import { isVisitorRead } from './visitor-read-cache';

/** What a read answers: a JSON body and its headers. */
export interface Answer {
  body: Buffer;
  headers?: Record<string, string>;
}

interface Entry extends Answer {
  source: object;
  changes: number;
  encoded: { br?: Buffer; gzip?: Buffer };
}

/** The same settings as compression.ts uses for every other answer. */
const encoders = {
  br: (body: Buffer) => brotliCompressSync(body, BROTLI_OPTIONS),
  gzip: (body: Buffer) => gzipSync(body, GZIP_OPTIONS),
};

/** brotli when the browser takes it, else gzip, else none (whatever order the browser lists them in). */
function encodingFor(ctx: Context): 'br' | 'gzip' | null {
  if (ctx.acceptsEncodings('br') === 'br') return 'br';
  return ctx.acceptsEncodings('gzip') === 'gzip' ? 'gzip' : null;
}

/** Sends an answer, compressed once per entry for browsers that accept it (koa-compress leaves encoded bodies alone). */
function send(ctx: Context, entry: Entry) {
  if (entry.headers) ctx.set(entry.headers);
  ctx.type = 'application/json';
  const encoding = entry.body.length >= COMPRESS_FROM && ctx.get('Accept-Encoding') ? encodingFor(ctx) : null;
  if (!encoding) return void (ctx.body = entry.body);
  ctx.set('Content-Encoding', encoding);
  ctx.body = entry.encoded[encoding] ??= encoders[encoding](entry.body);
}

/** Whether an answer is still true: its read model is the same collection, with no write since it was made. */
export type Freshness = () => boolean;

declare module 'koa' {
  interface DefaultState {
    /** Set by a cached answer: how long the response stays true (visitor-read-cache.ts remembers it while it does). */
    answerFresh?: Freshness;
  }
}

/**
 * The collection's count of writes that vouches for an answer: its own where the store knows it for sure; for a visitor
 * (no session, so no write of theirs to show), also one heard of by change notifications; none otherwise.
 */
const countFor = (visitor: boolean) => (collection: Collection<Doc>) => collection.changeCount?.() ?? (visitor ? collection.notifiedChangeCount?.() : undefined);

const freshness = (store: ReadStore, name: string, source: Collection<Doc>, changes: number, count: (c: Collection<Doc>) => number | undefined): Freshness => () => {
  const now = store.collection(name);
  return now === source && count(now) === changes;
};

/** How many URLs asked once a cache that keeps from the second ask remembers, for each answer it may keep. */
const ASKED_ONCE_PER_ENTRY = 4;

/**
 * One cache per route: `answer(ctx, collectionName, make)` answers the request's URL from the cache when the collection has
 * not changed since, else from `make()` (remembered, up to `size` URLs, the oldest dropped first). Errors are never remembered.
 * `variant` tells apart answers that differ for the same URL (e.g. a student's age group).
 *
 * `keepFromSecondAsk`: a URL's answer is kept only once it is asked again (among the last `4 × size` URLs asked once). For
 * searches, most of which are made once: keeping each page (40 KB) pushed the pages asked again out sooner and gave the
 * garbage collector answers to move and free (the bench's searches nobody made before: p99 28–44 ms kept, 17–22 ms not).
 * An answer not kept is not vouched for either, so the visitors' cache does not keep it.
 */
export function answerCache(size = 256, options: { keepFromSecondAsk?: boolean } = {}) {
  const entries = new Map<string, Entry>();
  const askedOnce = new Set<string>();
  return async function answer(ctx: Context, collectionName: string, make: () => Promise<Answer>, variant = ''): Promise<void> {
    const store = ctx.deps.readStore;
    const source = store.collection(collectionName);
    const count = countFor(isVisitorRead(ctx.req));
    const changes = count(source);
    if (changes === undefined) return send(ctx, { ...(await make()), source, changes: -1, encoded: {} });
    const key = variant ? `${variant}\n${ctx.url}` : ctx.url;
    let entry = entries.get(key);
    if (!entry || entry.source !== source || entry.changes !== changes) {
      // The count is read before making: a write while it is made leaves a stale count behind, so the next read makes it again.
      const made: Entry = { ...(await make()), source, changes, encoded: {} };
      if (options.keepFromSecondAsk && !entry && !askedOnce.has(key)) {
        askedOnce.add(key);
        if (askedOnce.size > size * ASKED_ONCE_PER_ENTRY) askedOnce.delete(askedOnce.values().next().value!);
        return send(ctx, made);
      }
      askedOnce.delete(key);
      entry = made;
      entries.delete(key);
      if (entries.size >= size) entries.delete(entries.keys().next().value!);
      entries.set(key, entry);
    }
    ctx.state.answerFresh = freshness(store, collectionName, source, changes, count);
    send(ctx, entry);
  };
}
