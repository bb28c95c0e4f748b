// Event versioning: each event type has a current schema version; upcasters lift older stored data step by step.
import type { RecordedEvent } from './event';

/** Lifts one event type's data from `fromVersion` to `fromVersion + 1`; it may read the envelope (e.g. the actor). */
export interface Upcaster {
  type: string;
  fromVersion: number;
  up: (data: unknown, event: RecordedEvent) => unknown;
}

/**
 * Builds the function the event store adapters apply on every read: an event older than its type's current version is
 * lifted through each upcaster in turn and comes out at the current version; current events pass unchanged.
 */
export function upcasterFor(currentVersions: Readonly<Record<string, number>>, upcasters: readonly Upcaster[]) {
  const steps = new Map(upcasters.map((u) => [`${u.type}@${u.fromVersion}`, u]));
  return (event: RecordedEvent): RecordedEvent => {
    const target = currentVersions[event.type] ?? 1;
    let version = event.metadata.schemaVersion ?? 1;
    if (version >= target) return event;
    let data = event.data;
    while (version < target) {
      const step = steps.get(`${event.type}@${version}`);
      if (!step) throw new Error(`No upcaster for ${event.type} from version ${version}`);
      data = step.up(data, event);
      version += 1;
    }
    return { ...event, data, metadata: { ...event.metadata, schemaVersion: version } };
  };
}
