// A uvu suite over the PostgreSQL read store: each test gets a fresh schema of the shared cluster, and `open` makes a store
// on it that is closed after the test.
import { suite } from 'uvu';
import { createPostgresReadStore, type PostgresReadStore } from '@backend/read-store/postgres/postgres-read-store';
import type { PostgresCluster } from './postgres';

export interface ReadStoreSuiteContext {
  url: string;
  stores: PostgresReadStore[];
}

export function postgresReadStoreSuite(name: string, schema: string, cluster: () => Promise<PostgresCluster>) {
  const test = suite<ReadStoreSuiteContext>(name);
  test.before.each(async (ctx) => {
    ctx.url = await (await cluster()).createSchema(schema);
    ctx.stores = [];
  });
  test.after.each(async (ctx) => {
    for (const s of ctx.stores) await s.close();
  });
  const open = async (ctx: ReadStoreSuiteContext) => {
    const store = await createPostgresReadStore(ctx.url);
    ctx.stores.push(store);
    return store;
  };
  return { test, open };
}
