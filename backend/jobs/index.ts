// Every clock-driven job the backend runs (the runtime: backend/processors/clock-jobs.ts; started by backend/core.ts).
import type { CommandDeps } from '../commands/command-handler';
import type { ClockJob } from '../processors/clock-jobs';
import type { ReadStore } from '../read-store/read-store';
import { closeExpiredPostingsJob } from './close-expired-postings';
import { savedSearchAlertsJob } from './saved-search-alerts';

/** What jobs are given: the command path's dependencies (they act as the system), the read models, the site's origin, the log. */
export interface ClockJobDeps {
  commands: CommandDeps;
  readStore: ReadStore;
  /** The origin links in e-mails start with. */
  publicUrl: string;
  log(line: string): void;
}

export function allClockJobs(deps: ClockJobDeps): ClockJob[] {
  return [closeExpiredPostingsJob(deps), savedSearchAlertsJob(deps)];
}
