// The rules of e-mail verification links (DESIGN.md §4.5): the newest link only, until it expires; once verified, the same
// link answers "verified" again and nothing more is sent; the platform may vouch for the accounts it makes.
import { test } from 'uvu';
import { given } from '../../helpers/given-when-then';
import { emailVerificationDecider, VERIFY_LINK_DEAD } from '@domain/email-verification/decider';
import type { EmailVerificationEvent } from '@domain/email-verification/events';

const userId = 'u-1';
const requested = (tokenHash: string, at: string, expiresAt: string): EmailVerificationEvent => ({ type: 'EmailVerificationRequested', data: { userId, tokenHash, expiresAt, at } });
const verify = (tokenHash: string, at: string) => ({ type: 'VerifyEmail' as const, data: { userId, tokenHash, at } });
const verified = (tokenHash: string, at: string): EmailVerificationEvent => ({ type: 'EmailVerified', data: { userId, by: 'link', tokenHash, at } });
const first = requested('hash-a', '2026-03-01T10:00:00.000Z', '2026-03-03T10:00:00.000Z');

test('a request records the hash and the expiry', () => {
  given(emailVerificationDecider)
    .when({ type: 'RequestEmailVerification', data: { userId, tokenHash: 'hash-a', expiresAt: '2026-03-03T10:00:00.000Z', at: '2026-03-01T10:00:00.000Z' } })
    .then([first]);
});

test('the pending link before it expires verifies the address', () => {
  given(emailVerificationDecider, [first]).when(verify('hash-a', '2026-03-02T09:00:00.000Z')).then([verified('hash-a', '2026-03-02T09:00:00.000Z')]);
});

test('a link is dead once it expires', () => {
  given(emailVerificationDecider, [first]).when(verify('hash-a', '2026-03-03T10:00:00.000Z')).thenThrows('invalid', VERIFY_LINK_DEAD);
});

test('a newer link replaces the older one', () => {
  const second = requested('hash-b', '2026-03-01T12:00:00.000Z', '2026-03-03T12:00:00.000Z');
  given(emailVerificationDecider, [first, second]).when(verify('hash-a', '2026-03-01T13:00:00.000Z')).thenThrows('invalid', VERIFY_LINK_DEAD);
  given(emailVerificationDecider, [first, second]).when(verify('hash-b', '2026-03-01T13:00:00.000Z')).then([verified('hash-b', '2026-03-01T13:00:00.000Z')]);
});

test('once verified: the same link changes nothing (a second click), another token is refused, no new link is recorded', () => {
  const done = [first, verified('hash-a', '2026-03-01T11:00:00.000Z')];
  given(emailVerificationDecider, done).when(verify('hash-a', '2026-03-05T11:00:00.000Z')).then([]);
  given(emailVerificationDecider, done).when(verify('hash-x', '2026-03-01T11:30:00.000Z')).thenThrows('invalid', VERIFY_LINK_DEAD);
  given(emailVerificationDecider, done)
    .when({ type: 'RequestEmailVerification', data: { userId, tokenHash: 'hash-c', expiresAt: '2026-03-04T10:00:00.000Z', at: '2026-03-02T10:00:00.000Z' } })
    .then([]);
});

test('an unknown token (no link sent) is refused', () => {
  given(emailVerificationDecider).when(verify('hash-a', '2026-03-01T10:06:00.000Z')).thenThrows('invalid', VERIFY_LINK_DEAD);
});

test('the platform vouches for its own accounts, once', () => {
  const at = '2026-03-01T10:00:00.000Z';
  given(emailVerificationDecider).when({ type: 'MarkEmailVerified', data: { userId, at } }).then([{ type: 'EmailVerified', data: { userId, by: 'platform', tokenHash: null, at } }]);
  given(emailVerificationDecider, [{ type: 'EmailVerified', data: { userId, by: 'platform', tokenHash: null, at } }]).when({ type: 'MarkEmailVerified', data: { userId, at } }).then([]);
});

test.run();
