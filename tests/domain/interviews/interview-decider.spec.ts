// Given/when/then specs of the interview decider: who proposes when, times in the future, the 07:00–21:00 rule for students
// under 18 at the internship's place (across time zones), and the student's one answer.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { given } from '../../helpers/given-when-then';
import { APPLICATION_NOT_FOUND } from '@domain/applications/decider';
import type { ApplicationStatus } from '@domain/applications/types';
import type { AcceptInterview, DeclineInterview, InterviewApplication, ProposeInterview } from '@domain/interviews/commands';
import {
  ALREADY_ANSWERED,
  INTERVIEW_NOT_FOUND,
  INTERVIEWS_CLOSED,
  INTERVIEWS_NOT_OPEN_YET,
  MINOR_HOURS_ONLY,
  ONLY_THE_COMPANY_PROPOSES,
  ONLY_THE_STUDENT_ANSWERS,
  SLOT_PASSED,
  SLOTS_IN_THE_PAST,
  interviewDecider,
  interviewStream,
} from '@domain/interviews/decider';
import type { InterviewDeclined, InterviewProposed, InterviewScheduled } from '@domain/interviews/events';
import { CHOOSE_A_SLOT } from '@domain/interviews/schemas';
import { DomainError } from '@domain/shared/errors';
import type { ThreadParticipant } from '@domain/threads/commands';

const test = suite('interview decider');
const AT = '2026-03-01T10:00:00.000Z';
const student: ThreadParticipant = { id: 's-1', role: 'student' };
const company: ThreadParticipant = { id: 'c-1', role: 'company' };
const app = (status: ApplicationStatus | null = 'reviewed', timeZone = 'Asia/Kolkata'): InterviewApplication => ({
  status,
  studentId: status && 's-1',
  companyId: status && 'c-1',
  internshipId: status && 'i-1',
  timeZone,
});

// 15:00Z is 20:30 in India and Sri Lanka, 20:00 in Pakistan, 21:00 in Bangladesh.
const EVENING = '2026-03-10T15:00:00.000Z';
const NINE_PM_IST = '2026-03-10T15:30:00.000Z';

const propose = (
  over: Partial<Omit<ProposeInterview['data'], 'application'>> & { status?: ApplicationStatus | null; timeZone?: string } = {},
): ProposeInterview => {
  const { status, timeZone, ...rest } = over;
  return {
    type: 'ProposeInterview',
    data: {
      interviewId: 'iv-1',
      applicationId: 'a-1',
      proposer: company,
      slots: [EVENING],
      durationMinutes: 30,
      mode: 'video',
      where: 'https://meet.example.org/abc',
      at: AT,
      studentIsMinor: true,
      ...rest,
      application: app(status === undefined ? 'reviewed' : status, timeZone),
    },
  };
};
const proposed = (over: Partial<InterviewProposed['data']> = {}): InterviewProposed => ({
  type: 'InterviewProposed',
  data: {
    interviewId: 'iv-1',
    applicationId: 'a-1',
    internshipId: 'i-1',
    studentId: 's-1',
    companyId: 'c-1',
    slots: [EVENING],
    durationMinutes: 30,
    mode: 'video',
    where: 'https://meet.example.org/abc',
    timeZone: 'Asia/Kolkata',
    at: AT,
    ...over,
  },
});
const accept = (slot: string, who = student, applicationStatus: ApplicationStatus | null = 'reviewed', at = AT): AcceptInterview => ({
  type: 'AcceptInterview',
  data: { interviewId: 'iv-1', student: who, slot, at, applicationStatus },
});
const decline = (who = student): DeclineInterview => ({ type: 'DeclineInterview', data: { interviewId: 'iv-1', student: who, at: AT } });
const sides = { interviewId: 'iv-1', applicationId: 'a-1', studentId: 's-1', companyId: 'c-1' };
const scheduled = (startsAt: string, endsAt: string): InterviewScheduled => ({ type: 'InterviewScheduled', data: { ...sides, startsAt, endsAt, at: AT } });
const declined: InterviewDeclined = { type: 'InterviewDeclined', data: { ...sides, at: AT } };

/** The field errors of a refused command. */
function errorsOf(command: ProposeInterview): Record<string, string> {
  try {
    interviewDecider.decide(command, interviewDecider.initialState());
  } catch (error) {
    return (error as DomainError).errors ?? {};
  }
  return assert.unreachable('refused') as never;
}

