// Spec of forgetting an erased person's snapshots: gone from memory and from snapshots.sqlite (file and WAL), others kept.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { mkdtempSync, readFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSnapshots, createSqliteSnapshotStore, forgetSnapshots } from '@backend/events/snapshot-store';

const bytesOf = (file: string) => ['', '-wal'].map((side) => (existsSync(file + side) ? readFileSync(file + side).toString('latin1') : '')).join('');

test('forgetSnapshots drops every snapshot naming the person, in memory and on disk, and keeps the others', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'snapshots-'));
  const file = join(dir, 'snapshots.sqlite');
  const store = createSqliteSnapshotStore(file);
  const snapshots = createSnapshots(store);
  try {
    const gone = 'user-0b7f6c1e-gone';
    await store.save(`user-${gone}`, 'users@2', { revision: 3, eventId: 'e3', state: { firstName: 'Zephyrine Quillfeather' } });
    await store.save('application-a1', 'applications@2', { revision: 1, eventId: 'e9', state: { studentId: gone, coverLetter: 'quiet kite builder' } });
    await store.save('user-stays', 'users@2', { revision: 2, eventId: 'e5', state: { firstName: 'Kavya Remainwell' } });
    snapshots.recent.set(`user-${gone}|users@2`, { state: { firstName: 'Zephyrine Quillfeather' }, revision: 3, eventId: 'e3', saved: 3 });
    snapshots.recent.set('user-stays|users@2', { state: { firstName: 'Kavya Remainwell' }, revision: 2, eventId: 'e5', saved: 2 });
    assert.ok(bytesOf(file).includes('Zephyrine'));

    assert.is(await forgetSnapshots(snapshots, gone), 3);
    assert.is(await store.load(`user-${gone}`, 'users@2'), null);
    assert.is(await store.load('application-a1', 'applications@2'), null);
    assert.ok(await store.load('user-stays', 'users@2'));
    assert.equal([...snapshots.recent.keys()], ['user-stays|users@2']);
    const bytes = bytesOf(file);
    for (const text of ['Zephyrine', 'Quillfeather', 'quiet kite builder']) assert.not.ok(bytes.includes(text), `${text} left in snapshots.sqlite`);
    assert.ok(bytes.includes('Remainwell'), 'the others stay');
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
