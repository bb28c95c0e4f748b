// The request lines written to stdout: batched, each a whole JSON line with its fields, none lost when the process ends.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { execFileSync } from 'node:child_process';

const writeLines = (count: number, end: 'exit' | 'natural') =>
  execFileSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '-e',
      `import { createLogger } from '@backend/observability/logger';
       const logger = createLogger();
       const write = logger.requestLines({ method: 'GET', route: '/api/internships/:id', status: 200 });
       for (let i = 0; i < ${count}; i++) write(('request-' + String(i).padStart(6, '0')), i / 7);
       logger.info('done');
       ${end === 'exit' ? 'process.exit(0);' : ''}`,
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );

for (const end of ['exit', 'natural'] as const) {
  test(`every request line reaches stdout whole, in order, when the process ends (${end})`, () => {
    const lines = writeLines(1000, end).trim().split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
    const requests = lines.filter((l) => l.msg === 'request');
    assert.is(requests.length, 1000);
    requests.forEach((line, i) => {
      assert.is(line.reqId, `request-${String(i).padStart(6, '0')}`);
      assert.is(line.ms, Math.round((i / 7) * 100) / 100);
      assert.is(line.route, '/api/internships/:id');
      assert.is(line.status, 200);
      assert.is(line.level, 'info');
      assert.ok(!Number.isNaN(Date.parse(line.time as string)));
    });
    assert.ok(lines.some((l) => l.msg === 'done'));
  });
}

test.run();
