// Read-your-writes waiters: each resolves once its position is reached, in log order, whatever order they came in.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { createWaiters } from '@backend/processors/waiters';

const at = (n: number) => String(n).padStart(16, '0');

test('waiters resolve once their position is reached, earliest first, and the others keep waiting', async () => {
  let head = 0;
  const waiters = createWaiters((position) => at(head) >= position);
  const resolved: number[] = [];
  const waits = [5, 2, 9, 2, 7].map((n) => waiters.waitFor({ position: at(n) }).then((ok) => ok && resolved.push(n)));
  head = 6;
  waiters.settle();
  await new Promise((r) => setImmediate(r));
  assert.equal(resolved, [2, 2, 5]);
  head = 9;
  waiters.settle();
  await Promise.all(waits);
  assert.equal(resolved, [2, 2, 5, 7, 9]);
});

test('a position already reached answers at once; a wait that times out answers false and leaves the others', async () => {
  let head = 3;
  const waiters = createWaiters((position) => at(head) >= position);
  assert.is(await waiters.waitFor({ position: at(2) }), true);
  assert.is(await waiters.waitFor(null), true);
  const late = waiters.waitFor({ position: at(8) }, 20);
  const later = waiters.waitFor({ position: at(9) });
  assert.is(await late, false);
  head = 9;
  waiters.settle();
  assert.is(await later, true);
  const cancelled = waiters.waitFor({ position: at(10) });
  waiters.cancelAll();
  assert.is(await cancelled, false);
});

test.run();
