// Translates the read store's filter language (read-store.ts: `matches`, `compareBy`) into SQL over a JSONB document
// column, with the same answers: equality that an array field satisfies by containing the value, $in, $ne, ranges,
// missing and null alike, and sorting with missing/null first, strings in code-point order whatever the database's collation.
import pg from 'pg';
import type { FieldCondition, Filter, FindOptions, SortKey } from '../read-store';

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

/** `$contains`: the text (or any text of an array) holds the needle, ignoring case (the needle comes lower-cased). */
function containsText(v: string, needle: string, p: Params): string {
  const n = p.add(needle.toLowerCase());
  return `(CASE jsonb_typeof(${v}) WHEN 'string' THEN strpos(lower(${v} #>> '{}'), ${n}::text) > 0
    WHEN 'array' THEN EXISTS (SELECT 1 FROM jsonb_array_elements(${v}) AS e WHERE jsonb_typeof(e) = 'string' AND strpos(lower(e #>> '{}'), ${n}::text) > 0)
    ELSE false END)`;
}

function condition(field: string, cond: FieldCondition, p: Params): string {
  if (field === 'id') return idCondition(cond, p);
  const v = fieldValue(field);
  if (cond === null) return `coalesce(${v}, 'null'::jsonb) @> 'null'::jsonb`;
  if (typeof cond !== 'object') return contains(v, cond, p);
  if ('$contains' in cond) return containsText(v, cond.$contains, p);
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
  if ('$contains' in cond) return `strpos(lower(id), ${p.add(cond.$contains.toLowerCase())}::text) > 0`;
  if ('$in' in cond) return `id = ANY(${p.add(cond.$in.filter((x) => typeof x === 'string'))}::text[])`;
  if ('$ne' in cond) return typeof cond.$ne === 'string' ? `id <> ${p.add(cond.$ne)}` : 'true';
  return rangeConditions(cond as Range, (bound) =>
    typeof bound === 'string'
      ? { guard: 'true', left: 'id COLLATE "C"', right: `${p.add(bound)}::text` }
      : { guard: 'false', left: 'id', right: 'id' },
  );
}

/** The conditions of a filter ANDed ('true' when none); `$or` holds filters of which at least one must match. */
function conditions(filter: Filter, p: Params): string[] {
  return Object.entries(filter).flatMap(([field, cond]) => {
    if (cond === undefined) return [];
    if (field === '$or') {
      const branches = (cond as readonly Filter[]).map((branch) => conditions(branch, p)).map((c) => (c.length ? `(${c.join(' AND ')})` : 'true'));
      return [branches.length ? `(${branches.join(' OR ')})` : 'false'];
    }
    return [condition(field, cond as FieldCondition, p)];
  });
}

export function whereClause(filter: Filter, p: Params, options: FindOptions = {}): string {
  const parts = [...conditions(filter, p), ...(options.after && options.sort ? [afterCondition(options.sort, options.after, p)] : [])];
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}

/** A field's value as a comparable SQL expression for a sort key of `value`'s type (numbers, strings in code-point order). */
function comparable(field: string, value: Exclude<SortKey, null>, p: Params): { left: string; right: string } {
  if (field === 'id') return { left: 'id COLLATE "C"', right: `${p.add(String(value))}::text COLLATE "C"` };
  const v = fieldValue(field);
  if (typeof value === 'number') return { left: `(CASE WHEN jsonb_typeof(${v}) = 'number' THEN (${v})::numeric END)`, right: `${p.add(value)}::numeric` };
  if (typeof value === 'boolean') return { left: `(CASE WHEN jsonb_typeof(${v}) = 'boolean' THEN (${v})::boolean END)`, right: `${p.add(value)}::boolean` };
  return { left: `(CASE WHEN jsonb_typeof(${v}) = 'string' THEN ${fieldText(field)} END) COLLATE "C"`, right: `${p.add(value)}::text COLLATE "C"` };
}

const isMissing = (field: string) => (field === 'id' ? 'false' : `coalesce(${fieldValue(field)}, 'null'::jsonb) = 'null'::jsonb`);

/**
 * Keyset paging (`after`): documents strictly after the one with these sort values, in `compareBy`'s order (missing and
 * null first ascending, last descending): the first sort field differs in the right direction, or it ties and the next does.
 */
function afterCondition(sort: Record<string, 1 | -1>, after: Record<string, SortKey>, p: Params): string {
  const fields = Object.entries(sort);
  const ors: string[] = [];
  for (let i = 0; i < fields.length; i++) {
    const ties = fields.slice(0, i).map(([field]) => equalTo(field, after[field] ?? null, p));
    const [field, dir] = fields[i];
    ors.push([...ties, beyond(field, dir, after[field] ?? null, p)].join(' AND '));
  }
  return ors.length ? `(${ors.map((o) => `(${o})`).join(' OR ')})` : 'true';
}

function equalTo(field: string, value: SortKey, p: Params): string {
  if (value === null) return isMissing(field);
  const { left, right } = comparable(field, value, p);
  return `coalesce(${left} = ${right}, false)`;
}

function beyond(field: string, dir: 1 | -1, value: SortKey, p: Params): string {
  if (value === null) return dir === 1 ? `NOT ${isMissing(field)}` : 'false';
  const { left, right } = comparable(field, value, p);
  return dir === 1 ? `coalesce(${left} > ${right}, false)` : `(coalesce(${left} < ${right}, false) OR ${isMissing(field)})`;
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
  // (`after` is a condition: whereClause adds it.)
  const keys = Object.entries(options.sort ?? {}).flatMap(([field, dir]) => sortKeys(field, dir));
  let sql = keys.length ? ` ORDER BY ${keys.join(', ')}` : '';
  if (options.limit !== undefined) sql += ` LIMIT ${p.add(options.limit)}`;
  if (options.skip) sql += ` OFFSET ${p.add(options.skip)}`;
  return sql;
}
