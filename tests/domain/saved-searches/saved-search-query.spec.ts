// The saved search's query: the list's own filter schema checks it (its messages), unknown filters are refused, the stored
// form is normalized, and it leads back to /search with the same parameters.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { saveSearchSchema } from '@domain/saved-searches/schemas';
import { describeQuery, normalizeQuery, searchPath } from '@domain/saved-searches/params';
import { searchKey } from '@domain/saved-searches/query';

const test = suite('saved search query');

test('normalized: known parameters only, trimmed, lists joined, empty ones left out', () => {
  assert.equal(normalizeQuery({ q: ' design ', skills: ['Python', ' Design '], location: '', paid: true, minStipend: 5000 }), {
    q: 'design',
    skills: 'Python,Design',
    minStipend: '5000',
    paid: 'true',
  });
});

test('the body: emailDaily defaults to on; a query the list refuses is 400 with the list’s message', () => {
  const ok = saveSearchSchema.parse({ query: { q: 'design', type: 'remote' } });
  assert.equal(ok, { query: { q: 'design', type: 'remote' }, emailDaily: true });
  const badType = saveSearchSchema.safeParse({ query: { type: 'underwater' } });
  assert.is(badType.success, false);
  assert.ok(badType.error?.issues.some((i) => i.message === 'Type must be remote, onsite or hybrid' && i.path.join('.') === 'query.type'));
  const unknown = saveSearchSchema.safeParse({ query: { colour: 'blue' } });
  assert.is(unknown.error?.issues[0].message, 'Unknown search filter: colour');
  assert.is(saveSearchSchema.safeParse({ query: 'design' }).success, false);
  assert.is(saveSearchSchema.safeParse({}).success, false);
  assert.is(saveSearchSchema.safeParse({ query: {}, emailDaily: 'yes' }).error?.issues[0].message, 'emailDaily must be true or false');
});

test('the key ignores order and case; different filters differ', () => {
  assert.is(searchKey({ q: 'Design', skills: 'A,B' }), searchKey({ skills: 'B,A', q: 'design' }));
  assert.is.not(searchKey({ q: 'design' }), searchKey({ q: 'design', type: 'remote' }));
});

test('the search page’s address and a short description', () => {
  assert.is(searchPath({ q: 'web design', skills: 'Python,Design', type: 'remote' }), '/search?q=web+design&type=remote&skills=Python%2CDesign');
  assert.is(searchPath({}), '/search');
  assert.is(describeQuery({ q: 'design', location: 'Delhi', type: 'remote' }), '“design” · in Delhi · remote');
  assert.is(describeQuery({}), 'All internships');
});

test.run();
