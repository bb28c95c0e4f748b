// The first attempts taken at queuing: claimed up to a bound, freed when unused, handed to the sender while the lease is young.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createFirstAttempts } from '@backend/notifications/first-attempts';
import type { EmailQueued } from '@domain/notifications/events';

const test = suite('first attempts');

const message = (id: string): EmailQueued['data'] => ({ messageId: id, kind: 'passwordChanged', subjectId: 'u', to: 'a@example.com', subject: 'S', text: 'T', html: 'H', causeId: 'c', at: 'x' });

test('claims a lease of leaseMs from now, up to maxInHand at once; a released or sent claim makes room', () => {
  const now = Date.parse('2026-11-01T10:00:00.000Z');
  const first = createFirstAttempts({ leaseMs: 60_000, now: () => new Date(now), maxInHand: 2 });
  assert.is(first.claim(), '2026-11-01T10:01:00.000Z');
  const second = first.claim();
  assert.ok(second);
  assert.is(first.claim(), null, 'enough in hand: queued for any sender');
  first.release();
  assert.ok(first.claim());
  first.handOff({ message: message('m-1'), queuedEventId: 'e-1', leaseUntil: second! });
  assert.is(first.next()?.message.messageId, 'm-1');
  assert.is(first.next(), null);
  assert.ok(first.claim(), 'the one sent made room');
});

test('a hand-off wakes the sender; one whose lease is more than half gone is left to the outbox', () => {
  let now = Date.parse('2026-11-01T10:00:00.000Z');
  const first = createFirstAttempts({ leaseMs: 60_000, now: () => new Date(now) });
  let woken = 0;
  first.onHandOff(() => woken++);
  const old = first.claim()!;
  first.handOff({ message: message('m-old'), queuedEventId: 'e-1', leaseUntil: old });
  now += 31_000;
  const young = first.claim()!;
  first.handOff({ message: message('m-young'), queuedEventId: 'e-2', leaseUntil: young });
  assert.is(woken, 2);
  assert.is(first.next()?.message.messageId, 'm-young');
  assert.is(first.next(), null);
});

test.run();
