// The PostgreSQL plans of the internship search (issue 35): EXPLAIN (ANALYZE, BUFFERS) of each kind of search's find
// (every order, first and second page, stipend range with weeks, skills, text) and count, over a few thousand postings
// with the projection's declared indexes and fresh statistics, fails on a sequential scan of the collection's table.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { internshipFiltersSchema } from '@domain/internships/schemas';
import { INTERNSHIPS, internshipsProjection, type InternshipDoc } from '@backend/projections/internships/internships-projection';
import { SEARCH_ORDERS, internshipFilter } from '@backend/queries/internships/list-internships';
import { createPostgresReadStore, tableName, type PostgresReadStore } from '@backend/read-store/postgres/postgres-read-store';
import { findStatement, whereClause } from '@backend/read-store/postgres/postgres-filter';
import { countFilter, countStatement } from '@backend/read-store/postgres/postgres-counts';
import { declaredFields, textFields } from '@backend/read-store/postgres/postgres-columns';
import { Params } from '@backend/read-store/postgres/postgres-keys';
import type { Filter, FindOptions, SortKey } from '@backend/read-store/read-store';
import { requirePostgres } from '../../helpers/postgres';

const POSTINGS = 4000;
const SKILLS = ['python', 'design', 'writing', 'excel', 'react', 'biology', 'video', 'sales', 'java', 'research', 'figma', 'sql'];
const WORDS = ['robotics', 'marketing', 'journalism', 'tutoring', 'wildlife', 'finance', 'gardening', 'animation', 'coding', 'chemistry'];
const CITIES = ['Pune', 'Mumbai', 'Delhi', 'Remote', 'London', 'Austin', 'Bengaluru', 'Chennai'];

/** A small deterministic generator, so that a failing plan fails again. */
function random(seed: number) {
  let s = seed;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

function postings(): InternshipDoc[] {
  const rnd = random(7);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(rnd() * xs.length)];
  return Array.from({ length: POSTINGS }, (_, i) => {
    const word = pick(WORDS);
    const weeks = 2 + Math.floor(rnd() * 22);
    const day = String(1 + Math.floor(rnd() * 28)).padStart(2, '0');
    const doc = {
      id: `i${String(i).padStart(5, '0')}`,
      title: `${word} intern ${i}`,
      description: `Help our ${word} team. ${pick(WORDS)} and ${pick(WORDS)} for high schoolers, week ${weeks}.`,
      location: pick(CITIES),
      type: pick(['remote', 'onsite', 'hybrid']),
      skills: [pick(SKILLS), pick(SKILLS)],
      companyId: `c${i % 50}`,
      isActive: rnd() < 0.9,
      createdAt: new Date(Date.UTC(2026, 0, 1) + i * 3_600_000).toISOString(),
      durationWeeks: weeks,
      hoursPerWeek: 5 + Math.floor(rnd() * 30),
      minAge: pick([13, 14, 15, 16]),
      stipendMonthlyUsd: rnd() < 0.2 ? null : rnd() < 0.3 ? 0 : Math.round(rnd() * 1500),
      deadlineOrder: rnd() < 0.2 ? '~' : `2026-${pick(['03', '04', '05', '06'])}-${day}`,
    };
    return { ...doc, listed: doc.isActive } as unknown as InternshipDoc;
  });
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Loops'?: number;
  'Actual Rows'?: number;
  'Heap Fetches'?: number;
  'Index Name'?: string;
  'Index Cond'?: string;
  Plans?: PlanNode[];
}
const nodes = (plan: PlanNode): PlanNode[] => [plan, ...(plan.Plans ?? []).flatMap(nodes)];
const describe = (plan: PlanNode): string => JSON.stringify(plan, ['Node Type', 'Relation Name', 'Index Name', 'Index Cond', 'Actual Loops', 'Actual Rows', 'Heap Fetches', 'Plans'], 1);

