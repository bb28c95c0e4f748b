// Whether this instance should get traffic: the event store and the read store answer, and every projection that serves
// reads is within MAX_LAG events of the head of the log (GET /readyz; 503 otherwise).
import type { EventStore } from '@backend/events/event-store';
import type { ProjectionRuntime } from '@backend/processors/projection-runtime';
import type { ReadStore } from '@backend/read-store/read-store';
import { lagsInEvents } from './lag';

export const MAX_LAG = 1000;
const CHECK_TIMEOUT_MS = 2000;

export interface Readiness {
  ready: boolean;
  checks: {
    events: 'ok' | 'unreachable';
    readModels: 'ok' | 'unreachable';
    /** The projections further behind than MAX_LAG events, with their lag (more than MAX_LAG is counted as MAX_LAG + 1). */
    projectionsBehind: Array<{ name: string; lag: number }>;
  };
}

const withinTime = <T>(work: Promise<T>): Promise<T> =>
  Promise.race([work, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref())]);
const answers = (work: () => Promise<unknown>) =>
  withinTime(work()).then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );

export async function readiness(deps: { events: EventStore; readStore: ReadStore; projections: ProjectionRuntime }): Promise<Readiness> {
  const [events, readModels] = await Promise.all([answers(() => deps.events.headPosition()), answers(() => deps.readStore.collection('users').get('readyz'))]);
  // A projection being rebuilt beside its serving version (blue-green) is not serving yet: only the serving ones count.
  const serving = deps.projections.status().filter((p) => p.state !== 'building');
  const projectionsBehind =
    events === 'ok' ? (await withinTime(lagsInEvents(deps.events, serving, MAX_LAG)).catch(() => serving.map((p) => ({ ...p, lag: MAX_LAG + 1 })))).filter((p) => p.lag > MAX_LAG).map(({ name, lag }) => ({ name, lag })) : [];
  return { ready: events === 'ok' && readModels === 'ok' && projectionsBehind.length === 0, checks: { events, readModels, projectionsBehind } };
}
