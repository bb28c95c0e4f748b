// Koa type augmentation: the deps on every context and the signed-in user on ctx.state.
import type { PublicUser } from '@domain/users/types';
import type { Deps } from '@backend/deps';

declare module 'koa' {
  interface DefaultState {
    user?: PublicUser | null;
  }
  interface DefaultContext {
    deps: Deps;
  }
}

export {};
