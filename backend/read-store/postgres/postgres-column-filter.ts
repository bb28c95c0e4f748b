// A filter written on the columns of the declared fields (postgres-columns.ts) instead of the document, for counts that
// an index answers alone. Its answers are those of the same filter on the documents (postgres-filter.ts) on documents whose
// filtered fields hold no array, object or long string ("irregular" values, which the columns do not hold): the count
// checks first that none does (postgres-counts.ts).
import type { FieldCondition, Filter } from '../read-store';
import { columnOf, irregular } from './postgres-columns';
import { idCondition, rangeConditions, type Range } from './postgres-filter';
import type { Params } from './postgres-keys';

type Scalar = string | number | boolean | null;

/**
 * The field's value equals one of the scalars (jsonb equality: numbers compare as numbers); a field missing or null
 * equals null. `negated`: never NULL, so that NOT may be put before it ($ne); else it is NULL where false (the same to a
 * filter that does not negate it), and a plain `= ANY`, which a B-tree on the column takes as a condition of its walk.
 */
function equalsAny(field: string, values: readonly Scalar[], p: Params, negated = false): string {
  const c = columnOf(field);
  if (values.length === 0) return 'false';
  const equal = `${c} = ANY(${p.add(values.map((x) => JSON.stringify(x)))}::jsonb[])`;
  const any = negated ? `coalesce(${equal}, false)` : equal;
  return values.includes(null) ? `(${any} OR ${c} IS NULL)` : any;
}

/** A condition on the field's columns, or null when the columns cannot answer it (a substring: the text index does). */
function condition(field: string, cond: FieldCondition): ((p: Params) => string) | null {
  if (field === 'id') return (p) => idCondition(cond, p);
  if (cond === null || typeof cond !== 'object') return (p) => equalsAny(field, [cond], p);
  if ('$contains' in cond) return null;
  if ('$in' in cond) return (p) => equalsAny(field, cond.$in, p);
  if ('$ne' in cond) return (p) => `NOT ${equalsAny(field, [cond.$ne], p, true)}`;
  const c = columnOf(field);
  // Numbers in jsonb's order (numeric) on the column itself, which the count index of the field's order ranges over;
  // strings in code-point order whatever the database's collation.
  return (p) =>
    rangeConditions(cond as Range, (op, bound) => {
      if (typeof bound === 'string') return `jsonb_typeof(${c}) = 'string' AND (${c} #>> '{}') COLLATE "C" ${op} ${p.add(bound)}::text`;
      return `jsonb_typeof(${c}) = 'number' AND ${c} ${op} ${p.add(JSON.stringify(bound))}::jsonb`;
    });
}

export interface ColumnFilter {
  /** The WHERE clause on the columns ('' when the filter is empty). */
  where: string;
  /** Per filtered field, the condition of a document with an irregular value there: then the columns cannot answer. */
  irregular: string[];
}

/**
 * The filter on the columns, when every field it names (but id) has them (`hasColumns`) and no condition needs the
 * document; else null. Parameters are added to `p` only when the whole filter can be written.
 */
export function columnFilter(filter: Filter, hasColumns: (field: string) => boolean, p: Params): ColumnFilter | null {
  const fields = new Set<string>();
  const build = (f: Filter): ((p: Params) => string)[] | null => {
    const parts: ((p: Params) => string)[] = [];
    for (const [field, cond] of Object.entries(f)) {
      if (cond === undefined) continue;
      if (field === '$or') {
        const branches = (cond as readonly Filter[]).map(build);
        if (branches.some((b) => b === null)) return null;
        const written = branches as ((p: Params) => string)[][];
        parts.push((q) => (written.length ? `(${written.map((b) => (b.length ? `(${b.map((w) => w(q)).join(' AND ')})` : 'true')).join(' OR ')})` : 'false'));
        continue;
      }
      if (field !== 'id' && !hasColumns(field)) return null;
      const written = condition(field, cond as FieldCondition);
      if (!written) return null;
      if (field !== 'id') fields.add(field);
      parts.push(written);
    }
    return parts;
  };
  const parts = build(filter);
  if (!parts) return null;
  const conditions = parts.map((w) => w(p));
  return {
    where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
    irregular: [...fields].map((f) => irregular(f)),
  };
}
