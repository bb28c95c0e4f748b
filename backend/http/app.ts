// The HTTP app: Koa with the security headers, sessions, body parsing, one router per resource and the SPA, over the core (backend/core.ts).
import type { IncomingMessage, ServerResponse } from 'node:http';
import Koa from 'koa';
import compose from 'koa-compose';
import { bodyParser } from '@koa/bodyparser';
import session from 'koa-session';
import helmet from 'koa-helmet';
import { forbidden, invalid } from '@domain/shared/errors';
import './middleware/koa-types';
import type { Config } from '../config';
import { startCore } from '../core';
import type { Deps } from '../deps';
import { errorHandler } from './middleware/error-handler';
import { loadSessionUser } from './middleware/auth';
import { signedInHint } from './middleware/signed-in-hint';
import { serveSpa } from './pages/spa';
import { compressJson } from './middleware/compression';
import { isVisitorRead, SESSION_COOKIE, visitorReadCache } from './cache/visitor-read-cache';
import { ownReadCache } from './cache/own-read-cache';
import { seoRoutes } from './pages/seo-routes';
import { certificatePageRoutes } from './pages/certificate-page';
import { apiRoutes, publicReadRoutes } from './routes';
import { devMailboxForThisMachine } from './pages/dev-mailbox';
import { devMailbox } from '../notifications/transports';
import { join } from 'node:path';
import { rememberedSignatures } from './middleware/remembered-signatures';
import { proxyOptions, schemeFromTrustedProxy } from './middleware/trusted-proxy';
import { methodNotAllowed } from './middleware/method-not-allowed';
import { requestIdOf, requestLog, requestRecorders, type RequestRecorder } from './middleware/request-log';
import { operationsRoutes } from './routes/operations-routes';
import { openApiRoutes } from './routes/openapi-routes';
import { isResumeUpload } from './routes/resume-routes';
import type { LineSink } from '@backend/observability/logger';

export interface Backend {
  app: Koa;
  /** The server's request handler: a remembered read (a visitor's, or a signed-in user's own) answered at once, anything else through Koa. */
  handle(req: IncomingMessage, res: ServerResponse): void;
  deps: Deps;
  close(): Promise<void>;
}

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DAY = 24 * 3600 * 1000;
export const HTTPS_ONLY = 'This server only accepts changes over HTTPS';

