// Specs of the development mailbox (the e-mail transport with no SMTP): one file per message, a retry replaces it, newest first.
import { mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { devMailbox, type OutgoingEmail } from '@backend/notifications/transports';

const message = (id: string, subjectId = 's1'): OutgoingEmail => ({ id, kind: 'applicationSubmitted', subjectId, to: `${subjectId}@example.com`, subject: `About ${id}`, text: 'Hello', html: '<p>Hello</p>' });
const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

test('a message sent again (a retry) replaces its file; the list is newest first; get finds each by id', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'ifh-mailbox-')), 'mail');
  try {
    const box = devMailbox(dir);
    assert.equal(box.list(), [], 'no folder yet: an empty mailbox');
    await box.send(message('m1'));
    await tick();
    await box.send(message('m2'));
    await tick();
    await box.send({ ...message('m1'), subject: 'About m1, again' });
    assert.equal(readdirSync(dir).sort(), ['m1.json', 'm2.json'], 'one file per message, no temporary file left');
    assert.equal(box.list().map((m) => m.subject), ['About m1, again', 'About m2']);
    assert.is(box.get('m2')?.to, 's1@example.com');
    assert.is(box.get('nope'), null);
    // An id from a URL never names a file outside the folder.
    writeFileSync(join(dir, '..', 'outside.json'), JSON.stringify({ ...message('outside'), at: '2026-01-01T00:00:00.000Z' }));
    assert.is(box.get('../outside'), null);
    assert.is(box.get('..'), null);
    try {
      await box.send(message('../outside'));
      assert.unreachable('a message id with a path in it is refused');
    } catch (error) {
      assert.match((error as Error).message, /not a message id/);
    }
  } finally {
    rmSync(join(dir, '..'), { recursive: true, force: true });
  }
});

test('messages kept under the older names (<time>-<id>.json) are listed and found; forget removes a person’s messages', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'ifh-mailbox-')), 'mail');
  try {
    const box = devMailbox(dir);
    await box.send(message('new', 's2'));
    writeFileSync(join(dir, '2026-01-01T00-00-00-000Z-old.json'), JSON.stringify({ ...message('old', 's1'), at: '2026-01-01T00:00:00.000Z' }));
    assert.equal(box.list().map((m) => m.id), ['new', 'old']);
    assert.is(box.get('old')?.subjectId, 's1');
    await box.forget!('s1');
    assert.equal(box.list().map((m) => m.id), ['new']);
  } finally {
    rmSync(join(dir, '..'), { recursive: true, force: true });
  }
});

test('messages sent together keep the order they were sent in, however fast (their times strictly increase)', async () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'ifh-mailbox-')), 'mail');
  try {
    const box = devMailbox(dir);
    const ids = Array.from({ length: 20 }, (_, i) => `together-${i}`);
    await Promise.all(ids.map((id) => box.send(message(id))));
    const listed = box.list();
    assert.equal(listed.map((m) => m.id), [...ids].reverse(), 'newest first is last sent first');
    for (let i = 1; i < listed.length; i++) assert.ok(listed[i - 1].at > listed[i].at, `${listed[i - 1].at} after ${listed[i].at}`);
  } finally {
    rmSync(join(dir, '..'), { recursive: true, force: true });
  }
});

test.run();
