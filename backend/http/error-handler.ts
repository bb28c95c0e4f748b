// The one error middleware: typed errors become `{ message, errors? }` with their status; anything unexpected is a bare 500.
import type { Middleware } from 'koa';
import { AppError, STATUS_OF } from '../../domain/errors';

export const errorHandler = (): Middleware => async (ctx, next) => {
  try {
    await next();
  } catch (error) {
    if (error instanceof AppError) {
      ctx.status = STATUS_OF[error.kind];
      ctx.body = error.errors ? { message: error.message, errors: error.errors } : { message: error.message };
      return;
    }
    const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
    if (typeof status === 'number' && status >= 400 && status < 500) {
      // Errors raised by Koa's middleware (body parser, send): expose a plain message, never their internals.
      ctx.status = status;
      ctx.body = {
        message:
          status === 413
            ? 'Request body is too large'
            : status === 415
              ? 'Content-Type must be application/json'
              : (error as { type?: string }).type === 'entity.parse.failed' || error instanceof SyntaxError
                ? 'Invalid JSON body'
                : ((error as { expose?: boolean }).expose && (error as Error).message) || 'Bad request',
      };
      return;
    }
    console.error(`${ctx.method} ${ctx.path} failed`, error);
    ctx.status = 500;
    ctx.body = { message: 'Something went wrong. Please try again.' };
  }
};
