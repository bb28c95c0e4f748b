// Given the facts, then these e-mails of a scheduled interview: the student's, the company's, and an under-18 student's
// parent's or guardian's, each with the same invitation, the time at the internship's place, and transactional.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { interviewScheduledMails, type InterviewMailInput } from '@domain/interviews/mails';
import { recipientFacts } from '@domain/notifications/facts';
import { OPTIONAL_EMAIL_KINDS } from '@domain/notifications/kinds';
import type { UserEvent } from '@domain/users/events';
import { registration } from '../../helpers/event-fixtures';

const test = suite('the e-mails of a scheduled interview');
const AT = new Date('2026-05-01T10:00:00.000Z');
const CALENDAR = 'BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nEND:VCALENDAR\r\n';

const student = (dateOfBirth: string | null = '2010-05-01', email = 'meera@example.com') =>
  recipientFacts([{ type: 'UserRegistered', data: { ...registration('s-1', email), firstName: 'Meera', lastName: 'Iyer', dateOfBirth } } satisfies UserEvent]);
const company = recipientFacts([
  { type: 'UserRegistered', data: { ...registration('c-1', 'hello@lotus.example'), role: 'company' } },
  { type: 'CompanyDetailsUpdated', data: { userId: 'c-1', companyName: 'Lotus Learning', companyField: 'Education', location: 'Pune, India', website: null, at: '2026-04-01T00:00:00.000Z' } },
] satisfies UserEvent[]);

const input = (over: Partial<InterviewMailInput> = {}): InterviewMailInput => ({
  base: 'https://ifh.example.org',
  studentId: 's-1',
  student: student(),
  companyId: 'c-1',
  company,
  guardian: { email: 'parent@example.com', account: null },
  interview: {
    startsAt: '2026-05-15T11:00:00.000Z',
    durationMinutes: 30,
    mode: 'video',
    where: 'https://meet.example.org/xyz',
    timeZone: 'Asia/Kolkata',
    internshipTitle: 'Garden Helper',
    companyName: 'Lotus Learning',
  },
  calendar: CALENDAR,
  at: AT,
  ...over,
});

test('a student under 18: the student, the company and the parent, each with the invitation, sealed as the student\'s', () => {
  const mails = interviewScheduledMails(input());
  assert.equal(mails.map((m) => [m.kind, m.to]), [
    ['interviewScheduled', 'meera@example.com'],
    ['companyInterviewScheduled', 'hello@lotus.example'],
    ['guardianInterviewScheduled', 'parent@example.com'],
  ]);
  for (const m of mails) {
    assert.is(m.calendar, CALENDAR);
    assert.is(m.subjectId, 's-1');
    assert.not.ok(OPTIONAL_EMAIL_KINDS.includes(m.kind), 'transactional');
    assert.ok(m.mail.text.includes('When: Friday 15 May 2026, 16:30 (Asia/Kolkata)'), m.mail.text);
    assert.ok(m.mail.text.includes('Video call: https://meet.example.org/xyz'), m.mail.text);
  }
  const [own, theirs, parent] = mails;
  assert.ok(own.mail.text.startsWith('Hi Meera,'));
  assert.ok(theirs.mail.text.includes('Meera Iyer picked a time'));
  assert.ok(parent.mail.text.includes('Meera Iyer, who gave your e-mail'));
  // A subject a stranger reads first carries nothing the student or the company wrote.
  assert.not.ok(parent.mail.subject.includes('Garden'));
});

test('an adult student: no parent; unknown age counts as under 18', () => {
  assert.equal(interviewScheduledMails(input({ student: student('2000-01-01') })).map((m) => m.kind), ['interviewScheduled', 'companyInterviewScheduled']);
  assert.equal(interviewScheduledMails(input({ student: student(null) })).map((m) => m.kind), ['interviewScheduled', 'companyInterviewScheduled', 'guardianInterviewScheduled']);
});

test("never to the student's own address as a parent, nor to a student's account; nothing once the student is deleted", () => {
  assert.is(interviewScheduledMails(input({ guardian: { email: 'MEERA@example.com', account: null } })).length, 2);
  assert.is(interviewScheduledMails(input({ guardian: { email: 'friend@example.com', account: student('2010-01-01', 'friend@example.com') } })).length, 2);
  const deleted = { ...student(), deleted: true };
  assert.equal(interviewScheduledMails(input({ student: deleted })), []);
  assert.equal(interviewScheduledMails(input({ company: { ...company, deleted: true } })).map((m) => m.kind), ['interviewScheduled', 'guardianInterviewScheduled']);
});

test.run();
