// The rules of reset links (DESIGN.md §4.5): single use, an hour, and a newer request replaces the older link.
import { test } from 'uvu';
import { given } from '../../helpers/given-when-then';
import { passwordResetDecider, RESET_LINK_DEAD } from '@domain/password-reset/decider';
import type { PasswordResetEvent } from '@domain/password-reset/events';

const userId = 'u-1';
const requested = (tokenHash: string, at: string, expiresAt: string): PasswordResetEvent => ({ type: 'PasswordResetRequested', data: { userId, tokenHash, expiresAt, at } });
const complete = (tokenHash: string, at: string, passwordChangedAt: string | null = null) => ({ type: 'CompletePasswordReset' as const, data: { userId, tokenHash, at, passwordChangedAt } });
const first = requested('hash-a', '2026-03-01T10:00:00.000Z', '2026-03-01T11:00:00.000Z');

test('a request records the hash and the expiry, nothing else', () => {
  given(passwordResetDecider)
    .when({ type: 'RequestPasswordReset', data: { userId, tokenHash: 'hash-a', expiresAt: '2026-03-01T11:00:00.000Z', at: '2026-03-01T10:00:00.000Z' } })
    .then([first]);
});

test('a pending link within its hour completes the reset', () => {
  given(passwordResetDecider, [first]).when(complete('hash-a', '2026-03-01T10:59:59.000Z')).then([{ type: 'PasswordResetCompleted', data: { userId, at: '2026-03-01T10:59:59.000Z' } }]);
});

test('a link is single-use', () => {
  const used: PasswordResetEvent = { type: 'PasswordResetCompleted', data: { userId, at: '2026-03-01T10:10:00.000Z' } };
  given(passwordResetDecider, [first, used]).when(complete('hash-a', '2026-03-01T10:11:00.000Z')).thenThrows('invalid', RESET_LINK_DEAD);
});

test('a link is dead once its hour is over', () => {
  given(passwordResetDecider, [first]).when(complete('hash-a', '2026-03-01T11:00:00.000Z')).thenThrows('invalid', RESET_LINK_DEAD);
});

test('a newer request replaces the older link (the older one no longer works, the newer one does)', () => {
  const second = requested('hash-b', '2026-03-01T10:05:00.000Z', '2026-03-01T11:05:00.000Z');
  given(passwordResetDecider, [first, second]).when(complete('hash-a', '2026-03-01T10:06:00.000Z')).thenThrows('invalid', RESET_LINK_DEAD);
  given(passwordResetDecider, [first, second]).when(complete('hash-b', '2026-03-01T10:06:00.000Z')).then([{ type: 'PasswordResetCompleted', data: { userId, at: '2026-03-01T10:06:00.000Z' } }]);
});

test('a password changed (in Settings) after the link was asked for kills the link; one changed before does not', () => {
  given(passwordResetDecider, [first]).when(complete('hash-a', '2026-03-01T10:30:00.000Z', '2026-03-01T10:20:00.000Z')).thenThrows('invalid', RESET_LINK_DEAD);
  given(passwordResetDecider, [first])
    .when(complete('hash-a', '2026-03-01T10:30:00.000Z', '2026-02-20T09:00:00.000Z'))
    .then([{ type: 'PasswordResetCompleted', data: { userId, at: '2026-03-01T10:30:00.000Z' } }]);
});

test('an unknown token (no request, or another hash) is refused alike', () => {
  given(passwordResetDecider).when(complete('hash-a', '2026-03-01T10:06:00.000Z')).thenThrows('invalid', RESET_LINK_DEAD);
  given(passwordResetDecider, [first]).when(complete('hash-x', '2026-03-01T10:06:00.000Z')).thenThrows('invalid', RESET_LINK_DEAD);
});

test.run();
