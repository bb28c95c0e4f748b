// The decider of every aggregate (Emmett style): pure decide(command, state) → events and evolve(state, event) → state.

export interface Decider<S, C, E> {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  /** Throws a DomainError when the command is refused; [] when it changes nothing. */
  decide: (command: C, state: S) => E[];
}

/** Exhaustiveness check for `switch (x.type)`: compiles only when every case is handled. */
export const assertNever = (x: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(x)}`);
};