test('one stream per interview', () => {
  assert.is(interviewStream('iv-1'), 'interview-iv-1');
});

test('the company proposes while the application is reviewed or accepted; times are kept in UTC, earliest first', () => {
  given(interviewDecider).when(propose()).then([proposed()]);
  const later = '2026-03-12T06:00:00.000Z';
  given(interviewDecider)
    .when(propose({ status: 'accepted', slots: ['2026-03-12T11:30:00+05:30', '2026-03-10T20:30:00+05:30'], mode: 'in-person', where: 'Office 4, MG Road' }))
    .then([proposed({ slots: [EVENING, later], mode: 'in-person', where: 'Office 4, MG Road' })]);
});

test('before review, and after rejection, withdrawal or completion, no interview is proposed (403, saying why)', () => {
  given(interviewDecider).when(propose({ status: 'pending' })).thenThrows('forbidden', INTERVIEWS_NOT_OPEN_YET);
  given(interviewDecider).when(propose({ status: 'rejected' })).thenThrows('forbidden', INTERVIEWS_CLOSED.rejected);
  given(interviewDecider).when(propose({ status: 'withdrawn' })).thenThrows('forbidden', INTERVIEWS_CLOSED.withdrawn);
  given(interviewDecider).when(propose({ status: 'completed' })).thenThrows('forbidden', INTERVIEWS_CLOSED.completed);
});

test('another company, or a missing application, is told the application does not exist; the student does not propose', () => {
  given(interviewDecider).when(propose({ proposer: { id: 'c-2', role: 'company' } })).thenThrows('not_found', APPLICATION_NOT_FOUND);
  given(interviewDecider).when(propose({ proposer: { id: 's-2', role: 'student' } })).thenThrows('not_found', APPLICATION_NOT_FOUND);
  given(interviewDecider).when(propose({ status: null })).thenThrows('not_found', APPLICATION_NOT_FOUND);
  given(interviewDecider).when(propose({ proposer: student })).thenThrows('forbidden', ONLY_THE_COMPANY_PROPOSES);
});

test('a time in the past, or now, is refused (400, naming the time)', () => {
  given(interviewDecider).when(propose({ slots: [EVENING, '2026-02-28T10:00:00.000Z'] })).thenThrows('invalid', SLOTS_IN_THE_PAST);
  given(interviewDecider).when(propose({ slots: [AT] })).thenThrows('invalid', SLOTS_IN_THE_PAST);
  assert.equal(Object.keys(errorsOf(propose({ slots: [EVENING, '2026-02-28T10:00:00.000Z'] }))), ['slots.1']);
});

test('under 18: 20:30 IST for 30 minutes is fine, 21:00 IST is refused; an adult may be interviewed then', () => {
  given(interviewDecider).when(propose({ slots: [EVENING] })).then([proposed()]);
  given(interviewDecider).when(propose({ slots: [NINE_PM_IST] })).thenThrows('invalid', MINOR_HOURS_ONLY);
  given(interviewDecider).when(propose({ slots: [NINE_PM_IST], studentIsMinor: false })).then([proposed({ slots: [NINE_PM_IST] })]);
  // Ending after 21:00 is refused too (20:30 for 45 minutes), and so is starting before 07:00 (06:30 IST).
  given(interviewDecider).when(propose({ slots: [EVENING], durationMinutes: 45 })).thenThrows('invalid', MINOR_HOURS_ONLY);
  given(interviewDecider).when(propose({ slots: ['2026-03-10T01:00:00.000Z'] })).thenThrows('invalid', MINOR_HOURS_ONLY);
  given(interviewDecider).when(propose({ slots: ['2026-03-10T01:30:00.000Z'] })).then([proposed({ slots: ['2026-03-10T01:30:00.000Z'] })]);
  // One late time among good ones refuses the proposal, and the field names it.
  const errors = errorsOf(propose({ slots: ['2026-03-10T05:00:00.000Z', '2026-03-10T17:00:00+05:30', '2026-03-10T23:00:00+05:30'] }));
  assert.equal(Object.keys(errors), ['slots.2']);
  assert.ok(errors['slots.2'].includes('23:00–23:30') && errors['slots.2'].includes('Asia/Kolkata'), errors['slots.2']);
});

