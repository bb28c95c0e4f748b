// Translates the read store's filter language (read-store.ts: `matches`) into SQL over a JSONB document column, with the
// same answers: equality that an array field satisfies by containing the value, $in, $ne, ranges, missing and null alike,
// strings in code-point order whatever the database's collation. Each condition is written on the expressions that the
// collection's indexes are built on (postgres-keys.ts), so that the planner can use them: `@>` for the GIN index of an
// equality field, the typed sort keys for ranges, and a LIKE on a text field's column of words (its lower-cased text,
// where the table has it) for its trigram index. Conditions may be NULL where `matches` says false: they are only ANDed
// and ORed, never negated.
import type { FieldCondition, Filter, FindOptions } from '../read-store';
import { NO_NUMBER, Params, fieldValue, lowerText, numberKey, textKey } from './postgres-keys';
import { afterCondition, pagingClause, sortedPage, sortedPageOf } from './postgres-order';
import { arrayColumnOf, textColumnOf } from './postgres-columns';

type Scalar = string | number | boolean | null;
/** Whether the table has a text field's column of words (postgres-columns.ts); else its text is lower-cased row by row. */
export type TextColumns = (field: string) => boolean;
const NO_TEXT_COLUMNS: TextColumns = () => false;
export type Range = { $gt?: string | number; $gte?: string | number; $lt?: string | number; $lte?: string | number };
const RANGE_SQL = { $gt: '>', $gte: '>=', $lt: '<', $lte: '<=' } as const;

/**
 * `v @> x` on a field's value is true when the value equals x, or is an array holding x at its top level (JSONB
 * containment lets an array contain a scalar): exactly `matches`'s equality. A missing field gives SQL NULL, false here.
 */
const contains = (v: string, x: Scalar, p: Params) => `${v} @> ${p.add(JSON.stringify(x))}::jsonb`;

/**
 * `$contains`: the text (or any text of an array) holds the needle, ignoring case. A LIKE on the lower-cased text, which
 * the field's trigram index answers: on a string, that is the whole test; on an array (whose JSON text holds its strings
 * as they are) every match passes it, and each string is tested after. A needle with a character that JSON escapes is
 * looked for in each value as it is.
 */
