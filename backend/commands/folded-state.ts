// A stream folded by a decider, resumed from its snapshot when there is one: only the events after it are read and folded.
import { createHash } from 'node:crypto';
import type { Decider, SnapshotSpec } from '@domain/shared/decider';
import type { EventStore, RecordedEvent } from '../events/event-store';
import type { Snapshots } from '../events/snapshot-store';

type AnyEvent = { type: string; data: unknown };
type Folding<S, E> = Pick<Decider<S, never, E>, 'initialState' | 'evolve' | 'snapshot'>;

/** Where streams are folded from: the log, and the snapshots to resume from (null: every stream is folded whole). */
export interface FoldSource {
  events: EventStore;
  snapshots: Snapshots | null;
}

/** The state of a stream after its event at `revision` (null: the stream does not exist). */
export interface Folded<S> {
  state: S;
  revision: number | null;
  eventId: string | null;
}

/** Stored snapshots are written once this many events have been folded past the last stored one. */
export const SNAPSHOT_EVERY = 100;

const fingerprints = new WeakMap<object, string>();
/** name@version#hash of the decider's evolve and initial state: changed code never resumes from an old snapshot. */
function keyOf(decider: Folding<unknown, never>, spec: SnapshotSpec<unknown>): string {
  let hash = fingerprints.get(decider);
  if (!hash) {
    hash = createHash('sha256').update(`${decider.evolve}\n${decider.initialState}`).digest('hex').slice(0, 12);
    fingerprints.set(decider, hash);
  }
  return `${spec.name}@${spec.version}#${hash}`;
}

const foldFrom = <S, E extends AnyEvent>(decider: Folding<S, E>, start: S, events: readonly RecordedEvent[]) =>
  events.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as E), start);

function foldWhole<S, E extends AnyEvent>(decider: Folding<S, E>, events: readonly RecordedEvent[]): Folded<S> {
  const last = events[events.length - 1];
  return { state: foldFrom(decider, decider.initialState(), events), revision: last?.revision ?? null, eventId: last?.id ?? null };
}

async function startingPoint<S>(snapshots: Snapshots, stream: string, key: string, spec: SnapshotSpec<S>) {
  const cached = snapshots.recent.get(`${key} ${stream}`);
  if (cached) return { ...cached, state: cached.state as S };
  const stored = await snapshots.store?.load(stream, key);
  if (!stored) return null;
  const state = spec.fromJSON ? spec.fromJSON(stored.state) : (stored.state as S);
  return { state, revision: stored.revision, eventId: stored.eventId, saved: stored.revision };
}

/** Reads and folds `stream`, from its snapshot when `source` has snapshots and the decider allows them. */
export async function foldStream<S, E extends AnyEvent>(source: FoldSource, stream: string, decider: Folding<S, E>): Promise<Folded<S>> {
  const { events, snapshots } = source;
  const spec = decider.snapshot;
  if (!snapshots || !spec) return foldWhole(decider, await events.readStream(stream));
  const key = keyOf(decider as Folding<unknown, never>, spec as SnapshotSpec<unknown>);
  const start = await startingPoint(snapshots, stream, key, spec);
  if (start) {
    // Read from the snapshot's own event: it must still be the same event, or the snapshot is discarded.
    const tail = await events.readStream(stream, { fromRevision: start.revision });
    if (tail[0]?.revision === start.revision && tail[0].id === start.eventId) {
      const after = tail.filter((e) => e.revision > start.revision);
      const last = after[after.length - 1];
      const folded = last ? { state: foldFrom(decider, start.state, after), revision: last.revision, eventId: last.id } : { state: start.state, revision: start.revision, eventId: start.eventId };
      await remember(source, stream, decider, folded, start.saved);
      return folded;
    }
  }
  const folded = foldWhole(decider, await events.readStream(stream));
  await remember(source, stream, decider, folded, -1);
  return folded;
}

/** Keeps `folded` as the stream's snapshot in memory, and in the durable store once enough events were folded past the stored one. */
export async function remember<S, E>(source: FoldSource, stream: string, decider: Folding<S, E>, folded: Folded<S>, saved?: number): Promise<void> {
  const { snapshots } = source;
  const spec = decider.snapshot;
  if (!snapshots || !spec || folded.revision === null || folded.eventId === null) return;
  const key = keyOf(decider as Folding<unknown, never>, spec as SnapshotSpec<unknown>);
  const id = `${key} ${stream}`;
  const previous = snapshots.recent.get(id);
  if (previous && previous.revision > folded.revision) return;
  let stored = saved ?? previous?.saved ?? -1;
  if (snapshots.store && folded.revision - stored >= SNAPSHOT_EVERY) {
    try {
      await snapshots.store.save(stream, key, { revision: folded.revision, eventId: folded.eventId, state: spec.toJSON ? spec.toJSON(folded.state) : folded.state });
      stored = folded.revision;
    } catch {
      // A cache that cannot be written (e.g. a full disk) must not fail a command whose events are stored: the next save retries.
    }
  }
  snapshots.recent.delete(id);
  snapshots.recent.set(id, { state: folded.state, revision: folded.revision, eventId: folded.eventId, saved: stored });
  if (snapshots.recent.size > snapshots.maxRecent) snapshots.recent.delete(snapshots.recent.keys().next().value!);
}
