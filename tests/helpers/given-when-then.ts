// Emmett-style given/when/then for pure deciders: given(decider, events).when(command).then(expectedEvents) or .thenThrows(kind, message?).
import * as assert from 'uvu/assert';
import type { Decider } from '@domain/shared/decider';
import { DomainError, type ErrorKind } from '@domain/shared/errors';

/**
 * Folds `events` into the decider's state, runs `decide(command)` and checks the outcome.
 * (The object `when` returns has a `then` method, so never `await` it: call `.then(...)` / `.thenThrows(...)` directly.)
 */
export function given<S, C, E>(decider: Decider<S, C, E>, events: readonly E[] = []) {
  const state = events.reduce((s, e) => decider.evolve(s, e), decider.initialState());
  return {
    when(command: C) {
      return {
        /** The command is accepted and produces exactly these events. */
        then(expected: readonly E[]): void {
          assert.equal(decider.decide(command, state), expected);
        },
        /** The command is refused with a DomainError of this kind (and a message containing `messageSubstring`). */
        thenThrows(kind: ErrorKind, messageSubstring?: string): void {
          let produced: E[] | undefined;
          try {
            produced = decider.decide(command, state);
          } catch (error) {
            assert.instance(error, DomainError, `expected a DomainError, got ${String(error)}`);
            const appError = error as DomainError;
            assert.is(appError.kind, kind, `error kind (message: ${appError.message})`);
            if (messageSubstring !== undefined)
              assert.ok(appError.message.includes(messageSubstring), `message "${appError.message}" should contain "${messageSubstring}"`);
            return;
          }
          assert.unreachable(`expected the command to throw '${kind}', but it produced ${JSON.stringify(produced)}`);
        },
      };
    },
  };
}
