// Given/when/then specs of the saved-searches decider: at most 20, the same search twice is the first, 404 for another's id,
// the daily alert at most once in 24 hours, never when turned off, deleted, moved on or with nothing new.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { given } from '../../helpers/given-when-then';
import { MAX_SAVED_SEARCHES, SAVED_SEARCH_NOT_FOUND, savedSearchesDecider, savedSearchesStream, TOO_MANY_SEARCHES } from '@domain/saved-searches/decider';
import type { SavedSearchCommand } from '@domain/saved-searches/commands';
import type { SavedSearchEvent } from '@domain/saved-searches/events';
import type { SavedSearchQuery } from '@domain/saved-searches/params';

const test = suite('saved-searches decider');
const AT = '2026-03-01T10:00:00.000Z';
const DAY_LATER = '2026-03-02T10:00:00.000Z';
const base = (searchId: string, at = AT) => ({ studentId: 's-1', searchId, at });

const create = (searchId: string, query: SavedSearchQuery, emailDaily = true): SavedSearchCommand => ({ type: 'CreateSavedSearch', data: { ...base(searchId), query, emailDaily } });
const created = (searchId: string, query: SavedSearchQuery, emailDaily = true, at = AT): SavedSearchEvent => ({ type: 'SavedSearchCreated', data: { ...base(searchId, at), query, emailDaily } });
const match = { internshipId: 'i-1', title: 'Design intern', location: 'Delhi' };
const record = (searchId: string, at: string, since = AT, matches = [match]): SavedSearchCommand => ({
  type: 'RecordSavedSearchAlert',
  data: { ...base(searchId, at), since, until: at, matches, total: matches.length },
});
const deleted = (searchId: string): SavedSearchEvent => ({ type: 'SavedSearchDeleted', data: base(searchId) });
const sent = (searchId: string, at: string, since = AT): SavedSearchEvent => ({ type: 'SavedSearchAlertSent', data: { ...base(searchId, at), since, until: at, matches: [match], total: 1 } });

test('one stream per student', () => {
  assert.is(savedSearchesStream('s-1'), 'saved-searches-s-1');
});

test('saving a search records it', () => {
  given(savedSearchesDecider, []).when(create('a', { q: 'design' })).then([created('a', { q: 'design' })]);
});

test('the same search saved again (other order, case, default currency) changes nothing', () => {
  const events = [created('a', { q: 'Design', skills: 'Python,Canva Design', type: 'remote' })];
  given(savedSearchesDecider, events).when(create('b', { type: 'REMOTE', skills: 'Canva Design,Python', q: 'design' })).then([]);
  given(savedSearchesDecider, [created('m', { minStipend: '5000' })]).when(create('n', { minStipend: '5000', currency: 'INR' })).then([]);
  given(savedSearchesDecider, events).when(create('c', { q: 'design', type: 'hybrid' })).then([created('c', { q: 'design', type: 'hybrid' })]);
});

test('at most 20 searches: the 21st is refused', () => {
  const twenty = Array.from({ length: MAX_SAVED_SEARCHES }, (_, i) => created(`s${i}`, { q: `word${i}` }));
  given(savedSearchesDecider, twenty).when(create('x', { q: 'another' })).thenThrows('invalid', TOO_MANY_SEARCHES);
  assert.is(TOO_MANY_SEARCHES, 'You can save up to 20 searches');
  // One deleted: room again.
  given(savedSearchesDecider, [...twenty, deleted('s0')]).when(create('x', { q: 'another' })).then([created('x', { q: 'another' })]);
});

test('deleting: the student’s own search is deleted; an unknown (or another student’s) id is 404', () => {
  given(savedSearchesDecider, [created('a', {})]).when({ type: 'DeleteSavedSearch', data: base('a') }).then([{ type: 'SavedSearchDeleted', data: base('a') }]);
  given(savedSearchesDecider, [created('a', {})]).when({ type: 'DeleteSavedSearch', data: base('other') }).thenThrows('not_found', SAVED_SEARCH_NOT_FOUND);
  given(savedSearchesDecider, [created('a', {}), deleted('a')]).when({ type: 'DeleteSavedSearch', data: base('a') }).thenThrows('not_found');
});

test('turning the daily e-mail off and on; the same value again changes nothing', () => {
  const off: SavedSearchCommand = { type: 'ChangeSavedSearchAlerts', data: { ...base('a'), emailDaily: false } };
  given(savedSearchesDecider, [created('a', {})]).when(off).then([{ type: 'SavedSearchAlertsChanged', data: { ...base('a'), emailDaily: false } }]);
  given(savedSearchesDecider, [created('a', {}, false)]).when(off).then([]);
  given(savedSearchesDecider, []).when(off).thenThrows('not_found');
});

test('an alert goes 24 hours after saving, with something new, from the search’s checkpoint', () => {
  given(savedSearchesDecider, [created('a', {})]).when(record('a', DAY_LATER)).then([sent('a', DAY_LATER)]);
  given(savedSearchesDecider, [created('a', {})]).when(record('a', '2026-03-02T09:59:59.000Z')).then([]);
});

test('no alert: nothing new, e-mail off, deleted, another checkpoint, or within 24 hours of the last', () => {
  given(savedSearchesDecider, [created('a', {})]).when(record('a', DAY_LATER, AT, [])).then([]);
  given(savedSearchesDecider, [created('a', {}, false)]).when(record('a', DAY_LATER)).then([]);
  given(savedSearchesDecider, [created('a', {}), deleted('a')]).when(record('a', DAY_LATER)).then([]);
  given(savedSearchesDecider, [created('a', {})]).when(record('a', DAY_LATER, '2026-02-01T00:00:00.000Z')).then([]);
  const afterOne = [created('a', {}), sent('a', DAY_LATER)];
  given(savedSearchesDecider, afterOne).when(record('a', '2026-03-03T09:00:00.000Z', DAY_LATER)).then([]);
  given(savedSearchesDecider, afterOne).when(record('a', '2026-03-03T10:00:00.000Z', DAY_LATER)).then([sent('a', '2026-03-03T10:00:00.000Z', DAY_LATER)]);
});

test('a search erased with its student (query null) folds without failing', () => {
  const erased = { type: 'SavedSearchCreated', data: { ...base('a'), query: null, emailDaily: true } } as SavedSearchEvent;
  given(savedSearchesDecider, [erased]).when(create('b', {})).then([created('b', {})]);
});

test.run();
