// Every reactor (process manager) the backend runs: each turns one aggregate's events into another's commands.
import type { Reactor } from '../projections/runtime/reactor';

export const reactors: readonly Reactor[] = [];
