// The words of /status: each health check (GET /healthz, GET /readyz) as working, trouble or unknown, and the summary.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import type { ReadinessChecks } from '@/features/platform-status/api/platform-health';
import { checkLines, overall } from '@/features/platform-status/components/health-words';

const ok: ReadinessChecks = { events: 'ok', readModels: 'ok', projectionsBehind: [] };

test('everything answers: every line working, "All systems working", no figures', () => {
  const lines = checkLines({ up: true, checks: ok });
  assert.equal(lines.map((l) => l.state), ['working', 'working', 'working', 'working']);
  assert.is(overall(lines).text, 'All systems working');
  for (const l of lines) assert.not.match(l.text, /%/);
});

test('an unreachable event store: saving is in trouble and freshness unknown', () => {
  const lines = checkLines({ up: true, checks: { ...ok, events: 'unreachable' } });
  assert.equal(lines.map((l) => [l.id, l.state]), [['server', 'working'], ['saving', 'trouble'], ['reading', 'working'], ['fresh', 'unknown']]);
  assert.is(overall(lines).text, 'Some parts of the site are having trouble');
});

test('read models behind: catching up, in words', () => {
  const lines = checkLines({ up: true, checks: { ...ok, projectionsBehind: [{ name: 'internships', lag: 1001 }] } });
  assert.match(lines[3].text, /^Catching up: new changes may take a few minutes to show \(1 list is behind\)\.$/);
});

test('no answer at all: the server is not answering, the rest unknown', () => {
  const lines = checkLines({ up: false, checks: null });
  assert.equal(lines.map((l) => l.state), ['trouble', 'unknown', 'unknown', 'unknown']);
  assert.is(overall(lines).text, 'The site is not answering');
});

test.run();
