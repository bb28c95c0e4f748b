// EventStoreDB adapter of the EventStore port (@eventstore/db-client), chosen when EVENTSTORE_URL is set.
import {
  EventStoreDBClient,
  NO_STREAM,
  ANY,
  START,
  END,
  FORWARDS,
  BACKWARDS,
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
  type LogPosition,
  type RecordedEvent,
  type Subscription,
  type Upcast,
} from '../event-store';

/**
 * An EventStoreDB position is (commit, prepare): the events of one append share the commit position and differ in the
 * prepare position, so only the pair orders every event. Both go into the port's string, fixed-width hex, commit first.
 */
const hex = (n: bigint) => n.toString(16).padStart(16, '0');
export const toLogPosition = (p: Position): LogPosition => `${hex(p.commit)}${hex(p.prepare)}`;
export const fromLogPosition = (p: LogPosition): Position => ({ commit: BigInt(`0x${p.slice(0, 16)}`), prepare: BigInt(`0x${p.slice(16, 32)}`) });

const toExpected = (r: ExpectedRevision) => (r === 'no_stream' ? NO_STREAM : r === 'any' ? ANY : BigInt(r));
const isSystem = (type: string, stream: string) => type.startsWith('$') || stream.startsWith('$');

const RESUBSCRIBE_MS = [500, 1000, 2000, 5000, 10_000];
const POLL_MS = 5000;
const BATCH = 500;

export function createEventStoreDbEventStore(
  connectionString: string,
  options: { upcast?: Upcast; log?: (line: string) => void } = {},
): EventStore {
  const client = EventStoreDBClient.connectionString(connectionString);
  const upcast = options.upcast ?? ((e: RecordedEvent) => e);
  const log = options.log ?? ((line: string) => console.error(line));

  const toRecorded = (resolved: ResolvedEvent | AllStreamResolvedEvent): RecordedEvent | null => {
    const e = resolved.event;
    if (!e || !e.isJson || isSystem(e.type, e.streamId) || !e.position) return null;
    return upcast({
      id: e.id,
      type: e.type,
      data: e.data,
      metadata: e.metadata as unknown as RecordedEvent['metadata'],
      stream: e.streamId,
      revision: Number(e.revision),
      position: toLogPosition(e.position),
    });
  };

  return {
    name: 'EventStoreDB',
    async append(stream, events, { expectedRevision }) {
      try {
        // The server treats the same event ids appended again at the same expected revision as the original write.
        const result = await client.appendToStream(
          stream,
          events.map((e) => jsonEvent({ id: e.id, type: e.type, data: e.data as never, metadata: e.metadata as never })),
          { expectedRevision: toExpected(expectedRevision) },
        );
        // The append result names the commit position only; the last event's own (commit, prepare) comes from reading it back.
        const revision = Number(result.nextExpectedRevision);
        for await (const resolved of client.readStream(stream, { fromRevision: BigInt(revision), direction: FORWARDS, maxCount: 1 })) {
          const r = toRecorded(resolved);
          if (r) return { revision, position: r.position };
        }
        throw new Error(`appended to ${stream} but could not read revision ${revision} back`);
      } catch (error) {
        if (error instanceof WrongExpectedVersionError) {
          const actual = error.actualVersion === NO_STREAM ? 'no_stream' : Number(error.actualVersion);
          throw new WrongExpectedRevisionError(stream, expectedRevision, actual as number | 'no_stream');
        }
        throw error;
      }
    },
    async readStream(stream, options = {}) {
      const out: RecordedEvent[] = [];
      const from = options.fromRevision ? BigInt(options.fromRevision) : START;
      try {
        for await (const resolved of client.readStream(stream, { fromRevision: from, direction: FORWARDS, ...(options.maxCount ? { maxCount: BigInt(options.maxCount) } : {}) })) {
          const r = toRecorded(resolved);
          if (r) out.push(r);
        }
      } catch (error) {
        if (error instanceof StreamNotFoundError) return [];
        throw error;
      }
      return out;
    },
    async readAll(after, limit = BATCH) {
      const out: RecordedEvent[] = [];
      // Reading $all from a position includes the event at that position: skip up to and including `after`.
      // System events are skipped too, so read on until `limit` of ours (the streaming read stops when we break).
      const read = client.readAll({ fromPosition: after === '' ? START : fromLogPosition(after), direction: FORWARDS });
      for await (const resolved of read) {
        const r = toRecorded(resolved);
        if (r && r.position > after) out.push(r);
        if (out.length >= limit) break;
      }
      return out;
    },
    async countAfter(after, limit) {
      // $all has no count: the events are read (not opened: this store holds them as written).
      return (await this.readAll(after, limit)).length;
    },
    watch(onAppend): Subscription {
      let closed = false;
      let attempt = 0;
      let current: ReturnType<typeof client.subscribeToAll> | null = null;
      let retry: NodeJS.Timeout | null = null;
      const subscribe = () => {
        if (closed) return;
        const subscription = client.subscribeToAll({ fromPosition: END, filter: excludeSystemEvents() });
        current = subscription;
        subscription.on('confirmation', () => {
          if (attempt > 0) log(`EventStoreDB subscription resumed after ${attempt} attempt(s); processors continue from their checkpoints`);
          attempt = 0;
          onAppend();
        });
        subscription.on('data', () => onAppend());
        const dropped = (reason: string) => {
          if (closed || current !== subscription) return;
          current = null;
          const wait = RESUBSCRIBE_MS[Math.min(attempt, RESUBSCRIBE_MS.length - 1)];
          attempt += 1;
          log(`EventStoreDB subscription dropped (${reason}); resubscribing in ${wait} ms`);
          retry = setTimeout(subscribe, wait);
        };
        subscription.on('error', (error) => dropped(error.message));
        subscription.on('end', () => dropped('ended'));
      };
      subscribe();
      // A poll as well: a processor never waits longer than this for an event a broken subscription missed.
      const poll = setInterval(onAppend, POLL_MS);
      poll.unref();
      return {
        async close() {
          closed = true;
          clearInterval(poll);
          if (retry) clearTimeout(retry);
          await current?.unsubscribe().catch(() => undefined);
        },
      };
    },
    async headPosition() {
      for await (const resolved of client.readAll({ fromPosition: END, direction: BACKWARDS })) {
        const r = toRecorded(resolved);
        if (r) return r.position;
      }
      return '';
    },
    ordinal: (p) => (p === '' ? 0 : Number(fromLogPosition(p).commit)),
    async close() {
      await client.dispose();
    },
  };
}
