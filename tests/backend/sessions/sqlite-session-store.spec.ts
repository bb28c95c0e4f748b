// The embedded session store: one process at a time holds the file (a second opening is refused with a clear error until
// the first closes), and what the first wrote is there for the next one.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSqliteSessionStore, SessionsInUseError } from '@backend/sessions/sqlite-session-store';

test('one process at a time: a second opening is refused until the first closes, and the sign-ins outlive it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-sessions-'));
  const file = join(dir, 'sessions.sqlite');
  try {
    const first = createSqliteSessionStore(file);
    const record = { id: 's1', userId: 'u1', state: 'active' as const, createdAt: 1, lastSeenAt: 2, endedAt: null };
    await first.put(record);
    assert.throws(() => createSqliteSessionStore(file), (error: Error) => error instanceof SessionsInUseError && error.message.includes(`${file} is in use by another process`));
    assert.equal(await first.get('s1'), record, 'the first one still reads and writes');
    await first.close();
    const second = createSqliteSessionStore(file);
    assert.equal(await second.get('s1'), record);
    await second.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
