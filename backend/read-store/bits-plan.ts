// How a filter is answered through bitmaps over document slots, shared by the in-memory and on-disk read stores: each
// condition an index answers sets the bits of the documents that may meet it (exactly, or a superset), the conditions
// are intersected and the branches of `$or` united, and what the bits answer only in part is left to check on each one.
import type { FieldCondition, Filter } from './read-store';
import type { Bits, ScratchBits } from './memory-bitmaps';

/** Sets in `out` the documents that may meet one condition: whether exactly those; null (`out` untouched) when no index helps. */
export type ConditionInto = (field: string, cond: FieldCondition, out: Bits) => boolean | null;

/**
 * Sets in `out` (cleared) the conditions' bits, intersected: whether any condition had bits, and the conditions left to
 * check on the documents (null: none).
 */
export function planInto(filter: Filter, out: Bits, one: ConditionInto, scratch: ScratchBits): { any: boolean; rest: Filter | null } {
  let any = false;
  const rest: Filter = {};
  let left = false;
  for (const [field, c] of Object.entries(filter)) {
    if (c === undefined) continue;
    const into: Bits = any ? scratch.take() : out;
    const exact: boolean | null = field === '$or' ? orInto(c as readonly Filter[], into, one, scratch) : one(field, c as FieldCondition, into);
    if (exact !== null && any) out.and(into);
    if (into !== out) scratch.give(into);
    else if (exact === null) scratch.clear(out);
    any ||= exact !== null;
    if (exact === true) continue;
    rest[field] = c;
    left = true;
  }
  return { any, rest: left ? rest : null };
}

/** Sets in `out` the union of the branches' bits: whether that is exact (each branch is); null when a branch has none. */
function orInto(branches: readonly Filter[], out: Bits, one: ConditionInto, scratch: ScratchBits): boolean | null {
  if (branches.length === 0) return null;
  let exact = true;
  for (const branch of branches) {
    const into = scratch.take();
    const found = planInto(branch, into, one, scratch);
    if (found.any) out.or(into);
    scratch.give(into);
    if (!found.any) return null;
    exact &&= found.rest === null;
  }
  return exact;
}
