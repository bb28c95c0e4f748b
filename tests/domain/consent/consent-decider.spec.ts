// Given/when/then specs of parental consent: the machine's moves, rate-limited requests, links of the current request only,
// and who needs consent at all (under 18, or of unknown age).
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ageOn, needsParentalConsent } from '@domain/consent/age';
import { consentCan } from '@domain/consent/consent-machine';
import { CONSENT_NOT_REQUESTED, CONSENT_ALREADY_GIVEN, CONSENT_LINK_STALE, CONSENT_REFUSED_HOLDS, consentDecider, consentStream, nextSendAllowedAt, NOTHING_TO_RESEND } from '@domain/consent/decider';
import type { ConsentEvent } from '@domain/consent/events';
import { sharingFor, WHY_NOT } from '@domain/consent/sharing';
import { given } from '../../helpers/given-when-then';

const test = suite('parental consent');

const T0 = '2026-11-01T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
const requested: ConsentEvent = { type: 'ParentalConsentRequested', data: { studentId: 's-1', requestId: 'r-1', guardianEmail: 'mum@example.com', at: T0 } };
const givenEvent: ConsentEvent = { type: 'ParentalConsentGiven', data: { studentId: 's-1', requestId: 'r-1', at: later(3600_000) } };
const answer = (type: 'GiveConsent' | 'RefuseConsent' | 'WithdrawConsent', requestId = 'r-1', at = later(7200_000)) => ({ type, data: { studentId: 's-1', requestId, at } });
const request = (guardianEmail: string, at: string, requestId = 'r-2') => ({ type: 'RequestConsent' as const, data: { studentId: 's-1', requestId, guardianEmail, at } });

test('one stream per student; the machine: not requested → requested → given | refused; given → withdrawn', () => {
  assert.is(consentStream('s-1'), 'consent-s-1');
  assert.ok(consentCan('notRequested', 'REQUEST'));
  assert.not.ok(consentCan('notRequested', 'GIVE'));
  assert.ok(consentCan('requested', 'GIVE') && consentCan('requested', 'REFUSE') && consentCan('requested', 'RESEND'));
  assert.ok(consentCan('given', 'WITHDRAW'));
  assert.not.ok(consentCan('given', 'REFUSE') || consentCan('given', 'REQUEST'));
  assert.ok(consentCan('refused', 'REQUEST'));
  assert.not.ok(consentCan('refused', 'GIVE'), 'a refusal holds: only a new request’s link can give consent');
  assert.ok(consentCan('withdrawn', 'REQUEST'));
  assert.not.ok(consentCan('withdrawn', 'GIVE'));
});

test('a request; the same address again is a resend of the same request (after a minute); another address a new request at once', () => {
  given(consentDecider, []).when(request('mum@example.com', T0, 'r-1')).then([requested]);
  given(consentDecider, [requested]).when(request('dad@example.com', later(1000))).then([
    { type: 'ParentalConsentRequested', data: { studentId: 's-1', requestId: 'r-2', guardianEmail: 'dad@example.com', at: later(1000) } },
  ]);
  given(consentDecider, [requested]).when(request('MUM@example.com', later(1000))).thenThrows('too_many', 'You can send it again in 59 seconds');
  given(consentDecider, [requested]).when(request('mum@example.com', later(61_000))).then([
    { type: 'ParentalConsentRequestResent', data: { studentId: 's-1', requestId: 'r-1', at: later(61_000) } },
  ]);
  given(consentDecider, [requested, givenEvent]).when(request('dad@example.com', later(9e6))).thenThrows('conflict', CONSENT_ALREADY_GIVEN);
});

test('resends: at most one a minute and five a day', () => {
  const resend = (at: string) => ({ type: 'ResendConsentRequest' as const, data: { studentId: 's-1', at } });
  given(consentDecider, []).when(resend(T0)).thenThrows('conflict', NOTHING_TO_RESEND);
  const resent = (i: number): ConsentEvent => ({ type: 'ParentalConsentRequestResent', data: { studentId: 's-1', requestId: 'r-1', at: later(i * 120_000) } });
  const five = [requested, resent(1), resent(2), resent(3), resent(4)];
  given(consentDecider, five).when(resend(later(10 * 60_000))).thenThrows('too_many', 'hours');
  given(consentDecider, five).when(resend(later(24 * 3600_000 + 1000))).then([{ type: 'ParentalConsentRequestResent', data: { studentId: 's-1', requestId: 'r-1', at: later(24 * 3600_000 + 1000) } }]);
  assert.is(nextSendAllowedAt({ sentAt: [T0] }, new Date(later(30_000)))?.toISOString(), later(60_000));
  assert.is(nextSendAllowedAt({ sentAt: [T0] }, new Date(later(60_000))), null);
});

