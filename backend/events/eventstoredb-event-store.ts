// EventStoreDB adapter of the EventStore port (@eventstore/db-client), chosen when EVENTSTORE_URL is set.
import {
  EventStoreDBClient,
  NO_STREAM,
  ANY,
  START,
  FORWARDS,
  jsonEvent,
  excludeSystemEvents,
  WrongExpectedVersionError,
  StreamNotFoundError,
  type AllStreamResolvedEvent,
  type ResolvedEvent,
  type Position,
} from '@eventstore/db-client';
import {
  WrongExpectedRevisionError,
  type EventStore,
  type ExpectedRevision,
  type RecordedEvent,
  type Subscription,
} from './event-store';

// The port's position is a number; EventStoreDB's commit position fits in 53 bits for any log this product will write.
const toNumber = (p: Position | undefined): number => (p ? Number(p.commit) : 0);
const toPosition = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });

const toRecorded = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null => {
  const e = resolved.event;
  if (!e || !e.isJson || e.type.startsWith('$') || e.streamId.startsWith('$')) return null;
  return {
    id: e.id,
    type: e.type,
    data: e.data,
    metadata: e.metadata,
    stream: e.streamId,
    revision: Number(e.revision),
    position: toNumber(e.position),
  } as unknown as RecordedEvent;
};

const toExpected = (r: ExpectedRevision) => (r === 'no_stream' ? NO_STREAM : r === 'any' ? ANY : BigInt(r));

export function createEventStoreDbEventStore(connectionString: string): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);
  return {
    name: 'EventStoreDB',
    async append(stream, events, { expectedRevision }) {
      try {
        const result = await client.appendToStream(
          stream,
          events.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data as never, metadata: e.metadata as never })),
          { expectedRevision: toExpected(expectedRevision) },
        );
        return { revision: Number(result.nextExpectedRevision), position: toNumber(result.position) };
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
          throw new WrongExpectedRevisionError(stream, expectedRevision, actual as number | 'no_stream');
        }
        throw error;
      }
    },
    async readStream(stream) {
      const out: RecordedEvent[] = [];
      try {
        for await (const resolved of client.readStream(stream, { fromRevision: START, direction: FORWARDS })) {
          const r = toRecorded(resolved);
          if (r) out.push(r);
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return out;
    },
    async readAll(fromPosition, limit = 500) {
      const out: RecordedEvent[] = [];
      // System events are skipped, so read on until `limit` of ours (the streaming read stops when we break).
      const read = client.readAll({ fromPosition: fromPosition > 0 ? toPosition(fromPosition) : START, direction: FORWARDS });
      for await (const resolved of read) {
        const r = toRecorded(resolved);
        if (r && r.position > fromPosition) out.push(r);
        if (out.length >= limit) break;
      }
      return out;
    },
    async headPosition() {
      for await (const resolved of client.readAll({ fromPosition: 'end', direction: 'backwards', maxCount: 50 })) {
        const r = toRecorded(resolved);
        if (r) return r.position;
      }
      return 0;
    },
    subscribe(fromPosition, onEvent): Subscription {
      const subscription = client.subscribeToAll({
        fromPosition: fromPosition > 0 ? toPosition(fromPosition) : START,
        filter: excludeSystemEvents(),
      });
      const done = (async () => {
        for await (const resolved of subscription) {
          const r = toRecorded(resolved);
          if (r && r.position > fromPosition) await onEvent(r);
        }
      })().catch((error) => console.error('EventStoreDB subscription ended', error));
      return {
        async close() {
          await subscription.unsubscribe();
          await done;
        },
      };
    },
    async close() {
      await client.dispose();
    },
  };
}
