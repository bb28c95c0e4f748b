// Specs of the development mailbox under erasure: a message being written while its person is forgotten is not left behind,
// and one sent for a person already forgotten is refused (the CI once found a company's e-mail written after its deletion).
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { devMailbox, EmailRefusedError, type OutgoingEmail } from '@backend/notifications/transports';

const message = (id: string, subjectId: string): OutgoingEmail => ({ id, kind: 'companyRequestApproved', subjectId, to: `${subjectId}@example.com`, subject: `About ${id}`, text: 'Quokkaworks', html: '<p>Quokkaworks</p>' });
const folder = () => join(mkdtempSync(join(tmpdir(), 'ifh-mailbox-')), 'mail');
const filesIn = (dir: string) => {
  try {
    return readdirSync(dir).sort();
  } catch {
    return [];
  }
};

test('forget waits for the messages being written: none of the person’s is left, others stay', async () => {
  const dir = folder();
  try {
    const box = devMailbox(dir);
    const sending = [box.send(message('gone-1', 'erased')), box.send(message('kept-1', 'other')), box.send(message('gone-2', 'erased'))];
    await box.forget!('erased');
    await Promise.all(sending);
    assert.equal(filesIn(dir), ['kept-1.json']);
  } finally {
    rmSync(join(dir, '..'), { recursive: true, force: true });
  }
});

test('a message for a person already forgotten is refused for good and never written', async () => {
  const dir = folder();
  try {
    const box = devMailbox(dir);
    await box.forget!('erased');
    try {
      await box.send(message('late', 'erased'));
      assert.unreachable('refused');
    } catch (error) {
      assert.instance(error, EmailRefusedError);
      assert.is((error as EmailRefusedError).permanent, true);
    }
    await box.send(message('fine', 'other'));
    assert.equal(filesIn(dir), ['fine.json']);
  } finally {
    rmSync(join(dir, '..'), { recursive: true, force: true });
  }
});

test.run();
