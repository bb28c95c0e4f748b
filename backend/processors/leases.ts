// The lease port: when several app instances share one store, which instance runs a given projection or reactor.
// The default (one instance) holds every lease at once; PostgreSQL's adapter is backend/processors/postgres-leases.ts.

export interface Lease {
  /** Resolves when the lease is lost (its holder's connection to the store broke): the holder must stop at once. */
  readonly lost: Promise<void>;
  /**
   * Called inside each read-store transaction of the holder, before its writes: fails the transaction when the lease
   * is no longer held, and keeps a successor from starting until the transaction has ended, so that a lost holder's
   * last batch can never land after its successor's first.
   */
  fence(): Promise<void>;
  release(): Promise<void>;
}

export interface Leases {
  readonly name: string;
  /** Takes the named lease for this instance, or answers null when another instance holds it. */
  tryAcquire(name: string): Promise<Lease | null>;
  close(): Promise<void>;
}

export class LeaseLostError extends Error {
  constructor(readonly lease: string) {
    super(`lease ${lease} is held by another instance now`);
    this.name = 'LeaseLostError';
  }
}

const never = new Promise<void>(() => undefined);

/** One instance: every lease is granted, never lost, and fences nothing (how the embedded and MongoDB setups run). */
export const soleInstance: Leases = {
  name: 'one instance',
  async tryAcquire() {
    return { lost: never, fence: async () => undefined, release: async () => undefined };
  },
  async close() {},
};

/** Waits until this instance holds `name` (trying every `retryMs`), runs `work`, and releases the lease. */
export async function whileHolding<T>(leases: Leases, name: string, work: () => Promise<T>, retryMs = 200): Promise<T> {
  let lease = await leases.tryAcquire(name);
  while (!lease) {
    await new Promise((r) => setTimeout(r, retryMs));
    lease = await leases.tryAcquire(name);
  }
  try {
    return await work();
  } finally {
    await lease.release();
  }
}
