// The check that e-mailed links' tokens are nowhere at rest: neither a token's secret part nor its hash in the server's log
// lines or in events.sqlite (whose events, sealed or not, must be there).
import * as assert from 'uvu/assert';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { hashLinkToken } from '@backend/commands/link-token';
import { checkpoint, rawText } from './privacy';
import { testStore, type TestServer } from './server';

/** `route`: a path the log lines must mention (so they were captured); `eventType`: an event of these links in the log. */
export function assertNoLinkTokensAtRest(srv: TestServer, lines: readonly string[], tokens: readonly string[], route: string, eventType: string) {
  assert.ok(tokens.length >= 4, 'enough tokens to look for');
  const needles = [...tokens.map((t) => t.split('.')[1]), ...tokens.map(hashLinkToken)];
  for (const line of lines) for (const n of needles) assert.not.ok(line.includes(n), `a token in the log line: ${line}`);
  assert.ok(lines.some((l) => l.includes(route)), 'the log lines were captured');
  const file = join(srv.dataDir, 'events.sqlite');
  if (testStore !== 'postgres' && existsSync(file)) {
    checkpoint(file);
    const raw = rawText(file);
    for (const n of needles) assert.not.ok(raw.includes(n.toLowerCase()), 'a token or its hash in events.sqlite');
    assert.ok(raw.includes(eventType.toLowerCase()), 'the events are there');
  }
}
