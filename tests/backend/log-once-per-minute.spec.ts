// Lines that could come once per request are logged once a minute per kind, with a count of those left out; a change the
// read models do not show in time is such a line, however many requests time out.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { logOncePerMinute } from '@backend/log-once-per-minute';
import { LAGGING, projected } from '@backend/http/middleware/read-your-writes';
import type { Deps } from '@backend/deps';

test('the first of each kind in a minute is logged; the next one after the minute says how many were left out', () => {
  const lines: string[] = [];
  let now = 1_000_000;
  const log = logOncePerMinute((line) => lines.push(line), () => now);
  log('request timeout', 'a request timed out');
  for (let i = 0; i < 41; i++) {
    now += 1000;
    log('request timeout', 'a request timed out');
  }
  log('read-your-writes timeout', 'read models lagging');
  assert.equal(lines, ['a request timed out', 'read models lagging'], 'one line per kind in the first minute');
  now = 1_000_000 + 59_999;
  log('request timeout', 'a request timed out');
  assert.is(lines.length, 2, 'still within the minute of the first line');
  now = 1_000_000 + 60_000;
  log('request timeout', 'a request timed out');
  assert.is(lines[2], 'a request timed out (42 more since the last such line were not logged)');
  now += 60_000;
  log('request timeout', 'a request timed out');
  assert.is(lines[3], 'a request timed out', 'nothing was left out since');
  assert.is(lines.length, 4);
});

test('requests whose change the read models do not show in time: one line a minute, not one per request', async () => {
  const lines: string[] = [];
  const deps = {
    projections: { waitFor: async () => false },
    logOncePerMinute: logOncePerMinute((line) => lines.push(line)),
  } as unknown as Deps;
  for (let i = 0; i < 25; i++) assert.is(await projected(deps, { stream: 'favorites-s1', revision: i, position: String(42 + i).padStart(16, '0') }), false);
  assert.equal(lines, [LAGGING]);
});

test.run();
