// An event store that counts its appends and times them for the metrics; everything else passes through unchanged.
import { WrongExpectedRevisionError, type EventStore } from '@backend/events/event-store';
import type { Metrics } from './metrics';

export function measuredEventStore(events: EventStore, metrics: Pick<Metrics, 'appends' | 'appendDuration' | 'eventsAppended'>): EventStore {
  return {
    name: events.name,
    async append(stream, newEvents, options) {
      const stop = metrics.appendDuration.startTimer();
      try {
        const result = await events.append(stream, newEvents, options);
        stop();
        metrics.appends.inc({ outcome: 'ok' });
        metrics.eventsAppended.inc(newEvents.length);
        return result;
      } catch (error) {
        metrics.appends.inc({ outcome: error instanceof WrongExpectedRevisionError ? 'conflict' : 'error' });
        throw error;
      }
    },
    readStream: (stream, options) => events.readStream(stream, options),
    readAll: (after, limit) => events.readAll(after, limit),
    watch: (onAppend) => events.watch(onAppend),
    countAfter: (after, limit) => events.countAfter(after, limit),
    headPosition: () => events.headPosition(),
    ordinal: (position) => events.ordinal(position),
    close: () => events.close(),
  };
}
