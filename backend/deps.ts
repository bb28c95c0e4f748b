// The backend's wiring: the stores, the projection runner and the config, handed to every route.
import type { Config } from './config';
import type { EventStore } from './events/event-store';
import type { ProjectionRunner } from './projections/projection-runner';
import type { ReadStore } from './projections/read-store';

export interface Deps {
  config: Config;
  events: EventStore;
  readStore: ReadStore;
  projections: ProjectionRunner;
}
