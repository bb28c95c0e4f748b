// The SQL expressions that the PostgreSQL read store's filters, orders and indexes share: a field's JSONB value, its
// lower-cased text, and its typed sort keys. A query and an index must use the same expression text for the planner to
// match them, so both are made here.
import pg from 'pg';

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
 * the one an index was built on and the planner can use the index.
 */
export const fieldValue = (field: string) => `(doc -> ${pg.escapeLiteral(field)})`;
/** The lower-cased text of a field (of an array: its JSON text): what a field's trigram index holds. */
export const lowerText = (field: string) => `lower(doc ->> ${pg.escapeLiteral(field)})`;

/** The number key of every value that is not a number: below every number JSON can hold. */
export const NO_NUMBER = `'-Infinity'::numeric`;

/**
 * A field's sort keys, each typed so that a B-tree orders it as JavaScript does: the number (else -Infinity, never
 * NULL), the string in code-point order whatever the database's collation (else NULL), the boolean (else NULL).
 * Ascending with NULLs first, a field sorts missing and null (which tie), then false, true, strings, numbers; descending
 * is exactly the reverse, so one index serves both directions.
 */
export const numberKey = (field: string) => {
  const v = fieldValue(field);
  return `coalesce(CASE WHEN jsonb_typeof(${v}) = 'number' THEN (${v})::numeric END, ${NO_NUMBER})`;
};
export const textKey = (field: string) =>
  `(CASE WHEN jsonb_typeof(${fieldValue(field)}) = 'string' THEN doc ->> ${pg.escapeLiteral(field)} END) COLLATE "C"`;
export const booleanKey = (field: string) => `(CASE WHEN jsonb_typeof(${fieldValue(field)}) = 'boolean' THEN (${fieldValue(field)})::boolean END)`;
export const ID_KEY = 'id COLLATE "C"';

export type KeyType = 'number' | 'string' | 'boolean' | 'id';

/** One column of an order: its expression, what it holds, and how it is written in ORDER BY or an index. */
export interface SortColumn {
  expression: string;
  type: KeyType;
  dir: 1 | -1;
  /** `ASC NULLS FIRST` or `DESC NULLS LAST`: the direction, with NULL (no such value) before every value ascending. */
  order: string;
}

const ordered = (expression: string, type: KeyType, dir: 1 | -1): SortColumn => ({ expression, type, dir, order: dir === 1 ? 'ASC NULLS FIRST' : 'DESC NULLS LAST' });

/** The columns of a sort specification, field by field (`id` is the primary key, compared in code-point order). */
export const sortColumns = (sort: Record<string, 1 | -1>): SortColumn[] =>
  Object.entries(sort).flatMap(([field, dir]) =>
    field === 'id'
      ? [ordered(ID_KEY, 'id', dir)]
      : [ordered(numberKey(field), 'number', dir), ordered(textKey(field), 'string', dir), ordered(booleanKey(field), 'boolean', dir)],
  );
