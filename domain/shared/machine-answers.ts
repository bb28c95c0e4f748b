// Remembers a state machine's answers to "can it take this event in this state?": the machines are fixed and their guards
// pure, so each (state, event) is worked out by XState once (resolving a snapshot costs microseconds on every command).
import type { AnyStateMachine } from 'xstate';

/**
 * `can(state, event)` for `machine`, each answer remembered under `state` and `keyOf(event)`. `keyOf` must name everything
 * the machine's guards read of the event (the default, its type, is enough for machines without guards).
 */
export function machineAnswers<S extends string, E extends { type: string }>(machine: AnyStateMachine, keyOf: (event: E) => string = (event) => event.type) {
  const answers = new Map<string, boolean>();
  return (state: S, event: E): boolean => {
    const key = `${state}\u0000${keyOf(event)}`;
    let answer = answers.get(key);
    if (answer === undefined) {
      answer = machine.resolveState({ value: state, context: {} as never }).can(event as never);
      answers.set(key, answer);
    }
    return answer;
  };
}
