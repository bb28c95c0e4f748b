// Events of the platform itself (stream `platform-seed`): the first start's seeding, so that an interrupted one resumes.
import type { EventOf } from '../shared/event';

export type SeedStarted = EventOf<'SeedStarted', { demo: boolean; at: string }>;
export type SeedCompleted = EventOf<'SeedCompleted', { at: string }>;
export type PlatformEvent = SeedStarted | SeedCompleted;

export const SEED_STREAM = 'platform-seed';

export const PLATFORM_EVENT_VERSIONS: Record<PlatformEvent['type'], number> = {
  SeedStarted: 1,
  SeedCompleted: 1,
};
