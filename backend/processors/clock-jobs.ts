// Clock-driven jobs (backend/jobs/): each runs when `everyMs` of the clock have passed since its last successful run (at
// start too, when that much time has passed or it never ran), on one instance at a time when several share a database
// (the job's lease), and keeps the time of its last successful run as its checkpoint. The clock is injectable: a test moves
// it, then calls runDue(). A job is written to be idempotent: a run repeated after a crash changes nothing twice.
import { Counter, Gauge, type Registry } from 'prom-client';
import type { CheckpointStore } from './checkpoint-store';
import { soleInstance, type Leases } from './leases';

export interface ClockJob {
  name: string;
  everyMs: number;
  run(now: Date): Promise<void>;
}

export interface ClockJobStatus {
  name: string;
  /** The clock's time at the start of the last successful run (on any instance); null: never ran. */
  lastRun: string | null;
}

export interface ClockJobRuntime {
  /** Runs the jobs that are due (without waiting for them) and starts the timer. */
  start(): Promise<void>;
  /** Runs every job whose time has come by the clock, after any run of it in flight; resolves when they are done. */
  runDue(): Promise<void>;
  status(): Promise<ClockJobStatus[]>;
  /** Stops the timer and waits for the runs in flight. */
  stop(): Promise<void>;
}

/**
 * Where durable read stores keep the jobs' checkpoints: a collection of its own, apart from the reactors' log positions
 * (which are compared with the log's head), since a job's checkpoint is a time.
 */
export const CLOCK_JOB_CHECKPOINTS = '_clock_jobs';

/** The checkpoint (and lease) name of a job. */
export const clockJobKey = (name: string) => `clock-job:${name}`;

/** How often the timer looks for due jobs at most (real time): a job runs at most this late. */
const LOOK_EVERY_MS = 60_000;

export function createClockJobRuntime(options: {
  jobs: readonly ClockJob[];
  checkpoints: CheckpointStore;
  /** Several instances on one database: the job runs where its lease is held (default: this instance alone). */
  leases?: Leases | null;
  now?: () => Date;
  log?: (line: string) => void;
  /** Where `clock_job_runs_total` and `clock_job_last_success_seconds` are registered (none: no metrics). */
  registry?: Registry;
  lookEveryMs?: number;
}): ClockJobRuntime {
  const { jobs, checkpoints } = options;
  const leases = options.leases ?? soleInstance;
  const now = options.now ?? (() => new Date());
  const log = options.log ?? ((line: string) => console.log(line));
  const registers = options.registry ? [options.registry] : [];
  const runs = new Counter({ name: 'clock_job_runs_total', help: 'Runs of clock-driven jobs, by job and outcome (ok, error)', labelNames: ['job', 'outcome'] as const, registers });
  const lastSuccess = new Gauge({ name: 'clock_job_last_success_seconds', help: "The clock's time (Unix seconds) of each clock-driven job's last successful run here", labelNames: ['job'] as const, registers });
  const queues = new Map<string, Promise<void>>(jobs.map((job) => [job.name, Promise.resolve()]));
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;

  const attempt = async (job: ClockJob) => {
    if (stopped) return;
    const key = clockJobKey(job.name);
    const lease = await leases.tryAcquire(key).catch((error: Error) => {
      log(`clock job ${job.name}: could not ask for its lease (${error.message})`);
      return null;
    });
    if (!lease) return; // another instance runs it
    try {
      // Read under the lease: another instance may have run it since this one last looked.
      const last = await checkpoints.load(key);
      const at = now();
      if (last !== null && at.getTime() - Date.parse(last) < job.everyMs) return;
      await job.run(at);
      await checkpoints.save(key, at.toISOString());
      runs.inc({ job: job.name, outcome: 'ok' });
      lastSuccess.set({ job: job.name }, at.getTime() / 1000);
    } catch (error) {
      runs.inc({ job: job.name, outcome: 'error' });
      log(`clock job ${job.name} failed (retried at its next look): ${(error as Error).message}`);
    } finally {
      await lease.release().catch(() => undefined);
    }
  };

  /** One run of a job at a time in this instance: a run asked for during another waits for it. */
  const enqueue = (job: ClockJob) => {
    const next = queues.get(job.name)!.then(() => attempt(job));
    queues.set(job.name, next);
    return next;
  };

  const runDue = async () => {
    await Promise.all(jobs.map(enqueue));
  };

  return {
    async start() {
      void runDue();
      if (jobs.length === 0) return;
      const every = options.lookEveryMs ?? Math.min(LOOK_EVERY_MS, ...jobs.map((j) => j.everyMs));
      timer = setInterval(() => void runDue(), every);
      timer.unref();
    },
    runDue,
    async status() {
      return Promise.all(jobs.map(async (job) => ({ name: job.name, lastRun: await checkpoints.load(clockJobKey(job.name)) })));
    },
    async stop() {
      stopped = true;
      if (timer) clearInterval(timer);
      await Promise.all(queues.values());
    },
  };
}