requirePostgres('PostgreSQL plans of the search', (cluster) => {
  const test = suite<{ store: PostgresReadStore }>('PostgreSQL plans of the search');
  const table = tableName(INTERNSHIPS);
  const t = `"${table}"`;
  // The statements the store writes: its text fields' conditions on their columns of words, which ensureIndexes made.
  const withWords = textFields(internshipsProjection.indexes ?? []);
  const words = (field: string) => withWords.includes(field);

  test.before(async (ctx) => {
    ctx.store = await createPostgresReadStore(await (await cluster()).createSchema('plans'));
    const c = ctx.store.collection<InternshipDoc>(INTERNSHIPS);
    await c.bulkWrite(postings().map((upsert) => ({ upsert })));
    // As the projection runtime does once the documents are all there (it also makes the planner's statistics).
    await c.ensureIndexes!(internshipsProjection.indexes ?? []);
  });
  test.after(async (ctx) => {
    await ctx.store.close();
  });

  /** The executed plan of a statement, with the nodes that read the collection's table row by row. */
  async function explain(store: PostgresReadStore, text: string, values: unknown[]) {
    const { rows } = await store.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${text}`, values);
    const plan = (rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode }>)[0].Plan;
    const seqScans = nodes(plan).filter((n) => n['Node Type'] === 'Seq Scan' && n['Relation Name'] === table && (n['Actual Loops'] ?? 0) > 0);
    return { plan, seqScans };
  }

  const searches: Array<[string, Record<string, string>]> = [
    ['unfiltered, newest', {}],
    ['unfiltered, by stipend', { sort: 'stipend' }],
    ['unfiltered, by deadline', { sort: 'deadline' }],
    ['minimum stipend, paid, at most 8 weeks, by stipend', { minStipend: '20000', currency: 'INR', paid: 'true', maxWeeks: '8', sort: 'stipend' }],
    ['minimum stipend, paid, at most 12 weeks, by deadline', { minStipend: '5000', paid: 'true', maxWeeks: '12', sort: 'deadline' }],
    ['stipend between, newest', { minStipend: '500', maxStipend: '900', currency: 'USD' }],
    ['skills', { skills: 'figma,sql' }],
    ['text', { q: 'wildlife' }],
    ['location and type', { location: 'bengal', type: 'hybrid' }],
  ];

  for (const [name, query] of searches) {
    test(`${name}: the find's first and second page read no row of the table in sequence`, async ({ store }) => {
      const filters = internshipFiltersSchema.parse(query);
      const filter = internshipFilter(filters);
      const sort = SEARCH_ORDERS[filters.sort ?? 'newest'];
      const first: FindOptions = { sort, limit: 51 };
      const page = await store.collection<InternshipDoc>(INTERNSHIPS).find(filter, first);
      assert.ok(page.length > 0, 'the search finds postings');
      const last = page[page.length - 1] as unknown as Record<string, SortKey>;
      const after = Object.fromEntries(Object.keys(sort).map((f) => [f, last[f] ?? null]));
      for (const options of [first, { ...first, after }]) {
        const { text, values } = findStatement(t, filter, options, words);
        const { plan, seqScans } = await explain(store, text, values);
        assert.is(seqScans.length, 0, `${options.after ? 'second' : 'first'} page: ${describe(plan)}`);
      }
    });

    test(`${name}: the count, once counted, reads nothing of the table until it changes`, async ({ store }) => {
      const filter: Filter = internshipFilter(internshipFiltersSchema.parse(query));
      const c = store.collection<InternshipDoc>(INTERNSHIPS);
      const n = await c.count(filter);
      const p = new Params();
      const where = whereClause(filter, p, {}, words);
      const { rows } = await store.query(`SELECT version::text AS version FROM read_store_versions WHERE name = $1`, [table]);
      const text = countStatement(t, table, where, { version: rows[0].version as string, n }, p);
      const { plan } = await explain(store, text, p.values);
      const read = nodes(plan).filter((node) => node['Relation Name'] === table && (node['Actual Loops'] ?? 0) > 0);
      assert.is(read.length, 0, describe(plan));
    });
  }

  test('a selective count (skills, text, a stipend range) counts through indexes, not a sequential scan', async ({ store }) => {
    for (const query of [{ skills: 'figma,sql' }, { q: 'wildlife' }, { minStipend: '1400', currency: 'USD' }]) {
      const p = new Params();
      const where = whereClause(internshipFilter(internshipFiltersSchema.parse(query)), p, {}, words);
      const { plan, seqScans } = await explain(store, countStatement(t, table, where, undefined, p), p.values);
      assert.is(seqScans.length, 0, `${JSON.stringify(query)}: ${describe(plan)}`);
    }
  });

  test('a sorted page turns only its own documents into text, after the sort and limit, and sorts once', async ({ store }) => {
    for (const query of [{}, { q: 'finance', skills: 'figma,sql', location: 'pune' }, { skills: 'figma,sql', sort: 'stipend' }]) {
      const filters = internshipFiltersSchema.parse(query);
      const { text, values } = findStatement(t, internshipFilter(filters), { sort: SEARCH_ORDERS[filters.sort ?? 'newest'], limit: 51 }, words);
      const { rows } = await store.query(`EXPLAIN (ANALYZE, VERBOSE, FORMAT JSON) ${text}`, values);
      const plan = (rows[0]['QUERY PLAN'] as Array<{ Plan: PlanNode & { Output?: string[] } }>)[0].Plan;
      const all = nodes(plan) as Array<PlanNode & { Output?: string[] }>;
      const textMade = all.filter((node) => (node.Output ?? []).some((o) => /doc\)?::text/.test(o)));
      assert.equal(textMade.map((node) => node['Node Type']), ['Subquery Scan'], `${JSON.stringify(query)}: ${describe(plan)}`);
      assert.ok((textMade[0]['Actual Rows'] ?? 0) <= 51);
      assert.ok(all.filter((node) => node['Node Type'] === 'Sort').length <= 1, `${JSON.stringify(query)}: sorted once: ${describe(plan)}`);
    }
  });

  test('words are looked for in the columns of words, through their trigram indexes: no document is lower-cased', async ({ store }) => {
    assert.equal(withWords.sort(), ['description', 'location', 'title']);
    // (A common word alone is found faster by walking the order's index and stopping at the page: not among these.)
    for (const query of [{ location: 'bengal' }, { q: 'finance', skills: 'figma,sql', location: 'pune' }, { q: 'intern 12', type: 'remote' }]) {
      const filter = internshipFilter(internshipFiltersSchema.parse(query));
      const { text, values } = findStatement(t, filter, { sort: SEARCH_ORDERS.newest, limit: 51 }, words);
      assert.not.match(text, /lower\(doc/, 'the statement lower-cases no document (only the strings of an array, were it one)');
      const { plan } = await explain(store, text, values);
      const used = nodes(plan).map((node) => node['Index Name'] ?? '');
      assert.ok(used.some((name) => name.endsWith('__words')), `${JSON.stringify(query)}: ${describe(plan)}`);
    }
    // The store's own find writes the same statement (its answer equals the filter's matches, lower-cased by JavaScript).
    const found = await store.collection<InternshipDoc>(INTERNSHIPS).find(internshipFilter(internshipFiltersSchema.parse({ q: 'WildLife' })), { sort: SEARCH_ORDERS.newest });
    const expected = postings().filter((d) => d.listed && `${d.title}\u0000${d.description}`.toLowerCase().includes('wildlife'));
    assert.equal(found.map((d) => d.id).sort(), expected.map((d) => d.id).sort());
  });

  test('the cold count of a stipend search reads indexes alone: Index Only Scans, no heap fetch after VACUUM', async ({ store }) => {
    const declared = declaredFields(internshipsProjection.indexes ?? []);
    for (const query of [
      { minStipend: '20000', currency: 'INR', paid: 'true', maxWeeks: '8', sort: 'stipend' },
      { minStipend: '5000', paid: 'true', maxWeeks: '12', sort: 'deadline' },
      { minStipend: '500', maxStipend: '900', currency: 'USD', type: 'hybrid' },
    ]) {
      const { p, where, columns } = countFilter(internshipFilter(internshipFiltersSchema.parse(query)), (field) => declared.includes(field));
      assert.ok(columns, `${JSON.stringify(query)}: written on the columns`);
      const { plan } = await explain(store, countStatement(t, table, where, undefined, p, columns), p.values);
      const read = nodes(plan).filter((node) => node['Relation Name'] === table && (node['Actual Loops'] ?? 0) > 0);
      assert.ok(read.some((node) => node['Node Type'] === 'Index Only Scan' && /__(count|compound)__/.test(node['Index Name'] ?? '')), describe(plan));
      // Weeks and a minimum stipend: both are conditions of the compound index's walk, which reads only the matches.
      if (query.maxWeeks)
        assert.ok(read.some((node) => /__compound__/.test(node['Index Name'] ?? '') && /durationWeeks#v/.test(node['Index Cond'] ?? '') && /stipendMonthlyUsd#v/.test(node['Index Cond'] ?? '')), describe(plan));
      assert.equal([...new Set(read.map((node) => node['Node Type']))], ['Index Only Scan'], describe(plan));
      assert.is(read.reduce((n, node) => n + (node['Heap Fetches'] ?? 0), 0), 0, describe(plan));
    }
  });

  test.run();
});
