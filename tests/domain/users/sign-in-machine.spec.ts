// Specs of the sign-in throttling machine (XState), with a fast-check property against a simple reference model.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import fc from 'fast-check';
import { createActor } from 'xstate';
import { MAX_FAILED_SIGN_INS, SIGN_IN_LOCK_MS } from '@domain/users/constants';
import {
  canAttemptSignIn,
  initialSignInSnapshot,
  recordSignIn,
  signInMachine,
  type SignInSnapshot,
} from '@domain/users/sign-in-machine';

const test = suite('sign-in machine');

const T0 = 1_700_000_000_000;
type Outcome = { type: 'FAILED' | 'SUCCEEDED'; at: number };
const fold = (outcomes: readonly Outcome[], from: SignInSnapshot = initialSignInSnapshot()) => outcomes.reduce(recordSignIn, from);
const failures = (n: number, from = T0): Outcome[] => Array.from({ length: n }, (_, i) => ({ type: 'FAILED', at: from + i }));

test('a fresh account is open and may try', () => {
  const s = initialSignInSnapshot();
  assert.is(s.value, 'open');
  assert.equal(s.context, { failures: 0, lockedUntil: null });
  assert.ok(canAttemptSignIn(s, T0));
});

test('failures are counted; one short of the limit the account stays open', () => {
  const s = fold(failures(MAX_FAILED_SIGN_INS - 1));
  assert.is(s.value, 'open');
  assert.is(s.context.failures, MAX_FAILED_SIGN_INS - 1);
  assert.ok(canAttemptSignIn(s, T0 + 10));
});

test('the failure that reaches the limit locks the account for SIGN_IN_LOCK_MS from that failure', () => {
  const s = fold(failures(MAX_FAILED_SIGN_INS));
  const limitAt = T0 + MAX_FAILED_SIGN_INS - 1;
  assert.is(s.value, 'locked');
  assert.is(s.context.lockedUntil, limitAt + SIGN_IN_LOCK_MS);
  assert.not.ok(canAttemptSignIn(s, limitAt));
  assert.not.ok(canAttemptSignIn(s, limitAt + SIGN_IN_LOCK_MS - 1));
  assert.ok(canAttemptSignIn(s, limitAt + SIGN_IN_LOCK_MS));
});

test('a success resets the count', () => {
  const s = fold([...failures(MAX_FAILED_SIGN_INS - 1), { type: 'SUCCEEDED', at: T0 + 100 }]);
  assert.equal(s.context, { failures: 0, lockedUntil: null });
  const again = fold(failures(MAX_FAILED_SIGN_INS - 1, T0 + 200), s);
  assert.is(again.value, 'open');
});

test('after the lock expires, a failure counts from one and a success reopens fully', () => {
  const locked = fold(failures(MAX_FAILED_SIGN_INS));
  const expiry = locked.context.lockedUntil!;
  const failedAfter = recordSignIn(locked, { type: 'FAILED', at: expiry });
  assert.is(failedAfter.value, 'open');
  assert.equal(failedAfter.context, { failures: 1, lockedUntil: null });
  const succeededAfter = recordSignIn(locked, { type: 'SUCCEEDED', at: expiry + 1 });
  assert.is(succeededAfter.value, 'open');
  assert.equal(succeededAfter.context, { failures: 0, lockedUntil: null });
});

test('outcomes recorded during a lock do not change it', () => {
  const locked = fold(failures(MAX_FAILED_SIGN_INS));
  const during = fold([{ type: 'FAILED', at: T0 + 1000 }, { type: 'SUCCEEDED', at: T0 + 2000 }], locked);
  assert.is(during.value, 'locked');
  assert.equal(during.context, locked.context);
});

test('the machine runs as an actor too (the same transitions)', () => {
  const actor = createActor(signInMachine).start();
  for (const o of failures(MAX_FAILED_SIGN_INS)) actor.send(o);
  assert.is(actor.getSnapshot().value, 'locked');
  actor.send({ type: 'ATTEMPT', at: T0 + SIGN_IN_LOCK_MS + MAX_FAILED_SIGN_INS });
  assert.is(actor.getSnapshot().value, 'open');
  actor.stop();
});

/**
 * Reference model: count consecutive failures; the failure that reaches MAX_FAILED_SIGN_INS starts a lock of SIGN_IN_LOCK_MS.
 * While locked, outcomes are ignored; once the lock has expired, counting starts again from zero.
 */
function referenceAllows(outcomes: readonly Outcome[], at: number): boolean {
  let streak = 0;
  let lockedUntil: number | null = null;
  for (const o of outcomes) {
    if (lockedUntil !== null && o.at >= lockedUntil) [streak, lockedUntil] = [0, null];
    if (lockedUntil !== null) continue;
    if (o.type === 'SUCCEEDED') streak = 0;
    else if (++streak >= MAX_FAILED_SIGN_INS) lockedUntil = o.at + SIGN_IN_LOCK_MS;
  }
  return lockedUntil === null || at >= lockedUntil;
}

test('property: canAttemptSignIn agrees with the reference model for any outcomes at increasing times', () => {
  // Gaps are mostly short (bursts), sometimes around or beyond the lock time.
  const gap = fc.oneof(
    { weight: 6, arbitrary: fc.integer({ min: 1, max: 60_000 }) },
    { weight: 1, arbitrary: fc.integer({ min: SIGN_IN_LOCK_MS - 2, max: SIGN_IN_LOCK_MS + 2 }) },
    { weight: 1, arbitrary: fc.integer({ min: 1, max: 3 * SIGN_IN_LOCK_MS }) },
  );
  const step = fc.record({ type: fc.constantFrom<Outcome['type']>('FAILED', 'FAILED', 'FAILED', 'SUCCEEDED'), gap });
  fc.assert(
    fc.property(fc.array(step, { maxLength: 40 }), fc.array(gap, { minLength: 1, maxLength: 4 }), (steps, probes) => {
      let at = T0;
      const outcomes: Outcome[] = steps.map((s) => ({ type: s.type, at: (at += s.gap) }));
      let snapshot = initialSignInSnapshot();
      for (let i = 0; i <= outcomes.length; i++) {
        // After each prefix, ask at the next outcome's time (or at later probe times after the last one).
        const prefix = outcomes.slice(0, i);
        const last = prefix.length ? prefix[prefix.length - 1].at : T0;
        const askAt = i < outcomes.length ? [outcomes[i].at] : probes.map((p, k) => last + probes.slice(0, k).reduce((a, b) => a + b, 0) + p);
        for (const t of askAt)
          assert.is(canAttemptSignIn(snapshot, t), referenceAllows(prefix, t), `after ${JSON.stringify(prefix.map((o) => [o.type[0], o.at - T0]))} at ${t - T0}`);
        if (i < outcomes.length) snapshot = recordSignIn(snapshot, outcomes[i]);
      }
    }),
    { numRuns: 300 },
  );
});

test.run();
