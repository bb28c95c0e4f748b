// Runs a command against one stream: load → fold → decide → append with expectedRevision → wait for projections.
import { randomUUID } from 'node:crypto';
import { conflict } from '../../domain/errors';
import type { DomainEvent } from '../../domain/events';
import { WrongExpectedRevisionError, type EventMetadata, type EventStore, type RecordedEvent } from '../events/event-store';
import type { ProjectionRunner } from '../projections/projection-runner';

export interface Decider<S, C, E extends DomainEvent> {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  decide: (command: C, state: S) => E[];
}

export interface Actor {
  id: string;
  role: string;
}

/** What a command needs from the world: the store, the projections to wait for, who acts, and when. */
export interface CommandContext {
  events: EventStore;
  projections: ProjectionRunner;
  actor: Actor | null;
  correlationId: string;
  causationId?: string | null;
  now: () => Date;
}

export const foldEvents = <S, E extends DomainEvent>(decider: Pick<Decider<S, unknown, E>, 'initialState' | 'evolve'>, events: readonly RecordedEvent[]) =>
  events.reduce((s, e) => decider.evolve(s, { type: e.type, data: e.data } as E), decider.initialState());

export const metadataFor = (ctx: CommandContext): EventMetadata => ({
  actorId: ctx.actor?.id ?? null,
  actorRole: ctx.actor?.role ?? null,
  correlationId: ctx.correlationId,
  causationId: ctx.causationId ?? null,
  at: ctx.now().toISOString(),
});

export interface CommandResult<S, E> {
  /** State after the new events. */
  state: S;
  events: E[];
  position: number;
}

/**
 * Handles one command. A concurrent change (wrong expected revision) is retried once with fresh state, then answered 409.
 * Answers only after the projections have applied the new events, so a GET right after sees them.
 */
export async function handleCommand<S, C, E extends DomainEvent>(
  ctx: CommandContext,
  stream: string,
  decider: Decider<S, C, E>,
  command: C,
): Promise<CommandResult<S, E>> {
  for (let attempt = 0; ; attempt++) {
    const history = await ctx.events.readStream(stream);
    const state = foldEvents(decider, history);
    const events = decider.decide(command, state);
    const next = events.reduce(decider.evolve, state);
    if (events.length === 0) return { state: next, events, position: 0 };
    const metadata = metadataFor(ctx);
    try {
      const envelopes = events.map((e) => ({ ...(e as DomainEvent), id: randomUUID(), metadata }));
      const result = await ctx.events.append(stream, envelopes, {
        expectedRevision: history.length === 0 ? 'no_stream' : history[history.length - 1].revision,
      });
      await ctx.projections.waitFor(result.position, { eventId: envelopes[envelopes.length - 1].id });
      return { state: next, events, position: result.position };
    } catch (error) {
      if (!(error instanceof WrongExpectedRevisionError)) throw error;
      if (attempt >= 1) throw conflict('This record was changed at the same time by someone else. Please try again.');
    }
  }
}
