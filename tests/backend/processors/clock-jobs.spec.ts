// Specs of the clock-job runtime with an injected clock: a job runs at start when due and again every `everyMs` of the clock,
// keeps its last successful run as its checkpoint (a restart does not run it early), retries a failed run, and runs on one
// instance at a time when several share the leases and checkpoints.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Registry } from 'prom-client';
import { clockJobKey, createClockJobRuntime, type ClockJob } from '@backend/processors/clock-jobs';
import type { CheckpointStore } from '@backend/processors/checkpoint-store';
import type { Lease, Leases } from '@backend/processors/leases';

const test = suite('clock jobs');

const HOUR = 3600_000;
const T0 = Date.parse('2026-03-01T00:00:00.000Z');

const memoryCheckpoints = (): CheckpointStore & { map: Map<string, string> } => {
  const map = new Map<string, string>();
  return { map, load: async (n) => map.get(n) ?? null, save: async (n, p) => void map.set(n, p), close: async () => undefined };
};

/** Leases shared by several instances of one test: one holder per name. */
const sharedLeases = (): Leases => {
  const held = new Set<string>();
  return {
    name: 'test',
    async tryAcquire(name) {
      if (held.has(name)) return null;
      held.add(name);
      return { lost: new Promise<void>(() => undefined), fence: async () => undefined, release: async () => void held.delete(name) } satisfies Lease;
    },
    close: async () => undefined,
  };
};

const recordingJob = (everyMs = HOUR, work: (now: Date) => Promise<void> = async () => undefined) => {
  const runs: string[] = [];
  const job: ClockJob = {
    name: 'test-job',
    everyMs,
    async run(now) {
      await work(now);
      runs.push(now.toISOString());
    },
  };
  return { job, runs };
};

test('runs at start, then only once everyMs of the clock have passed; the checkpoint is the last successful run', async () => {
  let now = T0;
  const checkpoints = memoryCheckpoints();
  const { job, runs } = recordingJob();
  const registry = new Registry();
  const runtime = createClockJobRuntime({ jobs: [job], checkpoints, now: () => new Date(now), log: () => undefined, registry });
  await runtime.start();
  await runtime.runDue(); // waits for the start's run; not due again
  assert.equal(runs, [new Date(T0).toISOString()]);
  assert.is(checkpoints.map.get(clockJobKey('test-job')), new Date(T0).toISOString());
  now = T0 + HOUR - 1;
  await runtime.runDue();
  assert.is(runs.length, 1);
  now = T0 + HOUR;
  await runtime.runDue();
  assert.equal(runs, [new Date(T0).toISOString(), new Date(T0 + HOUR).toISOString()]);
  assert.equal(await runtime.status(), [{ name: 'test-job', lastRun: new Date(T0 + HOUR).toISOString() }]);
  assert.match(await registry.metrics(), /clock_job_runs_total\{job="test-job",outcome="ok"\} 2/);
  await runtime.stop();
});

test('a restart goes on from the checkpoint: a job that ran recently is not run again at start', async () => {
  const checkpoints = memoryCheckpoints();
  checkpoints.map.set(clockJobKey('test-job'), new Date(T0).toISOString());
  const { job, runs } = recordingJob();
  const runtime = createClockJobRuntime({ jobs: [job], checkpoints, now: () => new Date(T0 + HOUR / 2), log: () => undefined });
  await runtime.start();
  await runtime.runDue();
  assert.equal(runs, []);
  await runtime.stop();
});

test('a failed run keeps the old checkpoint and is tried again at the next look', async () => {
  let fail = true;
  const checkpoints = memoryCheckpoints();
  const lines: string[] = [];
  const { job, runs } = recordingJob(HOUR, async () => {
    if (fail) throw new Error('store down');
  });
  const runtime = createClockJobRuntime({ jobs: [job], checkpoints, now: () => new Date(T0), log: (l) => lines.push(l) });
  await runtime.runDue();
  assert.equal(runs, []);
  assert.is(checkpoints.map.size, 0);
  assert.ok(lines.some((l) => l.includes('test-job failed') && l.includes('store down')));
  fail = false;
  await runtime.runDue();
  assert.equal(runs, [new Date(T0).toISOString()]);
  await runtime.stop();
});

test('two instances sharing leases and checkpoints: one runs each period, never both at once', async () => {
  const now = { ms: T0 };
  const checkpoints = memoryCheckpoints();
  const leases = sharedLeases();
  let running = 0;
  let overlap = false;
  const runs: string[] = [];
  const job = (instance: string): ClockJob => ({
    name: 'test-job',
    everyMs: HOUR,
    async run(at) {
      running += 1;
      if (running > 1) overlap = true;
      await new Promise((r) => setTimeout(r, 20));
      runs.push(`${instance} ${at.toISOString()}`);
      running -= 1;
    },
  });
  const a = createClockJobRuntime({ jobs: [job('a')], checkpoints, leases, now: () => new Date(now.ms), log: () => undefined });
  const b = createClockJobRuntime({ jobs: [job('b')], checkpoints, leases, now: () => new Date(now.ms), log: () => undefined });
  await Promise.all([a.runDue(), b.runDue()]);
  assert.is(runs.length, 1, runs.join());
  // Whoever comes later in the same period finds the checkpoint and does nothing.
  await Promise.all([a.runDue(), b.runDue()]);
  assert.is(runs.length, 1, runs.join());
  now.ms += HOUR;
  await b.runDue();
  await a.runDue();
  assert.is(runs.length, 2, runs.join());
  assert.ok(runs[1].startsWith('b '));
  assert.not.ok(overlap);
  await Promise.all([a.stop(), b.stop()]);
});

test('stop waits for the run in flight and nothing runs afterwards', async () => {
  let now = T0;
  const { job, runs } = recordingJob(HOUR, () => new Promise((r) => setTimeout(r, 30)));
  const runtime = createClockJobRuntime({ jobs: [job], checkpoints: memoryCheckpoints(), now: () => new Date(now), log: () => undefined });
  await runtime.start();
  await runtime.stop();
  assert.is(runs.length, 1);
  now += 2 * HOUR;
  await runtime.runDue();
  assert.is(runs.length, 1);
});

test.run();
