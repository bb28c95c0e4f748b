// READ_MODELS=disk across restarts: a restart goes on from the kept read models (nothing replayed), and read models kept
// from another log (events.sqlite replaced by hand) are thrown away and built again from the log now in place.
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { approvedCompany, postTestInternship } from '../../helpers/journey-fixtures';
import { startTestServer } from '../../helpers/server';

const onDisk = { readModels: 'disk' as const };
const internshipIds = async (url: string) => ((await (await fetch(`${url}/api/internships`)).json()) as Array<{ id: string }>).map((i) => i.id);

test('a restart serves the kept read models without replaying the log; read models of another log are built again', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'ifh-disk-rm-'));
  const other = mkdtempSync(join(tmpdir(), 'ifh-disk-rm-other-'));
  try {
    // Another log, with an internship of its own.
    const elsewhere = await startTestServer({ dataDir: other, config: onDisk });
    const theirs = (await postTestInternship(elsewhere, (await approvedCompany(elsewhere, 'Elsewhere Ltd')).id, { title: 'Theirs' })).id;
    await elsewhere.close();

    const first = await startTestServer({ dataDir: dir, config: onDisk });
    const ours = (await postTestInternship(first, (await approvedCompany(first, 'Here Ltd')).id, { title: 'Ours' })).id;
    await first.close();
    assert.ok(existsSync(join(dir, 'read-models.sqlite')));

    const again = await startTestServer({ dataDir: dir, config: onDisk });
    try {
      assert.equal(await internshipIds(again.url), [ours]);
      // Nothing was replayed: every projection went on from its checkpoint at the head.
      assert.ok(again.backend.deps.projections.status().every((p) => p.eventsRead === 0), JSON.stringify(again.backend.deps.projections.status()));
    } finally {
      await again.close();
    }

    // The other log put in place by hand (keys with it): the kept read models were made from another log.
    for (const file of ['events.sqlite', 'keys.sqlite']) {
      for (const side of ['-wal', '-shm']) rmSync(join(dir, file + side), { force: true });
      copyFileSync(join(other, file), join(dir, file));
    }
    const swapped = await startTestServer({ dataDir: dir, config: onDisk });
    try {
      assert.equal(await internshipIds(swapped.url), [theirs]);
    } finally {
      await swapped.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    rmSync(other, { recursive: true, force: true });
  }
});

test.run();
