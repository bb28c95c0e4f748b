// Where rate-limit counters live: in this process by default, in MongoDB (MONGO_URL) so that several app instances share them.
import { MongoClient } from 'mongodb';
import { RateLimiterMemory, RateLimiterMongo, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface LimiterOptions {
  keyPrefix: string;
  points: number;
  /** Seconds. */
  duration: number;
}

export interface Limiters {
  readonly name: string;
  make(options: LimiterOptions): RateLimiterAbstract;
  close(): Promise<void>;
}

export function memoryLimiters(): Limiters {
  return { name: 'in memory', make: (o) => new RateLimiterMemory(o), close: async () => undefined };
}

export async function mongoLimiters(url: string): Promise<Limiters> {
  const client = new MongoClient(url);
  await client.connect();
  return {
    name: 'MongoDB',
    make: (o) => new RateLimiterMongo({ ...o, storeClient: client, dbName: client.db().databaseName, tableName: 'rateLimits' }),
    close: () => client.close(),
  };
}
