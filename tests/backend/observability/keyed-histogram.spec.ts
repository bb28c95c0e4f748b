// The request histogram's own buckets read as Prometheus' histogram: cumulative buckets, +Inf, sum and count per label set.
import { Registry } from 'prom-client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { keyedHistogram } from '@backend/observability/keyed-histogram';

const test = suite('keyed histogram');

test('buckets are cumulative, +Inf counts everything, each label set is its own series', async () => {
  const registry = new Registry();
  const h = keyedHistogram(registry, { name: 't_seconds', help: 'test', buckets: [0.1, 1] });
  const a = () => ({ route: '/a' });
  h.child('a', a).observe(0.05);
  h.child('a', a).observe(0.5);
  h.child('a', a).observe(7);
  h.child('b', () => ({ route: '/b' })).observe(1);
  const lines = (await registry.metrics()).split('\n');
  for (const expected of [
    '# TYPE t_seconds histogram',
    't_seconds_bucket{route="/a",le="0.1"} 1',
    't_seconds_bucket{route="/a",le="1"} 2',
    't_seconds_bucket{route="/a",le="+Inf"} 3',
    't_seconds_sum{route="/a"} 7.55',
    't_seconds_count{route="/a"} 3',
    't_seconds_bucket{route="/b",le="0.1"} 0',
    't_seconds_bucket{route="/b",le="1"} 1',
    't_seconds_count{route="/b"} 1',
  ])
    assert.ok(lines.includes(expected), `missing: ${expected}\n${lines.join('\n')}`);
});

test('the same key finds the same series without making its labels again', () => {
  const h = keyedHistogram(new Registry(), { name: 'u_seconds', help: 'test', buckets: [1] });
  let made = 0;
  const labels = () => ((made += 1), { route: '/x' });
  assert.is(h.child('x', labels), h.child('x', labels));
  assert.is(made, 1);
});

test.run();
