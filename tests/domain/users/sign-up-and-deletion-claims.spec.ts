// Specs of the e-mail claim rules of sign-up and deletion (domain/users/email-claim.ts): when a claim counts as orphaned,
// when a claim held by another account refuses the sign-up, which claim streams count (legacy and hashed), and which claim
// a deletion names. Given the claim streams as read, when signing up, then the ClaimEmail the claim decider takes (or none).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { DomainError } from '@domain/shared/errors';
import { ORPHANED_AFTER_MS } from '@domain/shared/claims';
import type { ClaimEmail } from '@domain/users/commands';
import {
  ACCOUNT_EXISTS,
  decideSignUpClaim,
  deletionClaim,
  emailClaimDecider,
  emailStream,
  legacyClaimStream,
  orphanedEmailClaimant,
  type EmailClaimAsRead,
} from '@domain/users/email-claim';
import type { EmailClaimed } from '@domain/users/events';
import { given } from '../../helpers/given-when-then';

const test = suite('e-mail claims of sign-up and deletion');

const EMAIL = 'ada@example.com';
const NOW = new Date('2026-11-01T10:00:00.000Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms).toISOString();
const FRESH = ago(5_000);
const STALE = ago(ORPHANED_AFTER_MS + 1);

const free: EmailClaimAsRead = { claimedBy: null, lastAt: null, holder: null };
const released: EmailClaimAsRead = { claimedBy: null, lastAt: STALE, holder: null };
const heldBy = (userId: string, lastAt: string, account: { written?: boolean; deleted?: boolean } = {}): EmailClaimAsRead => ({
  claimedBy: userId,
  lastAt,
  holder: { written: account.written ?? true, deleted: account.deleted ?? false },
});
const claimed = (userId: string): EmailClaimed => ({ type: 'EmailClaimed', data: { email: EMAIL, userId } });
const claimEmail = (userId: string, orphanedClaimant: string | null): ClaimEmail => ({ type: 'ClaimEmail', data: { email: EMAIL, userId, orphanedClaimant } });

const signUp = (current: EmailClaimAsRead, legacy: EmailClaimAsRead | null = null, userId = 'u-new') =>
  decideSignUpClaim({ email: EMAIL, userId, legacy, current, now: NOW });

function refused(run: () => unknown): void {
  try {
    run();
  } catch (error) {
    assert.instance(error, DomainError);
    assert.is((error as DomainError).kind, 'conflict');
    assert.is((error as DomainError).message, ACCOUNT_EXISTS);
    return;
  }
  assert.unreachable('expected the sign-up to be refused with ACCOUNT_EXISTS');
}

test('the legacy claim stream (named by the address) counts only when it is not the current stream', () => {
  assert.is(legacyClaimStream(EMAIL, 'email-5c1f0a9e'), emailStream(EMAIL));
  assert.is(legacyClaimStream('  Ada@Example.COM ', 'email-5c1f0a9e'), 'email-ada@example.com');
  assert.is(legacyClaimStream(EMAIL, emailStream(EMAIL)), null);
});

test('a claim is orphaned when its account was never written and it is older than a minute, or when its account is deleted', () => {
  assert.is(orphanedEmailClaimant(free, NOW), null);
  assert.is(orphanedEmailClaimant(released, NOW), null);
  assert.is(orphanedEmailClaimant(heldBy('u-old', STALE, { written: false }), NOW), 'u-old');
  // A younger claim may be a sign-up still in flight; exactly a minute is not older than a minute.
  assert.is(orphanedEmailClaimant(heldBy('u-old', FRESH, { written: false }), NOW), null);
  assert.is(orphanedEmailClaimant(heldBy('u-old', ago(ORPHANED_AFTER_MS), { written: false }), NOW), null);
  // A live account holds its claim for good, however old.
  assert.is(orphanedEmailClaimant(heldBy('u-old', STALE), NOW), null);
  // A deleted account's claim not (yet) released is free at once.
  assert.is(orphanedEmailClaimant(heldBy('u-old', FRESH, { deleted: true }), NOW), 'u-old');
  assert.is(orphanedEmailClaimant(heldBy('u-old', STALE, { deleted: true }), NOW), 'u-old');
});

test('given a free or released address, when signing up, then the address is claimed', () => {
  assert.equal(signUp(free), claimEmail('u-new', null));
  given(emailClaimDecider, []).when(signUp(free)!).then([claimed('u-new')]);
  assert.equal(signUp(released), claimEmail('u-new', null));
});

test('given a claim held by another live account, when signing up, then ACCOUNT_EXISTS (before anything is written)', () => {
  refused(() => signUp(heldBy('u-old', STALE)));
  refused(() => signUp(heldBy('u-old', FRESH, { written: false })));
});

test('given an orphaned claim, when signing up, then it is taken over', () => {
  const command = signUp(heldBy('u-old', STALE, { written: false }))!;
  assert.equal(command, claimEmail('u-new', 'u-old'));
  given(emailClaimDecider, [claimed('u-old')]).when(command).then([claimed('u-new')]);
  assert.equal(signUp(heldBy('u-old', FRESH, { deleted: true })), claimEmail('u-new', 'u-old'));
});

test('given the address already held by the same account (a resumed seeding), when signing up, then nothing is claimed', () => {
  assert.is(signUp(heldBy('u-new', FRESH)), null);
  assert.is(signUp(free, heldBy('u-new', STALE)), null);
});

test('a legacy claim held by another live account refuses the sign-up too; an orphaned one does not', () => {
  refused(() => signUp(free, heldBy('u-old', STALE)));
  assert.equal(signUp(free, heldBy('u-old', STALE, { written: false })), claimEmail('u-new', null));
  assert.equal(signUp(free, heldBy('u-old', FRESH, { deleted: true })), claimEmail('u-new', null));
  // An orphaned legacy claim does not free a current claim held by a live account.
  refused(() => signUp(heldBy('u-other', STALE), heldBy('u-old', STALE, { written: false })));
});

test('a deletion names the current claim stream when the account holds it there, moves a legacy claim there first, or names none', () => {
  const current = (claimedBy: string | null) => ({ stream: 'email-5c1f0a9e', claimedBy });
  const legacy = (claimedBy: string | null) => ({ stream: emailStream(EMAIL), claimedBy });
  assert.equal(deletionClaim('u-1', current('u-1'), legacy(null)), { claimStream: 'email-5c1f0a9e', moveFrom: null });
  assert.equal(deletionClaim('u-1', current('u-1'), legacy('u-1')), { claimStream: 'email-5c1f0a9e', moveFrom: null });
  assert.equal(deletionClaim('u-1', current(null), legacy('u-1')), { claimStream: 'email-5c1f0a9e', moveFrom: emailStream(EMAIL) });
  assert.equal(deletionClaim('u-1', current('u-2'), legacy('u-2')), { claimStream: null, moveFrom: null });
  assert.equal(deletionClaim('u-1', current(null), null), { claimStream: null, moveFrom: null });
});

test.run();
