// File ids sort in the order this process made them, also many within one millisecond (a replacement saved right after
// a file must be the newer one: discardOlder keeps it), and an id made for a given time sorts by that time.
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { newFileId } from '@backend/files/resume-files';

test('ids made one after another sort in the order made, within one millisecond too', () => {
  const ids = Array.from({ length: 500 }, () => newFileId());
  assert.equal([...ids].sort(), ids);
  assert.is(new Set(ids).size, ids.length);
});

test('an id made for a time sorts by that time', () => {
  const now = Date.now();
  const ids = [newFileId(now - 1000), newFileId(now), newFileId(now + 1000)];
  assert.equal([...ids].sort(), ids);
});

test.run();
