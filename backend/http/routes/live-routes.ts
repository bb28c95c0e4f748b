// Router for the live stream (DESIGN.md §4.1): GET /api/user/stream, Server-Sent Events for the signed-in user — `message`
// (a thread changed) and `application` (an application changed), each with the application's id and the log position as its
// id, so that a reconnecting browser resumes after the last one it had (Last-Event-ID). Nothing polls: a comment every 25 s
// keeps proxies from closing an idle stream, and a stream ends after 30 minutes (the browser reconnects and resumes).
import { PassThrough } from 'node:stream';
import Router from '@koa/router';
import { tooMany } from '@domain/shared/errors';
import type { LiveMessage } from '@backend/live/live-feed';
import { currentUser, requireUser } from '../middleware/auth';

export const KEEP_ALIVE_MS = 25_000;
export const STREAM_LIFETIME_MS = 30 * 60_000;
/** Streams one user may hold open on one instance (tabs and devices). */
export const STREAMS_PER_USER = 10;
export const TOO_MANY_STREAMS = 'Too many live connections are open for this account. Close some tabs and try again.';
/** A Last-Event-ID we could have sent: a log position (never longer than this). */
const POSITION = /^[0-9A-Za-z:._-]{1,64}$/;

const frame = (m: LiveMessage) => `id: ${m.position}\nevent: ${m.kind}\ndata: ${JSON.stringify({ applicationId: m.applicationId })}\n\n`;

export function liveRoutes() {
  const router = new Router({ prefix: '/api' });
  const open = new Map<string, number>();

  router.get('/user/stream', requireUser(), async (ctx) => {
    const userId = currentUser(ctx.state).id;
    if ((open.get(userId) ?? 0) >= STREAMS_PER_USER) throw tooMany(TOO_MANY_STREAMS);
    // A stream stays open for as long as the page does: it is not a request in hand that background work waits for.
    ctx.deps.foreground.end(ctx.req);
    const live = ctx.deps.live;
    const stream = new PassThrough();
    const send = (text: string) => void (stream.writable && stream.write(text));
    // What happens while the missed events are read is queued, then sent after them, in log order, once each.
    let queued: LiveMessage[] | null = [];
    let last = '';
    const deliver = (m: LiveMessage) => {
      if (m.position <= last) return;
      last = m.position;
      send(frame(m));
    };
    const unsubscribe = live.subscribe(userId, (m) => (queued ? queued.push(m) : deliver(m)));
    open.set(userId, (open.get(userId) ?? 0) + 1);
    ctx.deps.metrics.openStreams.inc();
    const keepAlive = setInterval(() => send(': keep-alive\n\n'), KEEP_ALIVE_MS);
    const lifetime = setTimeout(() => stream.end(), STREAM_LIFETIME_MS);
    let closed = false;
    const close = () => {
      if (closed) return;
      closed = true;
      unsubscribe();
      clearInterval(keepAlive);
      clearTimeout(lifetime);
      const left = (open.get(userId) ?? 1) - 1;
      if (left > 0) open.set(userId, left);
      else open.delete(userId);
      ctx.deps.metrics.openStreams.dec();
      stream.end();
    };
    ctx.req.once('close', close);
    stream.once('close', close);

    ctx.compress = false;
    ctx.req.socket.setNoDelay(true);
    ctx.req.socket.setKeepAlive(true);
    ctx.set({ 'Content-Type': 'text/event-stream; charset=utf-8', 'Cache-Control': 'no-cache, no-transform', 'X-Accel-Buffering': 'no' });
    ctx.status = 200;
    ctx.body = stream;
    send('retry: 5000\n\n');

    const lastEventId = String(ctx.get('Last-Event-ID') || '');
    if (POSITION.test(lastEventId)) {
      const missed = await live.since(userId, lastEventId).catch(() => null);
      // Too far back (or an id we never sent): the browser refreshes everything it shows.
      if (missed === null) send('event: reset\ndata: {}\n\n');
      else for (const m of missed) deliver(m);
    }
    const waiting = queued;
    queued = null;
    for (const m of waiting) deliver(m);
  });

  return router;
}
