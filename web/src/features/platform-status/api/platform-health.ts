// The site's live health for /status: GET /healthz (the server answers) and GET /readyz (its stores answer and its read
// models are caught up; 503 with the same checks when not), read as they are, whatever their status.
import { queryOptions } from '@tanstack/react-query';
import { getAnyStatus } from '@/lib/api-client';

export interface ReadinessChecks {
  events: 'ok' | 'unreachable';
  readModels: 'ok' | 'unreachable';
  projectionsBehind: Array<{ name: string; lag: number }>;
}

export interface PlatformHealth {
  /** Whether GET /healthz answered 200. */
  up: boolean;
  /** GET /readyz's checks; null when it gave none (the server did not answer). */
  checks: ReadinessChecks | null;
}

export const platformHealthKeys = {
  all: ['platform-health'] as const,
};

const unanswered = { status: 0, body: null };

export async function fetchPlatformHealth(): Promise<PlatformHealth> {
  const [health, ready] = await Promise.all([
    getAnyStatus<{ status?: string }>('/healthz').catch(() => unanswered),
    getAnyStatus<{ checks?: ReadinessChecks }>('/readyz').catch(() => unanswered),
  ]);
  return { up: health.status === 200 && health.body?.status === 'ok', checks: ready.body?.checks ?? null };
}

/** Read once per visit (the page has a "Check again" button); fresh for nobody else. */
export function platformHealthQueryOptions() {
  return queryOptions({ queryKey: platformHealthKeys.all, queryFn: fetchPlatformHealth });
}
