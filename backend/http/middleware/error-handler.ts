// The one error middleware: domain errors become `{ message, errors? }` with their HTTP status, in the request's language; anything unexpected is a bare 500.
import type { Middleware } from 'koa';
import { DomainError, type ErrorKind } from '@domain/shared/errors';
import { loggableError } from '@backend/observability/logger';
import { localizeNotice } from '@backend/i18n/localize-answer';

/** The HTTP status of each kind of domain error (DESIGN.md §2). */
export const STATUS_OF: Record<ErrorKind, number> = {
  invalid: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  too_large: 413,
  unprocessable: 422,
  too_many: 429,
  unavailable: 503,
};

export const DISK_FULL = 'The server has run out of disk space, so your change was not saved. Please try again later.';

const isDiskFull = (error: unknown) => {
  const code = (error as { code?: string }).code ?? '';
  return code === 'SQLITE_FULL' || code === 'ENOSPC' || code === 'SQLITE_IOERR_WRITE' || /database or disk is full/i.test((error as Error).message ?? '');
};

/** A message for errors raised by Koa's own middleware (body parser, send), never their internals. */
function plainMessage(error: unknown, status: number): string {
  if (status === 413) return 'Request body is too large';
  if (status === 415) return 'Content-Type must be application/json';
  if ((error as { type?: string }).type === 'entity.parse.failed' || error instanceof SyntaxError) return 'Invalid JSON body';
  return ((error as { expose?: boolean }).expose && (error as Error).message) || 'Bad request';
}

export const errorHandler = (): Middleware => async (ctx, next) => {
  try {
    await handleErrors(ctx, next);
  } finally {
    // Errors and plain notices in the request's language (DESIGN.md §4.3).
    localizeNotice(ctx);
  }
};

const handleErrors: Middleware = async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof DomainError) {
      ctx.status = STATUS_OF[error.kind];
      const retryAfter = (error as { retryAfter?: number }).retryAfter;
      if (retryAfter) ctx.set('Retry-After', String(retryAfter));
      ctx.body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
      return;
    }
    if (isDiskFull(error)) {
      // Nothing was saved (the store rolled the write back); reads go on working, and writes work again once space is freed.
      ctx.status = 503;
      ctx.set('Retry-After', '60');
      ctx.body = { message: DISK_FULL };
      ctx.deps.logOncePerMinute('disk full', `the disk is full: changes are refused with 503 (${(error as Error).message})`);
      return;
    }
    const status = (error as { status?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      ctx.status = status;
      ctx.body = { message: plainMessage(error, status) };
      return;
    }
    // One line per failure: the request's id and route (never the URL), and the error with its stack — in the log only.
    ctx.deps.logger.error({ reqId: ctx.state.requestId, method: ctx.method, route: (ctx as { _matchedRoute?: string })._matchedRoute ?? null, err: loggableError(error) }, 'request failed');
    ctx.status = 500;
    ctx.body = { message: 'Something went wrong. Please try again.' };
  }
};
