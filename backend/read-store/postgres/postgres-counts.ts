// Counts that do not read every matching row on each request: a collection's version, which a statement trigger moves on
// every write (by any instance, committed with it), and per filter the count at a version, remembered in this process.
// A count whose version has not moved is answered from memory, in the same statement that reads the version; one that
// has is counted on the declared fields' columns where it can be, from an index alone (postgres-columns.ts).
import type { Filter } from '../read-store';
import { CHANGES_CHANNEL } from './postgres-change-feed';
import { columnFilter, type ColumnFilter } from './postgres-column-filter';
import { whereClause, type TextColumns } from './postgres-filter';
import { Params } from './postgres-keys';

/**
 * The versions table, a sequence (never handing out a number twice, even to writes rolled back) and the trigger's
 * function, which also notifies the table's name; `SET search_path FROM CURRENT`: the table of the schema it was made in,
 * whoever writes.
 */
export const VERSIONING_DDL = `
  CREATE TABLE IF NOT EXISTS read_store_versions (name text PRIMARY KEY, version bigint NOT NULL);
  CREATE SEQUENCE IF NOT EXISTS read_store_version_seq;
  CREATE OR REPLACE FUNCTION read_store_bump_version() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
  BEGIN
    INSERT INTO read_store_versions (name, version) VALUES (TG_TABLE_NAME, nextval('read_store_version_seq'))
      ON CONFLICT (name) DO UPDATE SET version = excluded.version;
    -- Heard by every instance once the write commits (postgres-change-feed.ts); one per table and transaction.
    PERFORM pg_notify('${CHANGES_CHANNEL}', TG_TABLE_NAME);
    RETURN NULL;
  END $$;`;

/** The trigger that moves a collection table's version on every statement that writes it. */
export const versionTriggerDdl = (table: string) =>
  `CREATE OR REPLACE TRIGGER read_store_version AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON ${table} FOR EACH STATEMENT EXECUTE FUNCTION read_store_bump_version();`;

export interface KnownCount {
  /** The collection's version when counted (bigint, as text). */
  version: string;
  n: number;
}

/** Counts by collection and filter, the least recently used forgotten beyond a bound. */
export class CountCache {
  private readonly entries = new Map<string, KnownCount>();
  constructor(private readonly max = 1000) {}
  key = (table: string, filter: Filter) => `${table}\u0000${JSON.stringify(filter)}`;
  get(key: string): KnownCount | undefined {
    const known = this.entries.get(key);
    if (known) {
      this.entries.delete(key);
      this.entries.set(key, known);
    }
    return known;
  }
  set(key: string, known: KnownCount) {
    this.entries.delete(key);
    this.entries.set(key, known);
    if (this.entries.size > this.max) this.entries.delete(this.entries.keys().next().value as string);
  }
}

/**
 * The version and, unless it is still `known`'s, the count: both read in one snapshot. The count's subquery runs only
 * when CASE takes its branch (an uncorrelated subquery is evaluated when first needed). A table without a version (made
 * by older code and not written since) is counted every time.
 */
export function countStatement(t: string, table: string, where: string, known: KnownCount | undefined, p: Params, columns: ColumnFilter | null = null): string {
  const version = `(SELECT version FROM read_store_versions WHERE name = ${p.add(table)})`;
  const count = countExpression(t, where, columns);
  if (!known) return `SELECT ${version}::text AS version, ${count} AS n`;
  return `SELECT v.version::text AS version, CASE WHEN v.version = ${p.add(known.version)}::bigint THEN NULL ELSE ${count} END AS n FROM (SELECT ${version} AS version) AS v`;
}

/**
 * What a count of the filter needs: its parameters, the filter on the columns when it can be written on them (every field
 * it names has them: `hasColumns`), and on the documents unless the columns answer whatever the documents hold (every
 * parameter of a statement must be used).
 */
export function countFilter(filter: Filter, hasColumns: (field: string) => boolean, words?: TextColumns) {
  const p = new Params();
  const columns = columnFilter(filter, hasColumns, p);
  const where = columns && !columns.irregular.length ? '' : whereClause(filter, p, {}, words);
  return { p, where, columns };
}

/**
 * The count of a filter: on the declared fields' columns when it can be written on them (`columns`), which a covering
 * B-tree answers without reading the rows, unless a filtered field holds an irregular value somewhere (each one's partial
 * index says so at once); else on the documents. In one snapshot either way.
 */
export function countExpression(t: string, where: string, columns: ColumnFilter | null): string {
  const onDocuments = `(SELECT count(*)::int FROM ${t} ${where})`;
  if (!columns) return onDocuments;
  const onColumns = `(SELECT count(*)::int FROM ${t} ${columns.where})`;
  if (!columns.irregular.length) return onColumns;
  const irregular = columns.irregular.map((c) => `EXISTS (SELECT 1 FROM ${t} WHERE ${c})`).join(' OR ');
  return `(CASE WHEN ${irregular} THEN ${onDocuments} ELSE ${onColumns} END)`;
}
