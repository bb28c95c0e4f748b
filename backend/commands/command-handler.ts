// Runs a command against one stream: load → fold (from a snapshot when there is one) → decide → append with expectedRevision;
// a concurrent change is retried once.
import { randomUUID } from 'node:crypto';
import { EVENT_SCHEMA_VERSIONS, type DomainEventType } from '@domain/events';
import type { Decider } from '@domain/shared/decider';
import { conflict } from '@domain/shared/errors';
import type { Actor } from '@domain/shared/roles';
import type { EventMetadata } from '@domain/shared/event';
import { WrongExpectedRevisionError, type LogPosition, type RecordedEvent } from '../events/event-store';
import type { Snapshots } from '../events/snapshot-store';
import type { FirstAttempts } from '../notifications/first-attempts';
import type { EmailClaimNames } from './users/email-claim-names';
import { foldStream, remember, type FoldSource, type Folded } from './folded-state';

/**
 * What every command needs from the world besides who acts and when: the event store, the snapshots its streams are folded
 * from, and the names of e-mail claim streams. Made once by the composition root (backend/core.ts, `Deps.commands`) and
 * handed to whatever makes a CommandContext (the HTTP layer, the seed, the reactors, the e-mail sender, erasure's catch-up).
 */
export interface CommandDeps extends FoldSource {
  /** Snapshots of folded streams (null: every command folds its whole stream). */
  snapshots: Snapshots | null;
  /** Names of e-mail claim streams without the address (sign-up, deletion). */
  emailClaims: EmailClaimNames;
  /** This instance's e-mail sender, which takes the first attempt of a message queued here (absent: the outbox's senders do). */
  firstAttempts?: FirstAttempts;
}

/** What a command needs: its dependencies, who acts, the request's correlation, and the clock. */
export interface CommandContext extends CommandDeps {
  actor: Actor | null;
  correlationId: string;
  causationId?: string | null;
  now: () => Date;
  /** Ids for the events appended to a stream (reactors give deterministic ones); random UUIDs otherwise. */
  eventIds?: (stream: string, count: number) => string[];
}

/** Where an append landed: routes wait until the projections have read up to `position`, then answer from a query. */
export interface Appended {
  stream: string;
  revision: number;
  position: LogPosition;
  /** The types of the events written (by every append it stands for): waits elsewhere pass over processors that handle none. */
  types?: readonly string[];
}

export interface CommandResult<S, E> {
  /** State after the new events. */
  state: S;
  events: E[];
  /** null when the command changed nothing. */
  appended: Appended | null;
  /** The ids of the events appended (none when it changed nothing). */
  eventIds: readonly string[];
}

type AnyEvent = { type: string; data: unknown };

export const foldEvents = <S, E extends AnyEvent>(decider: Pick<Decider<S, never, E>, 'initialState' | 'evolve'>, events: readonly RecordedEvent[]) =>
  events.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as E), decider.initialState());

/** Reads another aggregate's stream and folds it: how a rule that spans aggregates learns the other's state. */
export const loadState = async <S, E extends AnyEvent>(
  source: FoldSource,
  stream: string,
  decider: Pick<Decider<S, never, E>, 'initialState' | 'evolve' | 'snapshot'>,
) => (await foldStream(source, stream, decider)).state;

const metadataFor = (ctx: CommandContext, type: string): EventMetadata => ({
  actorId: ctx.actor?.id ?? null,
  actorRole: ctx.actor?.role ?? null,
  correlationId: ctx.correlationId,
  causationId: ctx.causationId ?? null,
  at: ctx.now().toISOString(),
  schemaVersion: EVENT_SCHEMA_VERSIONS[type as DomainEventType] ?? 1,
});

/** The later of several appends (a command that wrote two streams is settled when its last append is projected). */
export const lastAppended = (...appends: Array<Appended | null>): Appended | null =>
  appends.reduce<Appended | null>((a, b) => {
    if (!a || !b) return a ?? b;
    const types = a.types && b.types ? [...new Set([...a.types, ...b.types])] : undefined;
    return { ...(a.position >= b.position ? a : b), types };
  }, null);

/**
 * `probablyNew`: the stream is named for something that is usually being created (an application of this student to this
 * internship, a message): the command is first decided on the initial state and appended as a new stream, without reading
 * it. If the stream exists after all (the append is refused), or that decision refuses or changes nothing, the command
 * runs again on the stream as stored, so the answer is always the one the stored stream gives.
 * `folded`: the stream as the caller has just read and folded it (the first try decides on it instead of reading it again;
 * a concurrent change found at the append reads the stream as stored for the retry).
 */
export async function handleCommand<S, C, E extends AnyEvent>(
  ctx: CommandContext,
  stream: string,
  decider: Decider<S, C, E>,
  command: C,
  options: { probablyNew?: boolean; folded?: Folded<S> } = {},
): Promise<CommandResult<S, E>> {
  let guessNew = options.probablyNew === true;
  for (let attempt = 0; ; attempt++) {
    const { state, revision } = guessNew
      ? { state: decider.initialState(), revision: null }
      : attempt === 0 && options.folded
        ? options.folded
        : await foldStream(ctx, stream, decider);
    let events: E[];
    try {
      events = decider.decide(command, state);
    } catch (error) {
      if (!guessNew) throw error;
      guessNew = false;
      attempt -= 1;
      continue;
    }
    const next = events.reduce(decider.evolve, state);
    if (events.length === 0 && guessNew) {
      guessNew = false;
      attempt -= 1;
      continue;
    }
    if (events.length === 0) return { state: next, events, appended: null, eventIds: [] };
    const ids = ctx.eventIds?.(stream, events.length) ?? events.map(() => randomUUID());
    try {
      const envelopes = events.map((e, i) => ({ type: e.type, data: e.data, id: ids[i], metadata: metadataFor(ctx, e.type) }));
      const result = await ctx.events.append(stream, envelopes, { expectedRevision: revision ?? 'no_stream' });
      await remember(ctx, stream, decider, { state: next, revision: result.revision, eventId: ids[ids.length - 1] });
      return { state: next, events, appended: { stream, ...result, types: [...new Set(events.map((e) => e.type))] }, eventIds: ids };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (guessNew) {
        guessNew = false;
        attempt -= 1;
        continue;
      }
      if (attempt >= 1) throw conflict('This record was changed at the same time by someone else. Please try again.');
    }
  }
}
