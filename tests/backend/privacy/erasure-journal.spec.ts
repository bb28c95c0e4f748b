// Specs of the erasure journal: one line per erased person in every journal file, ids and times only; a torn last line is
// skipped; a file that cannot be written (its folder missing: a volume not mounted) is named, the others are still written.
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openErasureJournal, readErasureJournal } from '@backend/privacy/erasure-journal';

const test = suite<{ dir: string }>('erasure journal');

test.before.each((ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'ifh-journal-'));
});
test.after.each((ctx) => {
  rmSync(ctx.dir, { recursive: true, force: true });
});

test('each subject is recorded once in every file, with its time and nothing else; the files are 0600', ({ dir }) => {
  mkdirSync(join(dir, 'elsewhere'));
  const files = [join(dir, 'erasures.jsonl'), join(dir, 'elsewhere', 'erasures.jsonl')];
  const journal = openErasureJournal(files);
  journal.record('u-1', '2026-11-01T00:00:00.000Z');
  journal.record('u-1', '2026-11-02T00:00:00.000Z');
  journal.record('u-2', '2026-11-03T00:00:00.000Z');
  for (const file of files) {
    assert.equal(readErasureJournal(file), [
      { subject: 'u-1', at: '2026-11-01T00:00:00.000Z' },
      { subject: 'u-2', at: '2026-11-03T00:00:00.000Z' },
    ]);
    assert.equal(Object.keys(JSON.parse(readFileSync(file, 'utf8').split('\n')[0])), ['subject', 'at']);
    assert.is(statSync(file).mode & 0o077, 0);
  }
  assert.ok(journal.has('u-1'));
  assert.not.ok(journal.has('u-3'));
  // A journal opened later knows them, from either file (the earliest time wins).
  appendFileSync(files[1], `${JSON.stringify({ subject: 'u-3', at: '2026-11-04T00:00:00.000Z' })}\n{"subject":"u-4","a`);
  const again = openErasureJournal(files);
  assert.equal([...again.subjects()], [['u-1', '2026-11-01T00:00:00.000Z'], ['u-2', '2026-11-03T00:00:00.000Z'], ['u-3', '2026-11-04T00:00:00.000Z']]);
  assert.not.ok(again.has('u-3'), 'u-3 is missing from the first file');
  again.record('u-3');
  assert.ok(again.has('u-3'));
});

test('a journal whose folder is missing is named (at opening and on writing); the others are still written', ({ dir }) => {
  const lines: string[] = [];
  const present = join(dir, 'erasures.jsonl');
  const missing = join(dir, 'not-mounted', 'erasures.jsonl');
  const journal = openErasureJournal([present, missing], (line) => lines.push(line));
  assert.match(lines.join('\n'), /not-mounted does not exist/);
  assert.throws(() => journal.record('u-1'), /not-mounted.*ENOENT/);
  assert.equal(readErasureJournal(present).map((r) => r.subject), ['u-1']);
});

test.run();
