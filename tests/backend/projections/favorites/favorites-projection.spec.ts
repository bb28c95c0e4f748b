// Specs of the favorites projection: one document per student with the saved internship ids in the order saved.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FAVORITES, favoritesProjection } from '@backend/projections/favorites/favorites-projection';
import type { FavoriteAdded, FavoriteRemoved } from '@domain/favorites/events';
import { assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('favorites projection');

const data = (studentId: string, internshipId: string) => ({ studentId, internshipId, at: '2025-03-01T10:00:00.000Z' });
const added = (s: string, i: string): FavoriteAdded => ({ type: 'FavoriteAdded', data: data(s, i) });
const removed = (s: string, i: string): FavoriteRemoved => ({ type: 'FavoriteRemoved', data: data(s, i) });

function journey() {
  const { log, add } = eventLog();
  add('favorites-s-1', added('s-1', 'i-1'));
  add('favorites-s-1', added('s-1', 'i-2'));
  add('favorites-s-2', added('s-2', 'i-1'));
  add('favorites-s-1', removed('s-1', 'i-1'));
  add('favorites-s-1', added('s-1', 'i-3'));
  add('favorites-s-2', removed('s-2', 'i-1'));
  return log;
}

test('added and removed favourites → the saved ids per student, in the order saved', () => {
  const docs = project(favoritesProjection, journey());
  assert.equal(docs.get('s-1'), { id: 's-1', internshipIds: ['i-2', 'i-3'] });
  assert.equal(docs.get('s-2'), { id: 's-2', internshipIds: [] });
});

test('an id is never listed twice', () => {
  const { log, add } = eventLog();
  add('favorites-s-1', added('s-1', 'i-1'));
  add('favorites-s-1', added('s-1', 'i-1'));
  assert.equal(project(favoritesProjection, log).get('s-1')!.internshipIds, ['i-1']);
});

test('applying the same events twice changes nothing', async () => {
  await assertReplayIsIdempotent(journey(), [FAVORITES]);
});

test.run();
