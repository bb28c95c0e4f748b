// The remembered cookie signatures sign and check exactly as Keygrip does: old keys still accepted, forgeries never.
import Keygrip from 'keygrip';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { rememberedSignatures } from '@backend/http/middleware/remembered-signatures';

test('signatures are Keygrip’s, any key verifies, and a forged or altered one fails however often it is tried', () => {
  const grip = rememberedSignatures(['new-key', 'old-key'], 4);
  const byOld = new Keygrip(['old-key']).sign('ifh.sid=abc');
  assert.is(grip.sign('ifh.sid=abc'), new Keygrip(['new-key']).sign('ifh.sid=abc'));
  assert.is(grip.sign('ifh.sid=abc'), new Keygrip(['new-key']).sign('ifh.sid=abc'));
  for (let round = 0; round < 3; round++) {
    assert.is(grip.index('ifh.sid=abc', byOld), 1);
    assert.ok(grip.verify('ifh.sid=abc', grip.sign('ifh.sid=abc')));
    assert.is(grip.index('ifh.sid=abd', byOld), -1);
    assert.is(grip.index('ifh.sid=abc', `${byOld.slice(0, -1)}x`), -1);
  }
  // More pairs than it keeps: the oldest are checked again, with the same answers.
  for (let i = 0; i < 10; i++) assert.ok(grip.verify(`v${i}`, grip.sign(`v${i}`)));
  assert.is(grip.index('ifh.sid=abc', byOld), 1);
});

test.run();
