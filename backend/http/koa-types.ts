// Koa type augmentation: the deps on every context and the signed-in user on ctx.state.
import type { PublicUser } from '../../domain/user';
import type { Deps } from '../deps';

declare module 'koa' {
  interface DefaultState {
    user?: PublicUser | null;
    body?: unknown;
    requestId?: string;
  }
  interface DefaultContext {
    deps: Deps;
  }
}

export {};
