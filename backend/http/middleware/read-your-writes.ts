// Routes answer from a query only after the projections have read the command's events (read-your-writes).
import type { Context } from 'koa';
import type { Appended } from '@backend/commands/command-handler';
import type { Deps } from '@backend/deps';

const SAVED_NOT_SHOWN = 'Saved. It may take a moment to show everywhere.';
export const LAGGING = 'read models lagging: a saved change was not in them in time (10 s), so its request was answered without it';

async function reachedInTime(deps: Deps, appended: Appended, options: { reactions?: boolean }): Promise<boolean> {
  if (!(await deps.projections.waitFor(appended))) return false;
  if (!options.reactions) return true;
  if (!(await deps.reactors.waitFor(appended))) return false;
  return deps.projections.waitFor({ position: await deps.events.headPosition() });
}

/**
 * Waits for the projections to reach `appended` (with `reactions`, first for the reactors to react to it, then for the
 * projections to take in what they appended). False when they did not within the time: the change is saved regardless
 * (logged once a minute at most, however many requests wait in vain).
 */
export async function projected(deps: Deps, appended: Appended | null, options: { reactions?: boolean } = {}): Promise<boolean> {
  if (!appended || (await reachedInTime(deps, appended, options))) return true;
  deps.logOncePerMinute('read-your-writes timeout', LAGGING);
  return false;
}

/** Answers `status` with the query's result once the change is projected; 202 with a plain message if the projections lag. */
export async function answerWhenProjected<T>(
  ctx: Context,
  appended: Appended | null,
  query: () => Promise<T>,
  options: { status?: number; reactions?: boolean } = {},
): Promise<void> {
  if (!(await projected(ctx.deps, appended, options))) {
    ctx.status = 202;
    ctx.body = { message: SAVED_NOT_SHOWN };
    return;
  }
  ctx.status = options.status ?? 200;
  ctx.body = await query();
}
