// The PostgreSQL index of each kind of declared index (IndexSpec), built on the very expressions the filters and orders
// use (postgres-keys.ts): a GIN index of a field's JSONB value for equality and $in (scalars and arrays alike, `@>`), a
// trigram GIN index of a text field's column of words (its lower-cased text) for $contains (LIKE '%…%'), and a B-tree
// over an order's typed sort keys, so that a sorted find with a limit is an index range scan that stops at it.
import pg from 'pg';
import type { IndexSpec } from '../read-store';
import { textColumnOf } from './postgres-columns';
import { fieldValue, sortColumns } from './postgres-keys';

/** One index to make: its name's suffix (within the table's) and how it is made, given the opclass of trigrams. */
export interface IndexPlan {
  suffix: string;
  /** The index's method and columns, after ON <table>; null: nothing to make (the primary key serves). */
  definition: (trigramOps: string | null) => string | null;
}

/** (A compound index is on the fields' columns: made with them, postgres-columns.ts's coveringIndex.) */
export function indexPlan(spec: Exclude<IndexSpec, { compound: readonly string[] }>): IndexPlan {
  if (typeof spec === 'string')
    return { suffix: spec, definition: () => (spec === 'id' ? null : `USING gin (${fieldValue(spec)})`) };
  if ('text' in spec)
    // On the field's column of words (made first: postgres-columns.ts). Without pg_trgm (not installed, or not allowed to
    // this user) a $contains reads every row, as before.
    return { suffix: `${spec.text}__words`, definition: (ops) => (ops ? `USING gin (${textColumnOf(spec.text)} ${ops})` : null) };
  const columns = sortColumns(spec.sorted);
  return {
    suffix: `sorted__${Object.entries(spec.sorted).map(([f, d]) => `${f}_${d === 1 ? 'asc' : 'desc'}`).join('__')}`,
    definition: () => `USING btree (${columns.map((c) => `(${c.expression}) ${c.order}`).join(', ')})`,
  };
}

/** The suffix of a text field's trigram index on its lower-cased text before it had a column of words: dropped. */
export const formerTextIndex = (field: string) => `${field}__trgm`;

/**
 * Makes pg_trgm available (it is a trusted extension: the database's owner may create it) and answers its GIN opclass,
 * qualified by the schema it lives in (tests give each suite a schema of its own); null when it cannot be had.
 */
export async function trigramOps(query: (sql: string) => Promise<pg.QueryResult>): Promise<string | null> {
  const find = async () => (await query(`SELECT extnamespace::regnamespace::text AS schema FROM pg_extension WHERE extname = 'pg_trgm'`)).rows[0]?.schema as string | undefined;
  let schema = await find();
  if (!schema) {
    await query('SAVEPOINT trgm');
    try {
      await query('CREATE EXTENSION IF NOT EXISTS pg_trgm');
      await query('RELEASE SAVEPOINT trgm');
    } catch {
      await query('ROLLBACK TO SAVEPOINT trgm');
      return null;
    }
    schema = await find();
  }
  return schema ? `${schema}.gin_trgm_ops` : null;
}
