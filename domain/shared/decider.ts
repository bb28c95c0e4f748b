// The decider of every aggregate (Emmett style): pure decide(command, state) → events and evolve(state, event) → state.

export interface Decider<S, C, E> {
  initialState: () => S;
  evolve: (state: S, event: E) => S;
  /** Throws a DomainError when the command is refused; [] when it changes nothing. */
  decide: (command: C, state: S) => E[];
  /** Lets commands resume from a stored state instead of folding the whole stream (see SnapshotSpec). */
  snapshot?: SnapshotSpec<S>;
}

/**
 * How a decider's state is snapshotted. Bump `version` whenever the state's shape or evolve's meaning changes (the code of
 * evolve is fingerprinted too, so that a forgotten bump still discards old snapshots). States must be treated as
 * immutable (evolve returns new objects), since a snapshot is shared by the commands that start from it.
 */
export interface SnapshotSpec<S> {
  name: string;
  version: number;
  /** The state as JSON; default: the state itself (for plain JSON states). */
  toJSON?: (state: S) => unknown;
  fromJSON?: (json: unknown) => S;
}

/** Exhaustiveness check for `switch (x.type)`: compiles only when every case is handled. */
export const assertNever = (x: never): never => {
  throw new Error(`Unexpected value: ${JSON.stringify(x)}`);
};
