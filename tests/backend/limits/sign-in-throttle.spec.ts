// The sign-in throttle on a fake clock: a shared address (a school, a mobile network) that fails over many accounts, a
// guesser spread over many addresses, and one guesser at one address are each slowed, and none of them keeps the owner's
// correct password out for more than 15 minutes; every refusal names its wait.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DomainError } from '@domain/shared/errors';
import { memoryLimiters } from '@backend/limits/limiter-store';
import { waitInWords } from '@backend/limits/refusal';
import {
  ACCOUNT_FREE_FAILURES,
  ACCOUNT_MAX_DELAY_S,
  ADDRESS_FAILURES_PER_WINDOW,
  ADDRESS_WINDOW_S,
  createSignInThrottle,
  FREE_FAILURES,
  PAIR_MAX_DELAY_S,
  type SignInThrottle,
} from '@backend/limits/sign-in-throttle';

const LONGEST_REFUSAL_S = 15 * 60;

/** Date.now under the test's control (the limiter store reads its windows and blocks from it). */
function fakeClock() {
  const real = Date.now;
  let now = Date.parse('2026-12-01T08:00:00.000Z');
  Date.now = () => now;
  return { advance: (seconds: number) => void (now += seconds * 1000), restore: () => void (Date.now = real) };
}

/** The refusal a check ends in (its wait in seconds and its message), or null when it may go on. */
async function refusal(check: Promise<void>): Promise<{ wait: number; message: string } | null> {
  try {
    await check;
    return null;
  } catch (error) {
    if (!(error instanceof DomainError) || error.kind !== 'too_many') throw error;
    return { wait: (error as DomainError & { retryAfter: number }).retryAfter, message: error.message };
  }
}

const test = suite<{ clock: ReturnType<typeof fakeClock>; throttle: SignInThrottle }>('sign-in throttle');
test.before.each((ctx) => {
  ctx.clock = fakeClock();
  ctx.throttle = createSignInThrottle(memoryLimiters());
});
test.after.each((ctx) => ctx.clock.restore());

test('one address failing over many accounts: a correct password on another account waits minutes, not an hour, and is told how long', async ({ clock, throttle }) => {
  const school = '198.51.100.9';
  for (let i = 0; i < ADDRESS_FAILURES_PER_WINDOW; i++) {
    assert.is(await refusal(throttle.check(`student${i}@school.example`, school)), null, `failure ${i + 1} is still within the budget`);
    await throttle.failed(`student${i}@school.example`, school);
  }
  const refused = await refusal(throttle.check('owner@school.example', school));
  assert.ok(refused, 'the address is refused once its budget is spent');
  assert.ok(refused.wait <= LONGEST_REFUSAL_S, `refused for ${refused.wait} s`);
  assert.is(refused.wait, ADDRESS_WINDOW_S);
  assert.is(refused.message, 'Too many failed sign-in attempts. Please try again in 15 minutes.');
  assert.is(await refusal(throttle.check('owner@school.example', '203.0.113.5')), null, 'other addresses are not refused');
  clock.advance(refused.wait - 60);
  assert.is((await refusal(throttle.check('owner@school.example', school)))?.message, 'Too many failed sign-in attempts. Please try again in 1 minute.');
  clock.advance(60);
  assert.is(await refusal(throttle.check('owner@school.example', school)), null, 'the owner signs in once the wait is over');
});

test('a guesser spread over many addresses is slowed, but the owner is never kept out for more than a few minutes', async ({ clock, throttle }) => {
  const account = 'target@example.com';
  const waits: number[] = [];
  // 250 guesses from as many addresses: most of a day, as each waits out its delay.
  for (let i = 0; i < 250; i++) {
    const address = `203.0.113.${i}`;
    const refused = await refusal(throttle.check(account, address));
    if (refused) {
      waits.push(refused.wait);
      assert.is(refused.message, `Too many failed sign-in attempts. Please try again in ${waitInWords(refused.wait)}.`);
      clock.advance(refused.wait);
    }
    await throttle.failed(account, address);
    // The owner, from an address of their own, between two guesses.
    const owner = await refusal(throttle.check(account, '192.0.2.1'));
    if (i + 1 < ACCOUNT_FREE_FAILURES) assert.is(owner, null, `after ${i + 1} failures elsewhere the owner is not delayed`);
    else assert.ok(owner && owner.wait <= ACCOUNT_MAX_DELAY_S, `after ${i + 1} failures elsewhere the owner waits ${owner?.wait} s`);
  }
  assert.is(waits.length, 250 - ACCOUNT_FREE_FAILURES, 'the guesser waited before every guess past the free ones');
  assert.is(Math.max(...waits), ACCOUNT_MAX_DELAY_S);
  assert.ok(ACCOUNT_MAX_DELAY_S <= 5 * 60);
  clock.advance(ACCOUNT_MAX_DELAY_S);
  assert.is(await refusal(throttle.check(account, '192.0.2.1')), null, 'the owner signs in once the wait is over');
});

test('one guesser at one address: delays from 30 s, doubling, never more than 15 minutes', async ({ clock, throttle }) => {
  const account = 'victim@example.com';
  const guesser = '203.0.113.7';
  const waits: number[] = [];
  for (let i = 0; i < 40; i++) {
    const refused = await refusal(throttle.check(account, guesser));
    if (refused) {
      waits.push(refused.wait);
      clock.advance(refused.wait);
    }
    await throttle.failed(account, guesser);
  }
  assert.equal(waits.slice(0, 7), [30, 60, 120, 240, 480, PAIR_MAX_DELAY_S, PAIR_MAX_DELAY_S]);
  assert.is(waits.length, 40 - FREE_FAILURES);
  assert.ok(Math.max(...waits) <= LONGEST_REFUSAL_S);
  // The owner's success from their own address clears nothing of the guesser's.
  await throttle.succeeded(account, '192.0.2.1');
  assert.ok(await refusal(throttle.check(account, guesser)));
});

test('an owner who mistypes a few times and then succeeds starts afresh at that address', async ({ throttle }) => {
  const account = 'forgetful@example.com';
  const home = '192.0.2.44';
  for (let i = 0; i < FREE_FAILURES - 1; i++) await throttle.failed(account, home);
  await throttle.succeeded(account, home);
  for (let i = 0; i < FREE_FAILURES - 1; i++) await throttle.failed(account, home);
  assert.is(await refusal(throttle.check(account, home)), null);
});

test.run();

const words = suite('waits in words');

words('rounded up, in the unit a person would use', () => {
  const cases: Array<[number, string]> = [
    [1, '1 second'],
    [30, '30 seconds'],
    [59.2, '1 minute'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [180, '3 minutes'],
    [900, '15 minutes'],
    [7199, '120 minutes'],
    [7200, '2 hours'],
    [86_400, '24 hours'],
  ];
  for (const [seconds, expected] of cases) assert.is(waitInWords(seconds), expected, `${seconds} s`);
});

words.run();
