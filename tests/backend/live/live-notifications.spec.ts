// Who the live stream tells of what: both sides of a thread of a message, the reader of a read thread, both sides of an
// application's changes (the company from the read model when the event does not name it), and nobody of anything else.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { DomainEvent } from '@domain/events';
import { liveNotificationsOf } from '@backend/live/live-notifications';

const test = suite('live notifications');
const AT = '2026-03-01T10:00:00.000Z';
const parties = { studentId: 's-1', companyId: 'c-1' };
const users = (event: DomainEvent, p: typeof parties | null = parties) => liveNotificationsOf(event, p).map((n) => `${n.kind}:${n.userId}:${n.applicationId}`);

test('a message: both sides; a read thread: the reader only', () => {
  const posted: DomainEvent = { type: 'MessagePosted', data: { messageId: 'm', applicationId: 'a', number: 1, studentId: 's-1', companyId: 'c-1', authorId: 's-1', authorRole: 'student', body: 'x', at: AT } };
  assert.equal(users(posted, null), ['message:s-1:a', 'message:c-1:a']);
  assert.equal(users({ type: 'ThreadRead', data: { applicationId: 'a', readerId: 'c-1', at: AT } }), ['message:c-1:a']);
});

test("an application's changes: the student and the company, the company from the read model where the event names none", () => {
  const changed: DomainEvent = { type: 'ApplicationStatusChanged', data: { applicationId: 'a', studentId: 's-1', from: 'pending', to: 'reviewed', actorId: 'c-1', byRole: 'company', note: null, at: AT } };
  assert.equal(users(changed), ['application:s-1:a', 'application:c-1:a']);
  assert.equal(users({ type: 'ApplicationWithdrawn', data: { applicationId: 'a', studentId: 's-1', internshipId: 'i', from: 'pending', at: AT } }), ['application:s-1:a', 'application:c-1:a']);
  // Unknown parties (the application is gone from the read models): whoever the event names.
  assert.equal(users(changed, null), ['application:s-1:a']);
});

test('an interview proposed, scheduled or declined: both sides, as a change of the application', () => {
  const sides = { interviewId: 'iv', applicationId: 'a', studentId: 's-1', companyId: 'c-1' };
  const events: DomainEvent[] = [
    { type: 'InterviewProposed', data: { ...sides, internshipId: 'i', slots: [AT], durationMinutes: 30, mode: 'video', where: 'x', timeZone: 'Asia/Kolkata', at: AT } },
    { type: 'InterviewScheduled', data: { ...sides, startsAt: AT, endsAt: AT, at: AT } },
    { type: 'InterviewDeclined', data: { ...sides, at: AT } },
  ];
  for (const event of events) assert.equal(users(event, null), ['application:s-1:a', 'application:c-1:a'], event.type);
});

test('a completion proposed or confirmed, and a certificate revoked: both sides', () => {
  const facts = { startedOn: '2026-06-01', endedOn: '2026-07-31', hours: 96, summary: 'x' };
  assert.equal(users({ type: 'CompletionProposed', data: { ...facts, applicationId: 'a', studentId: 's-1', companyId: 'c-1', at: AT } }), ['application:s-1:a', 'application:c-1:a']);
  const confirmed: DomainEvent = {
    type: 'CompletionConfirmed',
    data: { ...facts, applicationId: 'a', studentId: 's-1', companyId: 'c-1', internshipId: 'i', role: 'r', nameOnCertificate: 'n', stipendPaid: 'yes', certificateId: 'c', at: AT },
  };
  assert.equal(users(confirmed), ['application:s-1:a', 'application:c-1:a']);
  assert.equal(users({ type: 'CertificateRevoked', data: { applicationId: 'a', studentId: 's-1', certificateId: 'c', reason: 'r', at: AT } }), ['application:s-1:a', 'application:c-1:a']);
});

test('anything else tells nobody', () => {
  assert.equal(users({ type: 'FavoriteAdded', data: { studentId: 's-1', internshipId: 'i', at: AT } }), []);
});

test.run();
