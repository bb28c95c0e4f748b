// Given/when/then spec of a failed attempt's error: recorded up to MAX_ERROR_LENGTH characters.
import { suite } from 'uvu';
import { emailDecider, MAX_ERROR_LENGTH } from '@domain/notifications/decider';
import type { EmailEvent } from '@domain/notifications/events';
import { given } from '../../helpers/given-when-then';

const test = suite('e-mail failure error');

const T0 = '2026-11-01T10:00:00.000Z';
const queued: EmailEvent = {
  type: 'EmailQueued',
  data: { messageId: 'm-1', kind: 'passwordChanged', subjectId: 'u-1', to: 'a@example.com', subject: 'S', text: 'T', html: '<p>T</p>', causeId: 'e-1', at: T0 },
};
const started: EmailEvent = { type: 'EmailSendStarted', data: { messageId: 'm-1', attempt: 1, leaseUntil: '2026-11-01T10:01:00.000Z', at: T0 } };
const failure = (error: string) => ({ type: 'RecordEmailFailure' as const, data: { messageId: 'm-1', error, retryAt: null, at: T0 } });
const failed = (error: string): EmailEvent => ({ type: 'EmailFailed', data: { messageId: 'm-1', error, retryAt: null, at: T0, attempt: 1 } });

test('a long error is cut to its first 500 characters; a short one is kept whole', () => {
  const long = `550 ${'x'.repeat(2000)}`;
  given(emailDecider, [queued, started]).when(failure(long)).then([failed(long.slice(0, 500))]);
  given(emailDecider, [queued, started]).when(failure('x'.repeat(MAX_ERROR_LENGTH))).then([failed('x'.repeat(MAX_ERROR_LENGTH))]);
  given(emailDecider, [queued, started]).when(failure('451 try later')).then([failed('451 try later')]);
});

test.run();
