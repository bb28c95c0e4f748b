// Rate-limit and sign-in throttle counters in MongoDB, shared by every instance (loaded only when MONGO_URL is set).
import { MongoClient } from 'mongodb';
import { RateLimiterMongo } from 'rate-limiter-flexible';
import type { Limiters } from './limiter-store';

export async function mongoLimiters(url: string): Promise<Limiters> {
  const client = new MongoClient(url);
  await client.connect();
  return {
    name: 'MongoDB',
    make: (o) => new RateLimiterMongo({ ...o, storeClient: client, dbName: client.db().databaseName, tableName: 'rateLimits' }),
    close: () => client.close(),
  };
}
