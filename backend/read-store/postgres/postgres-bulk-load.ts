// A new table filled at once: documents streamed to PostgreSQL by COPY FROM STDIN (text format), in chunks that respect
// the connection's backpressure, so that a build made in memory (projection-runtime.ts) is loaded by one statement.
import { once } from 'node:events';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { Doc } from '../read-store';

/** About this many characters per write to the COPY stream. */
const CHUNK_CHARS = 256 * 1024;

/** A value in COPY's text format: backslash, tab, newline and carriage return escaped (JSON text has only backslashes). */
export const copyText = (value: string) => (/[\\\t\n\r]/.test(value) ? value.replace(/[\\\t\n\r]/g, (c) => (c === '\\' ? '\\\\' : c === '\t' ? '\\t' : c === '\n' ? '\\n' : '\\r')) : value);

/**
 * The lines `id<TAB>doc` of the documents, `fields` added to each (after its own fields, as a spread would), in chunks.
 * `json` is how a document becomes jsonb text (toJsonb).
 */
export function* copyChunks(docs: Iterable<Doc>, fields: Record<string, unknown>, json: (doc: unknown) => string): Generator<string> {
  const extra = JSON.stringify(fields).slice(1, -1);
  let chunk = '';
  for (const doc of docs) {
    const text = json(doc);
    const whole = extra ? (text.length > 2 ? `${text.slice(0, -1)},${extra}}` : `{${extra}}`) : text;
    chunk += `${copyText(doc.id)}\t${copyText(whole)}\n`;
    if (chunk.length >= CHUNK_CHARS) {
      yield chunk;
      chunk = '';
    }
  }
  if (chunk) yield chunk;
}

/**
 * Streams `chunks` into `table` (already escaped) by COPY on `client`, FREEZE unless told not to: the table must then be
 * made or emptied in the same transaction. Resolves when PostgreSQL has taken every row.
 */
export async function copyInto(client: pg.PoolClient, table: string, chunks: Iterable<string>, { freeze = true } = {}): Promise<void> {
  const stream = client.query(copyFrom(`COPY ${table} (id, doc) FROM STDIN${freeze ? ' WITH (FREEZE)' : ''}`));
  const finished = new Promise<void>((resolve, reject) => {
    stream.on('finish', resolve);
    stream.on('error', reject);
  });
  try {
    for (const chunk of chunks) if (!stream.write(chunk)) await Promise.race([once(stream, 'drain'), finished]);
  } catch (error) {
    stream.destroy(error as Error);
    throw error;
  }
  stream.end();
  await finished;
}
