// What an admin may paste to name a certificate: its id, or its page's address (with a trailing slash, a query or a hash).
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import { certificateIdOf } from '@/features/admin/api/certificates';

test('the id itself, or the id in the page address', () => {
  for (const input of ['Q2x0bTRmZ0VzQ2x0bTRmZ0', ' https://example.com/certificates/Q2x0bTRmZ0VzQ2x0bTRmZ0 ', 'http://localhost:3000/certificates/Q2x0bTRmZ0VzQ2x0bTRmZ0/', '/certificates/Q2x0bTRmZ0VzQ2x0bTRmZ0?from=qr#top'])
    assert.is(certificateIdOf(input), 'Q2x0bTRmZ0VzQ2x0bTRmZ0', input);
});

test.run();
