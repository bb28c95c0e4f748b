// A signed-in user's repeated reads of their own data answered first thing: the answer of a route marked replayable
// (`ownReadReplayable`) is replayed, headers and bytes, to the same session cookie for the same URL, while the session
// is active with no write due and no read-model collection the answer read has changed since — before Koa makes a context.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Middleware } from 'koa';
import type { Collection, Doc, ReadStore } from '@backend/read-store/read-store';
import type { SessionRecord } from '@backend/sessions/session-store';
import type { Sessions } from '@backend/sessions/sessions';
import { type RememberedAnswer, rememberedFrom, sendRemembered } from './remembered-answer';
import { SESSION_COOKIE } from './visitor-read-cache';

/** At most this long (an age or a deadline in an answer moves on with no write). */
export const OWN_READ_KEPT_MS = 5_000;

declare module 'koa' {
  interface DefaultState {
    /** Set by a route whose answer depends on the session's user and the read models it reads, nothing else. */
    ownReadReplayable?: boolean;
  }
}

/** Marks a route's answer as replayable to the same session while what it read is unchanged (see above). */
export const ownReadReplayable: Middleware = (ctx, next) => {
  ctx.state.ownReadReplayable = true;
  return next();
};

/** A collection an answer read, and its count of writes before it read it. */
interface Read {
  name: string;
  source: Collection<Doc>;
  changes: number;
}

interface Replay extends RememberedAnswer {
  madeAt: number;
  sessionId: string;
  /** The session's record the answer was made under (sessions.current answers the same object while nothing changed). */
  session: SessionRecord;
  reads: Read[];
}

/**
 * A collection's count of writes that vouches for what was read from it: its own where the store counts them for sure
 * (embedded), else the writes heard of by change notifications (PostgreSQL, as its kept documents: another instance's
 * write is seen a notification's delivery after its commit); none for other stores, whose answers are not replayed.
 */
const changesOf = (collection: Collection<Doc>) => collection.changeCount?.() ?? collection.notifiedChangeCount?.();

/** A signed-in API read (a session cookie; whether it is a valid one is for Koa to find out the first time). */
const isOwnRead = (req: IncomingMessage) => req.method === 'GET' && (req.url ?? '').startsWith('/api/') && (req.headers.cookie ?? '').includes(`${SESSION_COOKIE}=`);

const keyOf = (req: IncomingMessage) => `${req.headers.cookie}\n${req.headers['accept-encoding'] ?? ''}\n${req.headers['accept-language'] ?? ''}\n${req.url}`;

/**
 * The read store as one request sees it: each collection it asks for is noted with its count of writes at that moment
 * (before anything is read from it); `untracked` when one has no count.
 */
function trackedReads(store: ReadStore) {
  const reads: Read[] = [];
  const seen = { untracked: false };
  const tracked: ReadStore = Object.create(store, {
    collection: {
      value: <T extends Doc>(name: string) => {
        const source = store.collection<T>(name);
        if (!reads.some((r) => r.name === name)) {
          const changes = changesOf(source as Collection<Doc>);
          if (changes === undefined) seen.untracked = true;
          else reads.push({ name, source: source as Collection<Doc>, changes });
        }
        return source;
      },
    },
  });
  return { tracked, reads, seen };
}

export interface OwnReadCache {
  /** The first middleware: notes what a signed-in read reads, and remembers a replayable answer as the chain left it. */
  remember: Middleware;
  /** Answers a signed-in GET from a remembered, still true answer, under `requestId`: the route it replayed, or null. */
  replay(req: IncomingMessage, res: ServerResponse, requestId?: string): string | null;
}

/** Up to `size` answers and `maxBytes` of bodies, the oldest dropped first. */
export function ownReadCache(
  { sessions, readStore: store }: { sessions: Sessions; readStore: ReadStore },
  options: { size?: number; maxBytes?: number; now?: () => number } = {},
): OwnReadCache {
  const { size = 4096, maxBytes = 32 * 1024 * 1024, now = Date.now } = options;
  const replays = new Map<string, Replay>();
  let bytes = 0;
  const forget = (key: string) => {
    const replay = replays.get(key);
    if (!replay) return;
    bytes -= replay.body.length;
    replays.delete(key);
  };
  const stillTrue = (replay: Replay) =>
    now() - replay.madeAt < OWN_READ_KEPT_MS &&
    sessions.current(replay.sessionId) === replay.session &&
    replay.reads.every((r) => store.collection(r.name) === r.source && changesOf(r.source) === r.changes);
  return {
    replay(req, res, requestId) {
      if (!isOwnRead(req)) return null;
      const key = keyOf(req);
      const replay = replays.get(key);
      if (!replay) return null;
      if (!stillTrue(replay)) {
        forget(key);
        return null;
      }
      return sendRemembered(res, replay, requestId);
    },
    async remember(ctx, next) {
      if (!isOwnRead(ctx.req)) return next();
      const reading = trackedReads(ctx.deps.readStore);
      ctx.deps = Object.create(ctx.deps, { readStore: { value: reading.tracked } });
      const madeAt = now();
      await next();
      const sessionId = ctx.session?.externalKey;
      const session = sessionId ? sessions.current(sessionId) : undefined;
      const body: unknown = ctx.body;
      if (!ctx.state.ownReadReplayable || ctx.status !== 200 || reading.seen.untracked || !session || ctx.response.get('Set-Cookie')) return;
      if (typeof body !== 'string' && !Buffer.isBuffer(body)) return;
      const key = keyOf(ctx.req);
      forget(key);
      const bodyBytes = typeof body === 'string' ? Buffer.from(body) : body;
      if (bodyBytes.length > maxBytes / 8) return;
      while (replays.size >= size || bytes + bodyBytes.length > maxBytes) forget(replays.keys().next().value!);
      replays.set(key, { madeAt, sessionId: sessionId!, session, reads: reading.reads, ...rememberedFrom(ctx, bodyBytes) });
      bytes += bodyBytes.length;
    },
  };
}
