// Runs the FileStore contract (with the résumé sealing) against the disk adapter and PostgreSQL (always: a throwaway cluster).
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createPostgresKeyStore } from '@backend/events/postgres/postgres-key-store';
import { createSqliteKeyStore } from '@backend/events/sqlite/sqlite-key-store';
import { createDiskFileStore } from '@backend/files/disk-file-store';
import { createPostgresFileStore } from '@backend/files/postgres-file-store';
import { requirePostgres } from '../../helpers/postgres';
import { fileStoreContract } from './file-store.contract';
import * as assert from 'uvu/assert';

/** Every byte under a folder (files at any depth), checking on the way that each file is 0600 and each folder 0700. */
function bytesUnder(dir: string): Buffer {
  let stat;
  try {
    stat = statSync(dir);
  } catch {
    return Buffer.alloc(0);
  }
  if (stat.isFile()) {
    assert.is(stat.mode & 0o777, 0o600, `${dir} is private`);
    return readFileSync(dir);
  }
  assert.is(stat.mode & 0o777, 0o700, `${dir} is private`);
  return Buffer.concat(readdirSync(dir).map((name) => bytesUnder(join(dir, name))));
}

fileStoreContract('disk', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-files-'));
  const root = join(dir, 'resumes');
  const files = createDiskFileStore(root);
  const keys = createSqliteKeyStore(join(dir, 'keys.sqlite'));
  return { files, keys, rawBytesOf: async (owner) => bytesUnder(join(root, owner)), close: async () => (await files.close(), await keys.close()) };
});

requirePostgres('file store contract: PostgreSQL', (cluster) =>
  fileStoreContract('PostgreSQL', async () => {
    const url = await (await cluster()).createSchema('files');
    const files = await createPostgresFileStore(url);
    const keys = await createPostgresKeyStore(url);
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      files,
      keys,
      rawBytesOf: async (owner) => {
        const { rows } = await client.query<{ bytes: Buffer }>('SELECT bytes FROM resume_files WHERE owner = $1', [owner]);
        return Buffer.concat(rows.map((r) => r.bytes));
      },
      close: async () => (await client.end(), await files.close(), await keys.close()),
    };
  }),
);
