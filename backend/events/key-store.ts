// The KeyStore port (crypto-shredding): a random 256-bit data key per person, kept beside the event store and never in it.
// Destroying a person's key makes every personal field encrypted with it unreadable, in the log and in every backup of it.
// It also keeps the server's secret (HMAC of e-mail claim streams, signed consent links), shared by every instance.

export type KeyLookup = { state: 'live'; key: Buffer } | { state: 'destroyed' } | { state: 'none' };

export interface KeyStore {
  readonly name: string;
  /** The subject's key, or whether it was destroyed, or that it never had one. */
  get(subject: string): Promise<KeyLookup>;
  /** The subject's key, made now if it has none (concurrent callers get the same key); 'destroyed' after an erasure. */
  getOrCreate(subject: string): Promise<KeyLookup & { state: 'live' | 'destroyed' }>;
  /** Destroys the subject's key (a tombstone stays, so no new key is ever made for it); true when a key was destroyed now. */
  destroy(subject: string): Promise<boolean>;
  /** A 32-byte secret of this installation, made once. */
  serverSecret(): Promise<Buffer>;
  close(): Promise<void>;
}

export const DATA_KEY_BYTES = 32;

/**
 * A cache in front of a key store, shared by the event store decorator and the erasure: a destroyed key is forgotten here at
 * once; live keys are re-read after `ttlMs`, so that an erasure by another instance (shared MongoDB key store) is seen soon.
 */
export function withKeyCache(store: KeyStore, options: { ttlMs?: number; now?: () => number } = {}): KeyStore {
  const ttlMs = options.ttlMs ?? 30_000;
  const now = options.now ?? Date.now;
  const cache = new Map<string, { lookup: KeyLookup; at: number }>();
  const fresh = (subject: string) => {
    const hit = cache.get(subject);
    if (!hit) return null;
    if (hit.lookup.state === 'destroyed' || now() - hit.at < ttlMs) return hit.lookup;
    cache.delete(subject);
    return null;
  };
  const remember = <L extends KeyLookup>(subject: string, lookup: L): L => {
    if (lookup.state !== 'none') {
      if (cache.size > 50_000) cache.delete(cache.keys().next().value!);
      cache.set(subject, { lookup, at: now() });
    }
    return lookup;
  };
  let secret: Promise<Buffer> | null = null;
  return {
    name: store.name,
    async get(subject) {
      return fresh(subject) ?? remember(subject, await store.get(subject));
    },
    async getOrCreate(subject) {
      const hit = fresh(subject);
      if (hit && hit.state !== 'none') return hit;
      return remember(subject, await store.getOrCreate(subject));
    },
    async destroy(subject) {
      cache.set(subject, { lookup: { state: 'destroyed' }, at: now() });
      return store.destroy(subject);
    },
    serverSecret() {
      secret ??= store.serverSecret().catch((error) => {
        secret = null;
        throw error;
      });
      return secret;
    },
    close: () => store.close(),
  };
}
