// Runs the ReadStore contract against the in-memory and on-disk embedded adapters, PostgreSQL (always: a throwaway cluster), and MongoDB (when MONGO_URL is set).
import { createMemoryReadStore } from '@backend/read-store/memory-read-store';
import { createMongoReadStore } from '@backend/read-store/mongo/mongo-read-store';
import { createPostgresReadStore } from '@backend/read-store/postgres/postgres-read-store';
import { createSqliteReadStore } from '@backend/read-store/sqlite/sqlite-read-store';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requirePostgres } from '../../helpers/postgres';
import { readStoreContract } from './read-store.contract';

readStoreContract('embedded (in memory)', async () => createMemoryReadStore());
// Every index declared on a filled collection made later, in slices (as those of large read models are after a replay).
readStoreContract('embedded (in memory, indexes made in slices)', async () => createMemoryReadStore({ indexesAtOnceUpTo: 0, buildSliceMs: 0 }));
readStoreContract('embedded (SQLite)', async () => createSqliteReadStore(join(mkdtempSync(join(tmpdir(), 'ifh-read-store-')), 'read-models.sqlite')));

requirePostgres('read store contract: PostgreSQL', (cluster) =>
  readStoreContract('PostgreSQL', async () => createPostgresReadStore(await (await cluster()).createSchema('readstore'))),
);

const mongoUrl = process.env.MONGO_URL;
if (mongoUrl) readStoreContract('MongoDB', () => createMongoReadStore(mongoUrl));
else console.log('read store contract: MongoDB skipped (set MONGO_URL to run it)');