test("the rule is the internship's place's: the same instant is 20:00 in Karachi, 20:30 in Colombo and 21:00 in Dhaka", () => {
  given(interviewDecider).when(propose({ timeZone: 'Asia/Karachi' })).then([proposed({ timeZone: 'Asia/Karachi' })]);
  given(interviewDecider).when(propose({ timeZone: 'Asia/Colombo' })).then([proposed({ timeZone: 'Asia/Colombo' })]);
  given(interviewDecider).when(propose({ timeZone: 'Asia/Dhaka' })).thenThrows('invalid', MINOR_HOURS_ONLY);
  // 01:00Z: 07:00 in Dhaka (fine), 06:30 in India, 06:00 in Pakistan.
  const morning = '2026-03-10T01:00:00.000Z';
  given(interviewDecider).when(propose({ slots: [morning], timeZone: 'Asia/Dhaka' })).then([proposed({ slots: [morning], timeZone: 'Asia/Dhaka' })]);
  given(interviewDecider).when(propose({ slots: [morning], timeZone: 'Asia/Karachi' })).thenThrows('invalid', MINOR_HOURS_ONLY);
});

test('the student accepts one of the proposed times (any offset naming the same instant): the interview is scheduled', () => {
  const two = proposed({ slots: [EVENING, '2026-03-11T05:00:00.000Z'] });
  given(interviewDecider, [two]).when(accept('2026-03-11T10:30:00+05:30')).then([scheduled('2026-03-11T05:00:00.000Z', '2026-03-11T05:30:00.000Z')]);
  given(interviewDecider, [two]).when(accept(EVENING)).then([scheduled(EVENING, '2026-03-10T15:30:00.000Z')]);
});

test('a time that was not proposed, or has passed, is refused (400)', () => {
  given(interviewDecider, [proposed()]).when(accept('2026-03-10T16:00:00.000Z')).thenThrows('invalid', CHOOSE_A_SLOT);
  given(interviewDecider, [proposed()]).when(accept(EVENING, student, 'reviewed', '2026-03-10T15:00:00.000Z')).thenThrows('invalid', SLOT_PASSED);
});

test('the student declines; one answer only (409)', () => {
  given(interviewDecider, [proposed()]).when(decline()).then([declined]);
  const done = [proposed(), scheduled(EVENING, NINE_PM_IST)];
  given(interviewDecider, done).when(decline()).thenThrows('conflict', ALREADY_ANSWERED.scheduled);
  given(interviewDecider, done).when(accept(EVENING)).thenThrows('conflict', ALREADY_ANSWERED.scheduled);
  given(interviewDecider, [proposed(), declined]).when(accept(EVENING)).thenThrows('conflict', ALREADY_ANSWERED.declined);
  given(interviewDecider, [proposed(), declined]).when(decline()).thenThrows('conflict', ALREADY_ANSWERED.declined);
});

test('only the student answers: the company is refused (403), anyone else is told the interview does not exist', () => {
  given(interviewDecider, [proposed()]).when(accept(EVENING, company)).thenThrows('forbidden', ONLY_THE_STUDENT_ANSWERS);
  given(interviewDecider, [proposed()]).when(decline(company)).thenThrows('forbidden', ONLY_THE_STUDENT_ANSWERS);
  given(interviewDecider, [proposed()]).when(accept(EVENING, { id: 's-2', role: 'student' })).thenThrows('not_found', INTERVIEW_NOT_FOUND);
  given(interviewDecider, [proposed()]).when(decline({ id: 's-2', role: 'student' })).thenThrows('not_found', INTERVIEW_NOT_FOUND);
  given(interviewDecider).when(accept(EVENING)).thenThrows('not_found', INTERVIEW_NOT_FOUND);
});

test('accepting needs the application still in play; declining is always open', () => {
  given(interviewDecider, [proposed()]).when(accept(EVENING, student, 'rejected')).thenThrows('forbidden', INTERVIEWS_CLOSED.rejected);
  given(interviewDecider, [proposed()]).when(accept(EVENING, student, 'withdrawn')).thenThrows('forbidden', INTERVIEWS_CLOSED.withdrawn);
  given(interviewDecider, [proposed()]).when(accept(EVENING, student, 'accepted')).then([scheduled(EVENING, NINE_PM_IST)]);
  given(interviewDecider, [proposed()]).when(decline()).then([declined]);
});

test('an interview is proposed once (its id is new)', () => {
  given(interviewDecider, [proposed()]).when(propose()).thenThrows('conflict');
});

test.run();
