// The live feed of this instance: follows the log from where it stood at start (woken like the projections: at once for this
// process's appends, by LISTEN/NOTIFY on PostgreSQL for other instances'), and hands each signed-in user's notifications to
// the streams that user has open here once the read models hold the event. Nobody connected: the events are only skipped.
import type { EventStore, LogPosition, RecordedEvent } from '../events/event-store';
import type { ReadBatch } from '../processors/batch-reader';
import { startProcessor, type Processor } from '../processors/processor';
import { applicationOf, isLive, liveNotificationsOf, type LiveNotification } from './live-notifications';

export interface LiveMessage extends LiveNotification {
  /** The event's place in the log: the SSE id a stream resumes after (Last-Event-ID). */
  position: LogPosition;
}

export type LiveListener = (message: LiveMessage) => void;

export interface LiveFeed {
  /** Hears the user's notifications from now on; answers the call that stops it. */
  subscribe(userId: string, listener: LiveListener): () => void;
  /** The user's notifications after `after` (a stream resuming): null when that is more than `limit` events back or unknown. */
  since(userId: string, after: LogPosition, limit?: number): Promise<LiveMessage[] | null>;
  /** How many streams are open on this instance. */
  listeners(): number;
  start(): Promise<void>;
  stop(): Promise<void>;
}

type Parties = { studentId: string | null; companyId: string | null } | null;

export function createLiveFeed(options: {
  events: EventStore;
  read: ReadBatch;
  /** The application's student and company as the read models stand. */
  partiesOf(applicationIds: readonly string[]): Promise<Map<string, Parties>>;
  /** Resolves once the read models hold the events up to `position` (or gave up waiting). */
  projected(position: LogPosition): Promise<unknown>;
  log(line: string): void;
}): LiveFeed {
  const byUser = new Map<string, Set<LiveListener>>();
  let count = 0;
  let processor: Processor | null = null;
  let watcher: { close(): Promise<void> } | null = null;

  /** The notifications of a batch for the given users only (every user when `only` is null). */
  async function notificationsOf(batch: readonly RecordedEvent[], only: (userId: string) => boolean): Promise<LiveMessage[]> {
    const live = batch.filter((e) => isLive(e.type));
    if (live.length === 0) return [];
    const parties = await options.partiesOf([...new Set(live.map((e) => applicationOf(e)!))]);
    return live.flatMap((e) =>
      liveNotificationsOf(e as never, parties.get(applicationOf(e)!) ?? null)
        .filter((n) => only(n.userId))
        .map((n) => ({ ...n, position: e.position })),
    );
  }

  async function handle(batch: readonly RecordedEvent[]) {
    if (count === 0 || !batch.some((e) => isLive(e.type))) return;
    await options.projected(batch[batch.length - 1].position);
    for (const message of await notificationsOf(batch, (id) => byUser.has(id)))
      for (const listener of byUser.get(message.userId) ?? []) listener(message);
  }

  return {
    subscribe(userId, listener) {
      const set = byUser.get(userId) ?? new Set();
      byUser.set(userId, set);
      set.add(listener);
      count += 1;
      return () => {
        if (!set.delete(listener)) return;
        count -= 1;
        if (set.size === 0) byUser.delete(userId);
      };
    },
    async since(userId, after, limit = 1000) {
      const head = await options.events.headPosition();
      if (after > head) return null;
      const batch = await options.events.readAll(after, limit + 1);
      if (batch.length > limit) return null;
      return notificationsOf(batch, (id) => id === userId);
    },
    listeners: () => count,
    async start() {
      const from = await options.events.headPosition();
      processor = startProcessor({ name: 'live feed', from, read: options.read, handle, log: options.log });
      watcher = options.events.watch(() => processor?.wake());
      await processor.caughtUp;
    },
    async stop() {
      await watcher?.close();
      await processor?.stop();
    },
  };
}
