// Given/when/then specs of the consent link's expiry (domain/consent/decider.ts): an expired link no longer gives or refuses
// consent, but always withdraws it; a link is expired only after its expiry time.
import { suite } from 'uvu';
import { CONSENT_LINK_EXPIRED, CONSENT_NOT_REQUESTED, consentDecider } from '@domain/consent/decider';
import type { AnswerConsent } from '@domain/consent/commands';
import type { ConsentEvent } from '@domain/consent/events';
import { given } from '../../helpers/given-when-then';

const test = suite('consent link expiry');

const T0 = '2026-11-01T10:00:00.000Z';
const later = (ms: number) => new Date(Date.parse(T0) + ms).toISOString();
const requested: ConsentEvent = { type: 'ParentalConsentRequested', data: { studentId: 's-1', requestId: 'r-1', guardianEmail: 'mum@example.com', at: T0 } };
const givenEvent: ConsentEvent = { type: 'ParentalConsentGiven', data: { studentId: 's-1', requestId: 'r-1', at: later(1000) } };
const AT = later(7200_000);
const answer = (type: AnswerConsent['type'], linkExpiresAt: string, requestId = 'r-1'): AnswerConsent => ({ type, data: { studentId: 's-1', requestId, at: AT, linkExpiresAt } });

test('an expired link neither gives nor refuses consent, whatever the request', () => {
  given(consentDecider, [requested]).when(answer('GiveConsent', later(7199_999))).thenThrows('conflict', CONSENT_LINK_EXPIRED);
  given(consentDecider, [requested]).when(answer('RefuseConsent', later(7199_999))).thenThrows('conflict', CONSENT_LINK_EXPIRED);
  given(consentDecider, [requested]).when(answer('GiveConsent', later(7199_999), 'r-0')).thenThrows('conflict', CONSENT_LINK_EXPIRED);
});

test('a link until its expiry time gives and refuses; the expiry is not part of the events', () => {
  given(consentDecider, [requested]).when(answer('GiveConsent', AT)).then([{ type: 'ParentalConsentGiven', data: { studentId: 's-1', requestId: 'r-1', at: AT } }]);
  given(consentDecider, [requested]).when(answer('RefuseConsent', later(7200_001))).then([{ type: 'ParentalConsentRefused', data: { studentId: 's-1', requestId: 'r-1', at: AT } }]);
  given(consentDecider, [requested]).when(answer('GiveConsent', AT, 'r-0')).thenThrows('conflict', CONSENT_NOT_REQUESTED);
});

test('an expired link still withdraws a consent given', () => {
  given(consentDecider, [requested, givenEvent]).when(answer('WithdrawConsent', later(1))).then([{ type: 'ParentalConsentWithdrawn', data: { studentId: 's-1', requestId: 'r-1', at: AT } }]);
});

test.run();
