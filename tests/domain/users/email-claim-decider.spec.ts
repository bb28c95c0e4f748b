// Given/when/then specs of the e-mail claim decider: one account per e-mail, except when the claimant's registration was orphaned.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { given } from '../../helpers/given-when-then';
import { ACCOUNT_EXISTS, emailClaimDecider, emailStream } from '@domain/users/email-claim';
import type { ClaimEmail } from '@domain/users/commands';
import type { EmailClaimed } from '@domain/users/events';

const test = suite('email claim decider');

const EMAIL = 'ada@example.com';
const claimed = (userId: string): EmailClaimed => ({ type: 'EmailClaimed', data: { email: EMAIL, userId } });
const claim = (userId: string, orphanedClaimant: string | null = null): ClaimEmail => ({
  type: 'ClaimEmail',
  data: { email: EMAIL, userId, orphanedClaimant },
});

test('the claim stream is keyed by the trimmed, lowercased e-mail', () => {
  assert.is(emailStream('  Ada@Example.COM '), 'email-ada@example.com');
  assert.is(emailStream('ada@example.com'), emailStream('ADA@EXAMPLE.COM'));
});

test('a free e-mail is claimed', () => {
  given(emailClaimDecider, []).when(claim('user-1')).then([claimed('user-1')]);
});

test('a claimed e-mail is a conflict with the sign-in-instead message', () => {
  given(emailClaimDecider, [claimed('user-1')]).when(claim('user-2')).thenThrows('conflict', ACCOUNT_EXISTS);
  assert.is(ACCOUNT_EXISTS, 'An account with this email already exists. Please sign in instead.');
});

test('the same user claiming again is still a conflict (one registration per e-mail)', () => {
  given(emailClaimDecider, [claimed('user-1')]).when(claim('user-1')).thenThrows('conflict', ACCOUNT_EXISTS);
});

test('an orphaned claim (its claimant never registered) may be taken over', () => {
  given(emailClaimDecider, [claimed('user-1')]).when(claim('user-2', 'user-1')).then([claimed('user-2')]);
});

test('naming another user as orphaned does not free a claim held by someone else', () => {
  given(emailClaimDecider, [claimed('user-1')]).when(claim('user-3', 'user-2')).thenThrows('conflict', ACCOUNT_EXISTS);
});

test('after a takeover, the new claimant holds the e-mail', () => {
  given(emailClaimDecider, [claimed('user-1'), claimed('user-2')]).when(claim('user-3', 'user-1')).thenThrows('conflict', ACCOUNT_EXISTS);
  given(emailClaimDecider, [claimed('user-1'), claimed('user-2')]).when(claim('user-3', 'user-2')).then([claimed('user-3')]);
});

test.run();
