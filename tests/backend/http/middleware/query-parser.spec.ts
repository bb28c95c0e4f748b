// Property: a query parsed over only the parameters it names answers what the whole schema answers (the same value, or
// the same refusal with the same messages), for the search's filters and its page, whatever parameters are named.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { z } from 'zod';
import { internshipFiltersSchema, internshipPageSchema } from '@domain/internships/schemas';
import { queryParser } from '@backend/http/middleware/query-parser';
import { parseOrThrow } from '@backend/http/middleware/validate';
import { DomainError } from '@domain/shared/errors';

/** A parse's outcome: its value, or the refusal's message and field messages. */
const outcome = (parse: () => unknown) => {
  try {
    return { value: parse() };
  } catch (error) {
    const e = error as DomainError;
    assert.instance(e, DomainError);
    return { refused: e.message, errors: e.errors };
  }
};

/** Values a query parameter takes: valid and invalid ones, repeated parameters (arrays) and empty ones. */
const VALUES: Record<string, string[]> = {
  location: ['Pune', ' Delhi ', ''],
  q: ['data', 'web design', ''],
  type: ['remote', 'Hybrid', 'all', 'underwater', ''],
  skills: ['Python', 'Python,Canva Design', ' , '],
  minStipend: ['2000', '-5', 'lots', ''],
  maxStipend: ['9000', '1e12', ''],
  currency: ['INR', 'USD', 'EUR', ''],
  paid: ['true', 'FALSE', 'maybe', ''],
  minWeeks: ['4', '0', '8.5', ''],
  maxWeeks: ['24', '99', ''],
  maxHours: ['10', '0', 'x', ''],
  schedule: ['weekends', 'evenings', 'never', ''],
  country: ['IN', 'LK', 'XX', ''],
  sort: ['newest', 'stipend', 'deadline', 'random', ''],
  limit: ['1', '50', '100', '101', '0', 'ten', ''],
  cursor: ['abc', 'x'.repeat(501), ''],
  v: ['3'],
};
const query = fc
  .subarray(Object.keys(VALUES))
  .chain((names) =>
    fc.tuple(...names.map((name) => fc.oneof(fc.constantFrom(...VALUES[name]), fc.array(fc.constantFrom(...VALUES[name]), { minLength: 2, maxLength: 3 })))).map(
      (values) => Object.fromEntries(names.map((name, i) => [name, values[i]])) as Record<string, string | string[]>,
    ),
  );

for (const [name, schema] of [['filters', internshipFiltersSchema], ['page', internshipPageSchema]] as Array<[string, z.ZodObject]>)
  test(`property: the ${name} parsed over the named parameters only are the whole schema's parse`, () => {
    const sparse = queryParser(schema);
    fc.assert(
      fc.property(query, (q) => {
        assert.equal(outcome(() => sparse(q)), outcome(() => parseOrThrow(schema, q)), JSON.stringify(q));
      }),
      { numRuns: 500 },
    );
  });

test('the missing parameters are parsed once and shared frozen; each answer is an object of its own', () => {
  const sparse = queryParser(internshipFiltersSchema);
  const a = sparse({});
  const b = sparse({ q: 'data' });
  assert.is.not(a, b);
  assert.is(a.skills, b.skills);
  assert.ok(Object.isFrozen(a.skills));
  assert.equal(a, parseOrThrow(internshipFiltersSchema, {}));
});

test.run();
