// Drives one HTTP path with autocannon and sums it up: requests per second, p50/p99 latency, non-2xx answers.
import autocannon, { type Options } from 'autocannon';

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
}

export type LoadOptions = Partial<Options> & { url: string };

export function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    autocannon({ connections: 64, duration: 6, ...options }, (error, r) => {
      if (error) return reject(error);
      const requests = r.requests.total;
      resolve({
        rps: Math.round(r.requests.average),
        p50: r.latency.p50,
        p99: r.latency.p99,
        requests,
        non2xx: r.non2xx,
        errors: r.errors + r.timeouts,
        bytesPerRequest: requests ? Math.round(r.throughput.total / requests) : 0,
      });
    });
  });
}

/** The median of each figure over several runs of one load (rounds alternated with its ceiling's, see bench/run.ts). */
export function medianOf(runs: readonly LoadResult[]): LoadResult {
  const median = (pick: (r: LoadResult) => number) => {
    const sorted = runs.map(pick).sort((a, b) => a - b);
    const mid = sorted.length >> 1;
    return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
  };
  return {
    rps: Math.round(median((r) => r.rps)),
    p50: median((r) => r.p50),
    p99: median((r) => r.p99),
    requests: runs.reduce((n, r) => n + r.requests, 0),
    non2xx: runs.reduce((n, r) => n + r.non2xx, 0),
    errors: runs.reduce((n, r) => n + r.errors, 0),
    bytesPerRequest: median((r) => r.bytesPerRequest),
  };
}

/** Latencies of `total` calls of `op`, `concurrency` at a time (for command paths driven from the bench process). */
export async function timeCalls(total: number, concurrency: number, op: (i: number) => Promise<unknown>) {
  const latencies: number[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        const i = next++;
        const t = performance.now();
        await op(i);
        latencies.push(performance.now() - t);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const pct = (p: number) => round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]);
  return { rps: Math.round(total / seconds), p50: pct(50), p99: pct(99) };
}

export const round = (x: number, digits = 2) => Math.round(x * 10 ** digits) / 10 ** digits;
