// What a reactor (process manager) is: it follows the log with its own checkpoint and appends follow-up events.
import type { DomainEventType } from '@domain/events';
import type { CommandContext } from '../commands/command-handler';
import type { EventOfType } from './projection';

/**
 * What a reaction may use: a command context (the command path's dependencies, the event store among them) whose events
 * name the trigger as their cause and act for the trigger's actor (a reaction acts on that person's behalf).
 */
export interface ReactionContext extends CommandContext {
  causationId: string;
  /**
   * Deterministic ids for the events a reaction appends to `stream`: a redelivered trigger appends the same ids, which the
   * store takes as the same append. So a reaction appends to each stream at most once.
   */
  eventIds(stream: string, count: number): string[];
}

export interface Reactor<K extends DomainEventType = DomainEventType> {
  name: string;
  handles: readonly K[];
  /** Where a reactor with no checkpoint begins: every event in the log, or only events appended from now on. */
  startFrom?: 'beginning' | 'now';
  /**
   * The reactor only queues e-mail, which nobody waits for: each reaction first gives way to the requests in hand
   * (foreground.ts), unless someone waits for this runtime's reactors.
   */
  givesWay?: boolean;
  /** Delivery is at least once: reactions must be idempotent (deciders that change nothing twice, or deterministic ids). */
  react(event: EventOfType<K>, ctx: ReactionContext): Promise<void>;
}

/** Checks a reactor against the event types it handles, then widens them away so that reactors fit in one list. */
export const defineReactor = <K extends DomainEventType>(r: Reactor<K>): Reactor => r as unknown as Reactor;