/** `sink`: where the JSON log lines go (stdout when none is given). */
export async function createBackend(config: Config, sink?: LineSink, options: Parameters<typeof startCore>[2] = {}): Promise<Backend> {
  const { deps, keys, close } = await startCore(config, sink, options);
  const limiters = deps.limiters;

  // Behind TRUST_PROXY proxies the client's address and scheme are the entries our outermost proxy wrote (trusted-proxy.ts).
  const app = new Koa(proxyOptions(config.trustProxyHops));
  schemeFromTrustedProxy(app, config.trustProxyHops);
  app.keys = rememberedSignatures(keys);
  app.context.deps = deps;
  // Errors after the answer started (Koa reports them here): a reader who left mid-download is not a fault of the server.
  app.on('error', (error: { code?: string; message?: string }, ctx?: { method: string; path: string }) => {
    if (error.code === 'ERR_STREAM_PREMATURE_CLOSE' || error.code === 'ECONNRESET' || error.code === 'EPIPE') return;
    // A request that timed out fails each of its answers alike: one line a minute per kind, not one per request.
    const kind = error.code ?? error.message ?? 'unknown';
    deps.logOncePerMinute(`answer failed: ${kind}`, `${ctx ? `${ctx.method} ${ctx.path}: ` : ''}the answer failed while being sent (${kind})`);
  });
  const visitorReplays = visitorReadCache();
  const ownReplays = ownReadCache(deps, { now: () => deps.clock().getTime() });
  const recorderOf = requestRecorders(deps.logger, deps.metrics);
  // First: every request gets its id, its log line and its duration sample, whatever answers it.
  app.use(requestLog(recorderOf));
  app.use(visitorReplays.remember);
  app.use(ownReplays.remember);
  app.use(compressJson());
  app.use(errorHandler());
  // Pages get helmet's full set; API answers (JSON, never rendered as a page) a short fixed one: a strict CSP that allows
  // nothing, no sniffing, no framing, same-origin reads only. Fewer headers to write on the hottest paths.
  const apiHeaders: Record<string, string> = {
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    'X-Content-Type-Options': 'nosniff',
    'Cross-Origin-Resource-Policy': 'same-origin',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
    ...(config.secureCookies ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
  const pageHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          upgradeInsecureRequests: null,
        },
      },
      strictTransportSecurity: config.secureCookies,
    });
  app.use((ctx, next) => {
    if (!ctx.path.startsWith('/api/')) return pageHeaders(ctx, next);
    ctx.set(apiHeaders);
    return next();
  });
  // Every API router, made once: the method check names a path's own methods in Allow; they are mounted further down.
  const publicReads = publicReadRoutes();
  const operations = operationsRoutes(config);
  const servedRouters = [...publicReads, ...apiRoutes(config, limiters), operations];
  const apiRouters = [...servedRouters.slice(0, -1), openApiRoutes(servedRouters)];
  app.use(methodNotAllowed(apiRouters));
  app.use(operations.routes());
  app.use(async (ctx, next) => {
    // Mutations carry JSON only: with sameSite cookies this also shuts out cross-site form posts. One exception, the PDF
    // résumé's upload (a PUT, its body the file itself; its route takes application/pdf only: routes/resume-routes.ts).
    if (MUTATIONS.has(ctx.method) && ctx.path.startsWith('/api/') && ctx.get('Content-Type') && ctx.request.type !== 'application/json' && !isResumeUpload(ctx.method, ctx.path))
      throw invalid('Content-Type must be application/json');
    // With secure cookies a session can only be set over HTTPS: refuse before doing anything, never half-way.
    if (config.secureCookies && !ctx.secure && MUTATIONS.has(ctx.method) && ctx.path.startsWith('/api/')) throw forbidden(HTTPS_ONLY);
    await next();
  });
  // Visitors' reads of public read models skip the session machinery below (no store lookup, no cookies to write); what
  // they do not match goes on down the chain, where everyone else's reads are answered by the same routers.
  const visitorReads = compose(publicReads.map((router) => router.routes())) as unknown as Koa.Middleware;
  app.use((ctx, next) => (isVisitorRead(ctx.req) ? visitorReads(ctx, next) : next()));
  app.use(
    session(
      {
        key: SESSION_COOKIE,
        maxAge: config.sessionMaxDays * DAY,
        httpOnly: true,
        sameSite: 'lax',
        signed: true,
        secure: config.secureCookies,
        rolling: false,
        renew: false,
        // The cookie carries a signed random id; the session itself is server-side state (logout really ends it).
        store: deps.sessions.koaStore,
      },
      app,
    ),
  );
  // Wraps the routes: once they are done the hint follows whatever they (or an expired, revoked or orphaned session) left of the session.
  app.use(signedInHint({ maxAge: config.sessionMaxDays * DAY, secure: config.secureCookies }));
  app.use(bodyParser({ enableTypes: ['json'], parsedMethods: ['POST', 'PUT', 'PATCH', 'DELETE'], jsonLimit: '100kb', encoding: 'utf-8', onError: (e) => { throw Object.assign(e, { status: (e as { status?: number }).status ?? 400 }); } }));
  app.use(loadSessionUser());
  for (const router of apiRouters) app.use(router.routes()).use(router.allowedMethods());
  app.use(async (ctx, next) => {
    if (ctx.path.startsWith('/api/') || ctx.path === '/api') {
      ctx.status = 404;
      ctx.body = { message: 'Not found' };
      return;
    }
    await next();
  });
  // The development mailbox's pages (DEV_MAILBOX on only; never in production, never with SMTP; this machine only).
  if (config.devMailbox && !config.smtpUrl) app.use(devMailboxForThisMachine(devMailbox(join(config.dataDir, 'mail'))));
  app.use(seoRoutes(config.publicUrl).routes());
  app.use(certificatePageRoutes(config.publicUrl).routes());
  if (config.webDist) app.use(serveSpa(config.webDist, { publicUrl: config.publicUrl }));

  const koa = app.callback();
  // A replay is always a GET answered 200: its recorder is found by the route alone.
  const replayRecorders = new Map<string, RequestRecorder>();
  const replayRecorder = (route: string) => {
    let recorder = replayRecorders.get(route);
    if (!recorder) replayRecorders.set(route, (recorder = recorderOf({ method: 'GET', route, status: 200 })));
    return recorder;
  };
  return {
    app,
    handle: (req, res) => {
      const started = performance.now();
      const reqId = requestIdOf(req.headers['x-request-id'] as string | undefined);
      const route = visitorReplays.replay(req, res, reqId) ?? ownReplays.replay(req, res, reqId);
      if (route) {
        replayRecorder(route)(reqId, performance.now() - started);
        return;
      }
      // In hand until its answer is sent or its connection closes (a live stream leaves at once: live-routes.ts).
      deps.foreground.begin(req);
      res.once('close', () => deps.foreground.end(req));
      void koa(req, res);
    },
    deps,
    close,
  };
}
