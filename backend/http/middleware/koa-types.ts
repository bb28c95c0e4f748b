// Koa type augmentation: the deps on every context and the signed-in user on ctx.state.
import type { PublicUser } from '@domain/users/types';
import type { Deps } from '@backend/deps';

declare module 'koa' {
  interface DefaultState {
    user?: PublicUser | null;
    /** This request's id (request-log.ts): in its log line, its X-Request-Id answer and its events' correlation id. */
    requestId?: string;
  }
  interface DefaultContext {
    deps: Deps;
  }
}

export {};
