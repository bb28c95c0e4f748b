// Given/when/then specs of the outbox message: queued once, taken under a lease when due, never taken again once sent.
import { suite } from 'uvu';
import { emailDecider, emailMessageStream, NOT_DUE } from '@domain/notifications/decider';
import type { EmailEvent, EmailQueued } from '@domain/notifications/events';
import { given } from '../../helpers/given-when-then';
import * as assert from 'uvu/assert';

const test = suite('e-mail message decider');

const T0 = '2026-11-01T10:00:00.000Z';
const at = (s: number) => new Date(Date.parse(T0) + s * 1000).toISOString();
const message: EmailQueued['data'] = { messageId: 'm-1', kind: 'passwordChanged', subjectId: 'u-1', to: 'a@example.com', subject: 'S', text: 'T', html: '<p>T</p>', causeId: 'e-1', at: T0 };
const queued: EmailEvent = { type: 'EmailQueued', data: message };
const take = (s: number) => ({ type: 'StartSending' as const, data: { messageId: 'm-1', leaseUntil: at(s + 60), at: at(s) } });
const started = (attempt: number, s: number): EmailEvent => ({ type: 'EmailSendStarted', data: { messageId: 'm-1', attempt, leaseUntil: at(s + 60), at: at(s) } });
const sent: EmailEvent = { type: 'EmailSent', data: { messageId: 'm-1', attempt: 1, at: at(2) } };

test('one stream per message; queued once (a redelivered trigger queues nothing)', () => {
  assert.is(emailMessageStream('m-1'), 'email-message-m-1');
  given(emailDecider, []).when({ type: 'QueueEmail', data: message }).then([queued]);
  given(emailDecider, [queued]).when({ type: 'QueueEmail', data: message }).then([]);
});

test('taken when due, under a lease; a second sender cannot take it until the lease ran out', () => {
  given(emailDecider, [queued]).when(take(1)).then([started(1, 1)]);
  given(emailDecider, [queued, started(1, 1)]).when(take(2)).thenThrows('conflict', NOT_DUE);
  given(emailDecider, [queued, started(1, 1)]).when(take(62)).then([started(2, 62)]);
});

test('sent is final: never taken again; a failure retries later or gives up', () => {
  given(emailDecider, [queued, started(1, 1), sent]).when(take(3)).thenThrows('conflict', NOT_DUE);
  given(emailDecider, [queued, started(1, 1), sent]).when({ type: 'RecordEmailSent', data: { messageId: 'm-1', at: at(3) } }).then([]);
  const failed: EmailEvent = { type: 'EmailFailed', data: { messageId: 'm-1', attempt: 1, error: '451', retryAt: at(20), at: at(2) } };
  given(emailDecider, [queued, started(1, 1)]).when({ type: 'RecordEmailFailure', data: { messageId: 'm-1', error: '451', retryAt: at(20), at: at(2) } }).then([failed]);
  given(emailDecider, [queued, started(1, 1), failed]).when(take(10)).thenThrows('conflict', NOT_DUE);
  given(emailDecider, [queued, started(1, 1), failed]).when(take(21)).then([started(2, 21)]);
  const gaveUp: EmailEvent = { type: 'EmailFailed', data: { messageId: 'm-1', attempt: 1, error: '550', retryAt: null, at: at(2) } };
  given(emailDecider, [queued, started(1, 1), gaveUp]).when(take(99999)).thenThrows('conflict', NOT_DUE);
});

test('queued with its first attempt taken (by the queuing instance): sent without a take; others wait for the lease', () => {
  const handed: EmailEvent = { type: 'EmailQueued', data: { ...message, leaseUntil: at(60) } };
  given(emailDecider, []).when({ type: 'QueueEmail', data: { ...message, leaseUntil: at(60) } }).then([handed]);
  given(emailDecider, [handed]).when({ type: 'RecordEmailSent', data: { messageId: 'm-1', at: at(1) } }).then([{ type: 'EmailSent', data: { messageId: 'm-1', attempt: 1, at: at(1) } }]);
  given(emailDecider, [handed]).when(take(30)).thenThrows('conflict', NOT_DUE);
  // Its sender stopped before sending: another takes it once the lease ran out, as its second attempt.
  given(emailDecider, [handed]).when(take(61)).then([started(2, 61)]);
  const failed: EmailEvent = { type: 'EmailFailed', data: { messageId: 'm-1', attempt: 1, error: '451', retryAt: at(20), at: at(2) } };
  given(emailDecider, [handed]).when({ type: 'RecordEmailFailure', data: { messageId: 'm-1', error: '451', retryAt: at(20), at: at(2) } }).then([failed]);
});

test.run();
