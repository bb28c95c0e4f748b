// applyEvent's idempotency rule: an event already seen by a document is skipped, also when one append's events share a position.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { applyEvent } from '../../../backend/projections/projection-runner';
import { createMemoryReadStore } from '../../../backend/projections/memory-read-store';
import { defineProjection } from '../../../backend/projections/projection';
import type { RecordedEvent } from '../../../backend/events/event-store';

// A counting projection: not idempotent by itself, so a double application would show.
const counter = defineProjection<{ id: string; count: number }>({
  collection: 'counter',
  idsOf: () => ['c'],
  evolve: (doc) => ({ id: 'c', count: (doc?.count ?? 0) + 1 }),
});

const event = (position: number, revision: number) =>
  ({ id: `e${position}-${revision}`, type: 'SignInFailed', data: { userId: 'u', at: '2026-01-01T00:00:00.000Z' }, metadata: {} as never, stream: 's', revision, position }) as RecordedEvent;

test('two events of one append that share a position are both applied, each once', async () => {
  const store = createMemoryReadStore();
  const p = [counter] as never[];
  for (const e of [event(10, 0), event(10, 1), event(10, 0), event(10, 1), event(11, 2), event(9, 5)]) await applyEvent(store, p, e);
  const doc = await store.collection<{ id: string; count: number; _position: number; _revision: number }>('counter').get('c');
  assert.is(doc?.count, 3);
  assert.is(doc?._position, 11);
  assert.is(doc?._revision, 2);
});

test.run();
