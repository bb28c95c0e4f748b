// How the on-disk read store narrows a filter to candidate ids through its index tables (sqlite-read-indexes.ts): each
// condition an index serves gives SQL selecting its candidates and SQL testing one id; several conditions read the
// narrowest one's candidates and test each of them against the others.
import type { FieldCondition, Filter, IndexSpec } from '../read-store';
import { SqliteSortedIndex, type Narrowing, type Sql, type SqliteHashIndex, type SqliteIndex, type SqliteTextIndex } from './sqlite-read-indexes';

/** Candidates of a condition are counted up to this many when choosing which condition's candidates to read first. */
const SIZE_CAP = 20_000;

/** The key under which a collection keeps an index of this spec. */
export const specKey = (spec: IndexSpec) => JSON.stringify(typeof spec === 'string' ? spec : Object.entries(spec));

/**
 * Which conditions are likely to narrow most, to count their candidates first: ids, then words and alternatives (a
 * search), then $in, then plain equality (often a flag such as isActive, true of most documents).
 */
function rankOf(field: string, c: FieldCondition | readonly Filter[]): number {
  if (field === 'id') return 0;
  if (field === '$or' || (c !== null && typeof c === 'object' && '$contains' in c)) return 1;
  return c !== null && typeof c === 'object' ? 2 : 3;
}

/** The ids a narrowing selects, up to `limit` of them. */
export function idsOf(sql: Sql, n: Narrowing, limit: number): string[] {
  return sql.all<{ id: string }>(`SELECT id FROM (${n.sql}) LIMIT ${limit}`, ...n.params).map((r) => r.id);
}

/** How many ids a narrowing selects, counted up to `cap` (beyond it, `cap`). */
function sizeOf(sql: Sql, n: Narrowing, cap: number): number {
  return sql.all<{ n: number }>(`SELECT count(*) AS n FROM (SELECT 1 FROM (${n.sql}) LIMIT ${cap})`, ...n.params)[0]?.n ?? 0;
}

/** The index narrowing of one condition, or null when none narrows it. */
function narrowOne(sql: Sql, indexes: ReadonlyMap<string, SqliteIndex>, field: string, c: FieldCondition | readonly Filter[]): Narrowing | null {
  if (field === '$or') {
    const branches = (c as readonly Filter[]).map((b) => narrowFilter(sql, indexes, b));
    if (branches.length === 0 || branches.some((b) => !b.narrowing)) return null;
    const narrowings = branches.map((b) => b.narrowing!);
    return {
      sql: narrowings.map((n) => `SELECT id FROM (${n.sql})`).join(' UNION '),
      params: narrowings.flatMap((n) => n.params),
      exact: branches.every((b) => b.narrowing!.exact && b.covered),
      has: (id) => {
        const tests = narrowings.map((n) => n.has(id));
        return { sql: `(${tests.map((t) => `(${t.sql})`).join(' OR ')})`, params: tests.flatMap((t) => t.params) };
      },
      bound: narrowings.every((n) => n.bound) ? () => narrowings.reduce((sum, n) => sum + n.bound!(), 0) : undefined,
    };
  }
  const cond = c as FieldCondition;
  if (field === 'id') {
    const ids = typeof cond === 'string' ? [cond] : cond !== null && typeof cond === 'object' && '$in' in cond ? cond.$in.filter((x) => typeof x === 'string') : null;
    if (!ids) return null;
    const list = JSON.stringify(ids);
    return {
      sql: 'SELECT value AS id FROM json_each(?)',
      params: [list],
      exact: true,
      has: (id) => ({ sql: `${id} IN (SELECT value FROM json_each(?))`, params: [list] }),
      bound: () => ids.length,
    };
  }
  if (cond !== null && typeof cond === 'object' && '$contains' in cond) {
    const text = indexes.get(specKey({ text: field })) as SqliteTextIndex | undefined;
    return text?.lookup(cond.$contains) ?? null;
  }
  if (cond !== null && typeof cond === 'object' && !('$in' in cond) && !('$ne' in cond)) {
    // A range: through a sorted index whose order starts with the field (e.g. a minimum stipend, DESIGN.md §4.6).
    for (const index of indexes.values()) if (index instanceof SqliteSortedIndex && index.first === field) return index.range(cond);
    return null;
  }
  const hash = indexes.get(specKey(field)) as SqliteHashIndex | undefined;
  if (!hash) return null;
  if (cond === null || typeof cond !== 'object') return hash.lookup([cond]);
  return '$in' in cond ? hash.lookup(cond.$in) : null;
}

/**
 * The candidates of a filter (null: every document) through `indexes`, and whether the index answers covered every
 * condition. With several narrowing conditions the one with the fewest candidates (its bound, else its count) is read and
 * the others test each of them (`has`).
 */
export function narrowFilter(sql: Sql, indexes: ReadonlyMap<string, SqliteIndex>, filter: Filter): { narrowing: Narrowing | null; covered: boolean } {
  const parts: Narrowing[] = [];
  const ranks: number[] = [];
  let covered = true;
  for (const [field, c] of Object.entries(filter)) {
    if (c === undefined) continue;
    const n = narrowOne(sql, indexes, field, c);
    if (n) {
      parts.push(n);
      ranks.push(rankOf(field, c));
    }
    if (!n?.exact) covered = false;
  }
  if (parts.length === 0) return { narrowing: null, covered: false };
  if (parts.length === 1) return { narrowing: parts[0], covered };
  // Each is bounded by its index's counts, or counted only up to the fewest so far; likely narrowest first (see rankOf).
  const order = parts.map((_, i) => i).sort((a, b) => ranks[a] - ranks[b]);
  const sizes: number[] = parts.map(() => Infinity);
  let first = order[0];
  for (const i of order) {
    sizes[i] = parts[i].bound?.() ?? sizeOf(sql, parts[i], Math.min(SIZE_CAP, sizes[first] === Infinity ? SIZE_CAP : sizes[first]));
    if (sizes[i] < sizes[first]) first = i;
  }
  const others = parts.filter((_, i) => i !== first).map((p) => p.has('s.id'));
  const driver = parts[first];
  return {
    narrowing: {
      sql: `SELECT s.id AS id FROM (${driver.sql}) AS s WHERE ${others.map((o) => `(${o.sql})`).join(' AND ')}`,
      params: [...driver.params, ...others.flatMap((o) => o.params)],
      exact: parts.every((p) => p.exact),
      has: (id) => {
        const tests = parts.map((p) => p.has(id));
        return { sql: tests.map((t) => `(${t.sql})`).join(' AND '), params: tests.flatMap((t) => t.params) };
      },
    },
    covered,
  };
}
