// Translates the read store's filter language (read-store.ts: `matches`, `compareBy`) into SQL over a JSONB document
// column, with the same answers: equality that an array field satisfies by containing the value, $in, $ne, ranges,
// missing and null alike, and sorting with missing/null first, strings in code-point order whatever the database's collation.
import pg from 'pg';
import type { FieldCondition, Filter, FindOptions } from './read-store';

/** Collects the values of one statement's parameters and answers their placeholders. */
export class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

/**
 * A field's JSONB value. The field name is an SQL literal, not a parameter, so that the expression is the same text as
 * the one an index was built on (`ensureIndex`) and the planner can use the index.
 */
export const fieldValue = (field: string) => `(doc -> ${pg.escapeLiteral(field)})`;
const fieldText = (field: string) => `(doc ->> ${pg.escapeLiteral(field)})`;

type Scalar = string | number | boolean | null;
type Range = { $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number };
const RANGE_SQL = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

/**
 * `v @> x` on a field's value is true when the value equals x, or is an array holding x at its top level (JSONB
 * containment lets an array contain a scalar): exactly `matches`'s equality. A missing field gives SQL NULL, false here.
 */
const contains = (v: string, x: Scalar, p: Params) => `${v} @> ${p.add(JSON.stringify(x))}::jsonb`;

function condition(field: string, cond: FieldCondition, p: Params): string {
  if (field === 'id') return idCondition(cond, p);
  const v = fieldValue(field);
  if (cond === null) return `coalesce(${v}, 'null'::jsonb) @> 'null'::jsonb`;
  if (typeof cond !== 'object') return contains(v, cond, p);
  if ('$in' in cond) return cond.$in.length === 0 ? 'false' : `(${cond.$in.map((x) => contains(v, x, p)).join(' OR ')})`;
  if ('$ne' in cond) return `NOT (coalesce(${v}, 'null'::jsonb) @> ${p.add(JSON.stringify(cond.$ne))}::jsonb)`;
  return rangeConditions(cond as Range, (bound) =>
    typeof bound === 'number'
      ? { guard: `jsonb_typeof(${v}) = 'number'`, left: `(${v})::numeric`, right: `${p.add(bound)}::numeric` }
      : { guard: `jsonb_typeof(${v}) = 'string'`, left: `${fieldText(field)} COLLATE "C"`, right: `${p.add(bound)}::text` },
  );
}

/** Ranges compare numbers with numbers and strings with strings (code points); null, missing and other types never match. */
function rangeConditions(range: Range, operands: (bound: string | number) => { guard: string; left: string; right: string }): string {
  const parts: string[] = [];
  for (const op of Object.keys(RANGE_SQL) as (keyof Range)[]) {
    const bound = range[op];
    if (bound === undefined) continue;
    const { guard, left, right } = operands(bound);
    // CASE, not AND: SQL does not promise to test the guard before casting the value.
    parts.push(`coalesce(CASE WHEN ${guard} THEN ${left} ${RANGE_SQL[op]} ${right} END, false)`);
  }
  return parts.length ? parts.join(' AND ') : 'true';
}

/** `id` is the table's text primary key: equality and $in use it directly. */
function idCondition(cond: FieldCondition, p: Params): string {
  if (cond === null) return 'false';
  if (typeof cond !== 'object') return typeof cond === 'string' ? `id = ${p.add(cond)}` : 'false';
  if ('$in' in cond) return `id = ANY(${p.add(cond.$in.filter((x) => typeof x === 'string'))}::text[])`;
  if ('$ne' in cond) return typeof cond.$ne === 'string' ? `id <> ${p.add(cond.$ne)}` : 'true';
  return rangeConditions(cond as Range, (bound) =>
    typeof bound === 'string'
      ? { guard: 'true', left: 'id COLLATE "C"', right: `${p.add(bound)}::text` }
      : { guard: 'false', left: 'id', right: 'id' },
  );
}

export function whereClause(filter: Filter, p: Params): string {
  const parts = Object.entries(filter).map(([field, cond]) => condition(field, cond, p));
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}

/**
 * One field's sort keys: present before missing/null reversed (so missing and null come first ascending, last
 * descending, and tie with each other), then the value by type — numbers, then strings in code-point order, then
 * booleans (PostgreSQL puts NULL last ascending and first descending, which orders the types and reverses with the direction).
 */
function sortKeys(field: string, dir: 1 | -1): string[] {
  const d = dir === 1 ? 'ASC' : 'DESC';
  if (field === 'id') return [`id COLLATE "C" ${d}`];
  const v = fieldValue(field);
  return [
    `(${v} IS NOT NULL AND ${v} <> 'null'::jsonb) ${d}`,
    `(CASE WHEN jsonb_typeof(${v}) = 'number' THEN (${v})::numeric END) ${d}`,
    `(CASE WHEN jsonb_typeof(${v}) = 'string' THEN ${fieldText(field)} END) COLLATE "C" ${d}`,
    `(CASE WHEN jsonb_typeof(${v}) = 'boolean' THEN (${v})::boolean END) ${d}`,
  ];
}

export function pagingClause(options: FindOptions, p: Params): string {
  const keys = Object.entries(options.sort ?? {}).flatMap(([field, dir]) => sortKeys(field, dir));
  let sql = keys.length ? ` ORDER BY ${keys.join(', ')}` : '';
  if (options.limit !== undefined) sql += ` LIMIT ${p.add(options.limit)}`;
  if (options.skip) sql += ` OFFSET ${p.add(options.skip)}`;
  return sql;
}
