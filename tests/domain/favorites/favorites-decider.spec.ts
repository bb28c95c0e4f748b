// Given/when/then specs of the favourites decider: adding and removing are idempotent (no event when nothing changes).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { given } from '../../helpers/given-when-then';
import { FAVORITE_INTERNSHIP_NOT_FOUND, favoritesDecider, favoritesStream } from '@domain/favorites/decider';
import type { AddFavorite, RemoveFavorite } from '@domain/favorites/commands';
import type { FavoriteAdded, FavoriteRemoved } from '@domain/favorites/events';

const test = suite('favourites decider');

const data = (internshipId: string) => ({ studentId: 's-1', internshipId, at: '2025-03-01T10:00:00.000Z' });
const add = (id: string, internshipIsActive = true): AddFavorite => ({ type: 'AddFavorite', data: { ...data(id), internshipIsActive } });
const remove = (id: string): RemoveFavorite => ({ type: 'RemoveFavorite', data: data(id) });
const added = (id: string): FavoriteAdded => ({ type: 'FavoriteAdded', data: data(id) });
const removed = (id: string): FavoriteRemoved => ({ type: 'FavoriteRemoved', data: data(id) });

test('one stream per student', () => {
  assert.is(favoritesStream('s-1'), 'favorites-s-1');
});

test('adding a new favourite records it', () => {
  given(favoritesDecider, []).when(add('i-1')).then([added('i-1')]);
  given(favoritesDecider, [added('i-1')]).when(add('i-2')).then([added('i-2')]);
});

test('adding a favourite that is already saved emits nothing', () => {
  given(favoritesDecider, [added('i-1')]).when(add('i-1')).then([]);
});

test('removing a saved favourite records it; removing a missing one emits nothing', () => {
  given(favoritesDecider, [added('i-1')]).when(remove('i-1')).then([removed('i-1')]);
  given(favoritesDecider, []).when(remove('i-1')).then([]);
  given(favoritesDecider, [added('i-1'), removed('i-1')]).when(remove('i-1')).then([]);
});

test('only an active internship can be saved; a closed one can still be removed', () => {
  given(favoritesDecider, []).when(add('i-1', false)).thenThrows('not_found', FAVORITE_INTERNSHIP_NOT_FOUND);
  given(favoritesDecider, [added('i-1')]).when(remove('i-1')).then([removed('i-1')]);
});

test('a removed favourite can be added again', () => {
  given(favoritesDecider, [added('i-1'), removed('i-1')]).when(add('i-1')).then([added('i-1')]);
});

test.run();
