// What the log generator tells the benchmark about the log it wrote (accounts, ids), and the seeded random numbers it uses.

export const BENCH_PASSWORD = 'secret123';

export interface Account {
  id: string;
  email: string;
}

export interface Manifest {
  events: number;
  password: string;
  /** Students with no application: the apply benchmark signs them in. */
  benchStudents: Account[];
  /** Events in each of the busy student's streams (10,000 in logs of 400,000 events or more). */
  busyStreamEvents: number;
  /** A student whose favourites and user streams hold `busyStreamEvents` events each. */
  busy: Account;
  /** A student with a fresh (empty) favourites stream, for comparison. */
  fresh: Account;
  /** Ids of recently posted (active) internships. */
  internshipIds: string[];
  internships: number;
  students: number;
  companies: number;
  applications: number;
}

/** mulberry32: a small seeded generator, so that the same N gives the same log shape. */
export function createRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
