// FileStore in PostgreSQL (DATABASE_URL): a `resume_files` table, one row per file (bytea), shared by every instance. The
// chunks are gathered as they come (the caller bounds their size: 2 MB) and inserted in one statement, so a row is whole
// or absent; a write that fails inserts nothing.
import { checkedId, type FileStore } from './file-store';
import { migrate, openPool } from '@backend/postgres/connection';

export async function createPostgresFileStore(url: string, table = 'resume_files'): Promise<FileStore> {
  const pool = openPool(url, { max: 4 });
  await migrate(pool, table, [
    `CREATE TABLE IF NOT EXISTS ${table} (
      owner text NOT NULL,
      file_id text NOT NULL,
      bytes bytea NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (owner, file_id)
    )`,
  ]);
  return {
    name: 'PostgreSQL',
    async write(owner, fileId, chunks) {
      checkedId(owner);
      checkedId(fileId);
      const parts: Buffer[] = [];
      for await (const chunk of chunks) parts.push(Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength));
      await pool.query(
        `INSERT INTO ${table} (owner, file_id, bytes) VALUES ($1, $2, $3) ON CONFLICT (owner, file_id) DO UPDATE SET bytes = EXCLUDED.bytes, created_at = now()`,
        [owner, fileId, Buffer.concat(parts)],
      );
    },
    async read(owner, fileId) {
      const { rows } = await pool.query<{ bytes: Buffer }>(`SELECT bytes FROM ${table} WHERE owner = $1 AND file_id = $2`, [owner, fileId]);
      return rows.length ? Buffer.from(rows[0].bytes) : null;
    },
    async list(owner) {
      const { rows } = await pool.query<{ file_id: string }>(`SELECT file_id FROM ${table} WHERE owner = $1 ORDER BY file_id COLLATE "C"`, [owner]);
      return rows.map((r) => r.file_id);
    },
    async remove(owner, fileIds) {
      if (fileIds.length) await pool.query(`DELETE FROM ${table} WHERE owner = $1 AND file_id = ANY($2::text[])`, [owner, [...fileIds]]);
    },
    async close() {
      await pool.end();
    },
  };
}
