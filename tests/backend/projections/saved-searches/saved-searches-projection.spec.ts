// Specs of the saved-searches projection: one document per search with when its daily alert may go next (none while off),
// its checkpoint moved by each alert, gone when deleted; replays change nothing.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SAVED_SEARCHES, savedSearchesProjection } from '@backend/projections/saved-searches/saved-searches-projection';
import type { SavedSearchEvent } from '@domain/saved-searches/events';
import { assertReplayIsIdempotent, eventLog, project } from '../../../helpers/recorded-events';

const test = suite('saved-searches projection');
const T0 = '2026-03-01T10:00:00.000Z';
const T1 = '2026-03-02T11:00:00.000Z';
const base = (searchId: string, at = T0) => ({ studentId: 's-1', searchId, at });

function journey() {
  const { log, add } = eventLog();
  const stream = 'saved-searches-s-1';
  const e = (event: SavedSearchEvent) => add(stream, event);
  e({ type: 'SavedSearchCreated', data: { ...base('a'), query: { q: 'design' }, emailDaily: true } });
  e({ type: 'SavedSearchCreated', data: { ...base('b'), query: { q: 'music' }, emailDaily: true } });
  e({ type: 'SavedSearchCreated', data: { ...base('c'), query: {}, emailDaily: true } });
  e({ type: 'SavedSearchAlertsChanged', data: { ...base('b'), emailDaily: false } });
  e({ type: 'SavedSearchAlertSent', data: { ...base('a', T1), since: T0, until: '2026-03-02T10:58:00.000Z', matches: [], total: 1 } });
  e({ type: 'SavedSearchDeleted', data: base('c') });
  return log;
}

test('due 24 hours after saving or after the last alert; none while off; the checkpoint is the alert’s end; deleted → gone', () => {
  const docs = project(savedSearchesProjection, journey());
  assert.equal(docs.get('a'), {
    id: 'a',
    studentId: 's-1',
    query: { q: 'design' },
    emailDaily: true,
    createdAt: T0,
    lastAlertAt: T1,
    checkpoint: '2026-03-02T10:58:00.000Z',
    alertDueAt: '2026-03-03T11:00:00.000Z',
  });
  assert.is(docs.get('b')!.alertDueAt, null);
  assert.is(docs.get('c'), undefined);
});

test('applying the same events twice changes nothing', async () => {
  await assertReplayIsIdempotent(journey(), [SAVED_SEARCHES]);
});

test.run();