function containsText(field: string, needle: string, p: Params, words: TextColumns): string {
  const v = fieldValue(field);
  const n = p.add(needle.toLowerCase());
  const inArray = `EXISTS (SELECT 1 FROM jsonb_array_elements(${v}) AS e WHERE jsonb_typeof(e) = 'string' AND strpos(lower(e #>> '{}'), ${n}::text) > 0)`;
  if (/["\\]/.test(needle) || [...needle].some((c) => c < ' '))
    return `(CASE jsonb_typeof(${v}) WHEN 'string' THEN strpos(lower(${v} #>> '{}'), ${n}::text) > 0 WHEN 'array' THEN ${inArray} ELSE false END)`;
  const pattern = `%${needle.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  // On the columns of words: NULL unless a string or an array, so only an array's strings are looked at again.
  if (words(field)) return `(${textColumnOf(field)} LIKE ${p.add(pattern)} AND CASE WHEN ${arrayColumnOf(field)} THEN ${inArray} ELSE true END)`;
  return `(${lowerText(field)} LIKE ${p.add(pattern)} AND CASE jsonb_typeof(${v}) WHEN 'string' THEN true WHEN 'array' THEN ${inArray} ELSE false END)`;
}

function condition(field: string, cond: FieldCondition, p: Params, words: TextColumns): string {
  if (field === 'id') return idCondition(cond, p);
  const v = fieldValue(field);
  if (cond === null) return `coalesce(${v}, 'null'::jsonb) @> 'null'::jsonb`;
  if (typeof cond !== 'object') return contains(v, cond, p);
  if ('$contains' in cond) return containsText(field, cond.$contains, p, words);
  // One `@> ANY`: the value is read once per row, and a bitmap scan of the field's GIN index looks up each value.
  if ('$in' in cond) return cond.$in.length === 0 ? 'false' : `${v} @> ANY(${p.add(cond.$in.map((x) => JSON.stringify(x)))}::jsonb[])`;
  if ('$ne' in cond) return `NOT (coalesce(${v}, 'null'::jsonb) @> ${p.add(JSON.stringify(cond.$ne))}::jsonb)`;
  return rangeConditions(cond as Range, (op, bound) => {
    if (typeof bound === 'string') return `${NO_NUMBER_OF(field)} AND ${textKey(field)} ${op} ${p.add(bound)}::text`;
    // Non-numbers have the number key -Infinity, below every bound: an upper bound needs a lower one to leave them out.
    const key = numberKey(field);
    return `${key} ${op} ${p.add(bound)}::numeric${op === '<' || op === '<=' ? ` AND ${key} > ${NO_NUMBER}` : ''}`;
  });
}

/** Strings have no number key: said outright, it lets a sorted index of the field (number key first) serve a string range. */
const NO_NUMBER_OF = (field: string) => `${numberKey(field)} = ${NO_NUMBER}`;

/** Ranges compare numbers with numbers and strings with strings (code points); null, missing and other types never match. */
export function rangeConditions(range: Range, operand: (op: string, bound: string | number) => string): string {
  const parts: string[] = [];
  for (const op of Object.keys(RANGE_SQL) as (keyof Range)[]) {
    const bound = range[op];
    if (bound !== undefined) parts.push(operand(RANGE_SQL[op], bound));
  }
  return parts.length ? parts.join(' AND ') : 'true';
}

/** `id` is the table's text primary key: equality and $in use it directly. */
export function idCondition(cond: FieldCondition, p: Params): string {
  if (cond === null) return 'false';
  if (typeof cond !== 'object') return typeof cond === 'string' ? `id = ${p.add(cond)}` : 'false';
  if ('$contains' in cond) return `strpos(lower(id), ${p.add(cond.$contains.toLowerCase())}::text) > 0`;
  if ('$in' in cond) return `id = ANY(${p.add(cond.$in.filter((x) => typeof x === 'string'))}::text[])`;
  if ('$ne' in cond) return typeof cond.$ne === 'string' ? `id <> ${p.add(cond.$ne)}` : 'true';
  return rangeConditions(cond as Range, (op, bound) => (typeof bound === 'string' ? `id COLLATE "C" ${op} ${p.add(bound)}::text` : 'false'));
}

/** The conditions of a filter ANDed ('true' when none); `$or` holds filters of which at least one must match. */
function conditions(filter: Filter, p: Params, words: TextColumns): string[] {
  return Object.entries(filter).flatMap(([field, cond]) => {
    if (cond === undefined) return [];
    if (field === '$or') {
      const branches = (cond as readonly Filter[]).map((branch) => conditions(branch, p, words)).map((c) => (c.length ? `(${c.join(' AND ')})` : 'true'));
      return [branches.length ? `(${branches.join(' OR ')})` : 'false'];
    }
    return [condition(field, cond as FieldCondition, p, words)];
  });
}

export function whereClause(filter: Filter, p: Params, options: FindOptions = {}, words: TextColumns = NO_TEXT_COLUMNS): string {
  const parts = [...conditions(filter, p, words), ...(options.after && options.sort ? [afterCondition(options.sort, options.after, p)] : [])];
  return parts.length ? `WHERE ${parts.join(' AND ')}` : '';
}

/** Whether the filter has a condition on words (`$contains`), in `$or`'s branches too. */
export const hasWords = (filter: Filter): boolean =>
  Object.entries(filter).some(([field, c]) =>
    field === '$or' ? (c as readonly Filter[]).some(hasWords) : c !== null && typeof c === 'object' && '$contains' in c,
  );

/**
 * The statement of a find on table `t` (quoted): the ids and JSON text of the documents the filter matches, in the order,
 * from the cursor on (the text, so that a document read before is not parsed again: ParsedByText); a sorted page's text
 * made after its sort and limit (sortedPage).
 */
export function findStatement(t: string, filter: Filter, options: FindOptions = {}, words: TextColumns = NO_TEXT_COLUMNS): { text: string; values: unknown[] } {
  const p = new Params();
  const where = whereClause(filter, p, options, words);
  const page = sortedPageOf(options);
  if (page) return { text: sortedPage(t, where, 'id, doc', 'id, doc::text AS doc', page, p), values: p.values };
  return { text: `SELECT id, doc::text AS doc FROM ${t} ${where}${pagingClause(options, p)}`, values: p.values };
}