test('answers through a link: only the current request’s; giving or withdrawing twice changes nothing', () => {
  given(consentDecider, [requested]).when(answer('GiveConsent')).then([{ type: 'ParentalConsentGiven', data: { studentId: 's-1', requestId: 'r-1', at: later(7200_000) } }]);
  given(consentDecider, [requested]).when(answer('GiveConsent', 'r-0')).thenThrows('conflict', CONSENT_NOT_REQUESTED);
  given(consentDecider, [requested, givenEvent]).when(answer('GiveConsent')).then([]);
  given(consentDecider, [requested, givenEvent]).when(answer('RefuseConsent')).thenThrows('conflict', 'withdraw');
  given(consentDecider, [requested, givenEvent]).when(answer('WithdrawConsent')).then([{ type: 'ParentalConsentWithdrawn', data: { studentId: 's-1', requestId: 'r-1', at: later(7200_000) } }]);
  given(consentDecider, [requested]).when(answer('WithdrawConsent')).thenThrows('conflict');
  const refused: ConsentEvent = { type: 'ParentalConsentRefused', data: { studentId: 's-1', requestId: 'r-1', at: later(1000) } };
  given(consentDecider, [requested, refused]).when(answer('GiveConsent')).thenThrows('conflict', CONSENT_REFUSED_HOLDS);
  given(consentDecider, [requested, refused]).when(answer('RefuseConsent')).then([]);
  given(consentDecider, []).when(answer('GiveConsent')).thenThrows('conflict');
});

test('a link of an earlier request can withdraw a consent given through a newer one, but never give or refuse', () => {
  const second: ConsentEvent = { type: 'ParentalConsentRequested', data: { studentId: 's-1', requestId: 'r-2', guardianEmail: 'aunt@example.com', at: later(1000) } };
  const givenToSecond: ConsentEvent = { type: 'ParentalConsentGiven', data: { studentId: 's-1', requestId: 'r-2', at: later(2000) } };
  given(consentDecider, [requested, second]).when(answer('GiveConsent', 'r-1')).thenThrows('conflict', CONSENT_LINK_STALE);
  given(consentDecider, [requested, second]).when(answer('RefuseConsent', 'r-1')).thenThrows('conflict', CONSENT_LINK_STALE);
  given(consentDecider, [requested, second, givenToSecond]).when(answer('WithdrawConsent', 'r-1')).then([
    { type: 'ParentalConsentWithdrawn', data: { studentId: 's-1', requestId: 'r-1', at: later(7200_000) } },
  ]);
  given(consentDecider, [requested, second]).when(answer('WithdrawConsent', 'r-9')).thenThrows('conflict', CONSENT_NOT_REQUESTED);
});

test('who needs consent: under 18 or age unknown, in `required` mode only; why not, in words', () => {
  const now = new Date('2026-11-01T00:00:00Z');
  assert.is(ageOn('2008-11-01', now), 18);
  assert.is(ageOn('2008-11-02', now), 17);
  assert.is(ageOn('2008-02-30', now), null);
  assert.ok(needsParentalConsent(null, now));
  assert.ok(needsParentalConsent('2010-01-01', now));
  assert.not.ok(needsParentalConsent('2000-01-01', now));
  assert.equal(sharingFor('off', null, 'notRequested', now), { required: false, allowed: true, reason: null });
  assert.equal(sharingFor('required', '2000-01-01', 'notRequested', now), { required: false, allowed: true, reason: null });
  assert.equal(sharingFor('required', null, 'requested', now), { required: true, allowed: false, reason: WHY_NOT.requested });
  assert.equal(sharingFor('required', '2010-01-01', 'given', now), { required: true, allowed: true, reason: null });
});

test.run();
