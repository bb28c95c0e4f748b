// Query strings parsed over only the parameters a request names. Every field of these object schemas takes a missing value,
// and what it makes of one is the same on every request: parsed once. The request's own parameters are parsed with the
// schema picked to them (kept per set of names). The answer, and the messages of a refusal, are those of the whole schema
// (a search names three of fourteen filters: zod's parse of the others was 6% of a new search's time).
import type { z } from 'zod';
import { parseOrThrow } from './validate';

/** Sets of parameter names whose picked schema is kept; another set is picked for its request only. */
const PICKS_KEPT = 64;

/** A deep-frozen copy of a parsed value (the missing fields' values are shared by every request's answer). */
const frozen = <T>(value: T): T => {
  if (value !== null && typeof value === 'object') for (const v of Object.values(value)) frozen(v);
  return Object.freeze(value);
};

export function queryParser<S extends z.ZodObject>(schema: S): (query: Record<string, unknown>) => z.output<S> {
  const whole = (query: Record<string, unknown>) => parseOrThrow(schema, query);
  const missing = schema.safeParse({});
  if (!missing.success) return whole;
  const absent = frozen(missing.data as Record<string, unknown>);
  const fields = Object.keys(schema.shape);
  const picks = new Map<string, z.ZodObject>();
  return (query) => {
    const named = fields.filter((field) => query[field] !== undefined);
    if (named.length === 0) return { ...absent } as z.output<S>;
    const key = named.join(',');
    let picked = picks.get(key);
    if (!picked) {
      const pick = schema.pick as (mask: Record<string, true>) => z.ZodObject;
      picked = pick.call(schema, Object.fromEntries(named.map((field) => [field, true])));
      if (picks.size < PICKS_KEPT) picks.set(key, picked);
    }
    return { ...absent, ...(parseOrThrow(picked, query) as Record<string, unknown>) } as z.output<S>;
  };
}
