// Columns of a collection's declared fields, so that a count is answered from an index alone: per field (each equality
// field and each sorted field but id) its scalar value, a STORED generated column of the document; per declared order a
// B-tree over its fields' columns and id that INCLUDEs every other declared field's, which a count of a filter on those
// fields reads as an Index Only Scan instead of visiting each matching row (DESIGN.md §4.6).
import { createHash } from 'node:crypto';
import pg from 'pg';
import type { IndexSpec } from '../read-store';
import { fieldValue } from './postgres-keys';

/**
 * Strings longer than this (in bytes) are not in a field's column, so that the declared fields' columns fit in one B-tree
 * entry (2,704 bytes at most); a collection holding one counts that field's filters from the documents.
 */
export const SHORT_STRING = 64;

/** A B-tree has at most 32 columns: the count index of an order includes the first declared fields' up to that. */
const MAX_INDEX_COLUMNS = 32;

/** The unquoted name of one of a field's columns (`#v` its value, `#t`/`#a` its words), as the catalog lists it. */
const nameOf = (field: string, suffix: 'v' | 't' | 'a') => `${Buffer.byteLength(field) <= 61 ? field : createHash('sha256').update(field).digest('hex').slice(0, 24)}#${suffix}`;
/** The unquoted name of a field's column, as the catalog lists it. */
export const columnName = (field: string) => nameOf(field, 'v');
/**
 * A field's column, quoted: its value when a number, a boolean, JSON null or a short string (jsonb, which compares numbers
 * as numbers), else NULL (missing, or an irregular value).
 */
export const columnOf = (field: string) => pg.escapeIdentifier(columnName(field));

/** The fields given columns: the equality fields and the fields of the orders declared, but id (the primary key). */
export function declaredFields(specs: readonly IndexSpec[]): string[] {
  const fields = specs.flatMap((spec) => (typeof spec === 'string' ? [spec] : 'sorted' in spec ? Object.keys(spec.sorted) : 'compound' in spec ? spec.compound : []));
  return [...new Set(fields)].filter((f) => f !== 'id');
}

const text = (field: string) => `doc ->> ${pg.escapeLiteral(field)}`;

/**
 * A text field's columns of words: its lower-cased text when it is a string or an array (of an array, its JSON text),
 * else NULL, which its trigram index holds and `$contains` checks; and whether it is an array (whose strings are then
 * checked one by one). So a search reads neither the document nor lower-cases its fields: on the bench's postings,
 * `lower(doc ->> 'description') LIKE` took 8.9 µs a row, a LIKE on the column 2.0 µs, and each `jsonb_typeof(doc -> …)`
 * 1.3–3 µs.
 */
export const textColumnName = (field: string) => nameOf(field, 't');
/** The unquoted name of a text field's other column of words: whether it is an array. */
export const arrayColumnName = (field: string) => nameOf(field, 'a');
export const textColumnOf = (field: string) => pg.escapeIdentifier(textColumnName(field));
export const arrayColumnOf = (field: string) => pg.escapeIdentifier(arrayColumnName(field));
/** The fields of the text indexes declared (`{ text }`): each has columns of words. */
export const textFields = (specs: readonly IndexSpec[]) => [...new Set(specs.flatMap((spec) => (typeof spec === 'object' && 'text' in spec ? [spec.text] : [])))];
/**
 * The storage parameter of a table with columns of words: rows are compressed only beyond 8 KB, not 2 KB. The columns of
 * words about double a row's size, and past 2 KB PostgreSQL compressed the document (the bench's 1.4 KB postings, 1,257 of
 * 1,608), after which every `doc -> …` of a filter, a sort key or the answer decompressed it: a search cost more than
 * before the columns.
 */
export const WORDS_STORAGE = 'toast_tuple_target = 8160';
/** Whether a table with these generated columns has the field's columns of words. */
export const hasWordColumns = (generated: ReadonlySet<string>, field: string) => generated.has(textColumnName(field)) && generated.has(arrayColumnName(field));
/** The columns of words' definitions. */
export const textColumnDefinitions = (field: string) => {
  const kind = `jsonb_typeof(${fieldValue(field)})`;
  return [
    `${textColumnOf(field)} text GENERATED ALWAYS AS (CASE WHEN ${kind} IN ('string', 'array') THEN lower(${text(field)}) END) STORED`,
    `${arrayColumnOf(field)} boolean GENERATED ALWAYS AS (${kind} = 'array') STORED`,
  ];
};

/** The column's definition, to add to a table (its rows are rewritten once, with every column added). */
export function columnDefinition(field: string): string {
  const v = fieldValue(field);
  const regular = `jsonb_typeof(${v}) IN ('number', 'boolean', 'null') OR (jsonb_typeof(${v}) = 'string' AND octet_length(${text(field)}) <= ${SHORT_STRING})`;
  return `${columnOf(field)} jsonb GENERATED ALWAYS AS (CASE WHEN ${regular} THEN ${v} END) STORED`;
}

/**
 * The documents whose value of the field the columns do not hold: an array or an object (which equality looks into) or a
 * long string. A partial index of them answers at once whether the collection has any.
 */
export const irregular = (field: string) => {
  const v = fieldValue(field);
  return `(jsonb_typeof(${v}) IN ('array', 'object') OR (jsonb_typeof(${v}) = 'string' AND octet_length(${text(field)}) > ${SHORT_STRING}))`;
};

/** The index of the documents whose field the columns do not hold. */
export const irregularIndex = (field: string) => ({ suffix: `${field}__irregular`, definition: `USING btree (id) WHERE ${irregular(field)}` });

/**
 * The B-tree for counts of an order's fields (`{ sorted }`) or of fields filtered together (`{ compound }`): their columns
 * and id, including every other declared field's. A compound one's leading equality columns and last range column are all
 * conditions of its walk (one descent per value of an $in), so that it reads the matches only.
 */
export function coveringIndex(spec: { sorted: Record<string, 1 | -1> } | { compound: readonly string[] }, fields: readonly string[]) {
  const named = 'sorted' in spec ? Object.keys(spec.sorted) : [...spec.compound, 'id'];
  const own = named.filter((f) => f !== 'id');
  const keys = [...own.map(columnOf), 'id'];
  const included = fields.filter((f) => !own.includes(f)).map(columnOf).slice(0, Math.max(0, MAX_INDEX_COLUMNS - keys.length));
  return {
    suffix: `${'sorted' in spec ? 'count' : 'compound'}__${named.join('__')}`,
    definition: `USING btree (${keys.join(', ')})${included.length ? ` INCLUDE (${included.join(', ')})` : ''}`,
  };
}
