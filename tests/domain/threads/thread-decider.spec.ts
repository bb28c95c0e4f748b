// Given/when/then specs of the thread decider: who writes when, contact details with a minor, unread per reader, reports.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { given } from '../../helpers/given-when-then';
import { APPLICATION_NOT_FOUND } from '@domain/applications/decider';
import type { ApplicationStatus } from '@domain/applications/types';
import type { MarkThreadRead, PostMessage, ReportMessage, ThreadApplication, ThreadParticipant } from '@domain/threads/commands';
import { CONTACT_DETAILS_REFUSED } from '@domain/threads/contact-details';
import {
  ALREADY_REPORTED,
  MESSAGE_NOT_FOUND,
  MESSAGE_REPORT_DECIDED,
  MESSAGE_REPORT_NOT_FOUND,
  ONLY_A_COMPANYS_MESSAGE_SUSPENDS,
  OWN_MESSAGE_NOT_REPORTABLE,
  THREAD_CLOSED,
  THREAD_NOT_OPEN_YET,
  threadDecider,
  threadStream,
} from '@domain/threads/decider';
import type { MessagePosted, MessageReported, MessageReportDecision, ThreadRead } from '@domain/threads/events';

const test = suite('thread decider');
const AT = '2026-03-01T10:00:00.000Z';
const student: ThreadParticipant = { id: 's-1', role: 'student' };
const company: ThreadParticipant = { id: 'c-1', role: 'company' };
const app = (status: ApplicationStatus | null): ThreadApplication => ({ status, studentId: status && 's-1', companyId: status && 'c-1' });

const post = (messageId: string, author = student, body = 'Hello', status: ApplicationStatus | null = 'reviewed', studentIsMinor = true): PostMessage => ({
  type: 'PostMessage',
  data: { messageId, applicationId: 'a-1', author, body, at: AT, application: app(status), studentIsMinor },
});
const posted = (messageId: string, author = student, body = 'Hello'): MessagePosted => ({
  type: 'MessagePosted',
  // 'm-2' is the thread's second message.
  data: { messageId, applicationId: 'a-1', number: Number(messageId.split('-')[1]), studentId: 's-1', companyId: 'c-1', authorId: author.id, authorRole: author.role, body, at: AT },
});
const markRead = (readerId: string): MarkThreadRead => ({ type: 'MarkThreadRead', data: { applicationId: 'a-1', readerId, at: AT } });
const read = (readerId: string): ThreadRead => ({ type: 'ThreadRead', data: { applicationId: 'a-1', readerId, at: AT } });
const report = (messageId: string, reporter = student): ReportMessage => ({
  type: 'ReportMessage',
  data: { reportId: 'r-1', messageId, applicationId: 'a-1', reporter, reason: 'unsafe', details: null, at: AT },
});

test('one stream per application', () => {
  assert.is(threadStream('a-1'), 'thread-a-1');
});

test('the student and the owning company write while the application is reviewed or accepted', () => {
  given(threadDecider).when(post('m-1')).then([posted('m-1')]);
  given(threadDecider, [posted('m-1')]).when(post('m-2', company, 'Hi', 'accepted')).then([posted('m-2', company, 'Hi')]);
});

test('before review, after rejection and after withdrawal nobody writes (403, saying why)', () => {
  given(threadDecider).when(post('m-1', student, 'Hi', 'pending')).thenThrows('forbidden', THREAD_NOT_OPEN_YET);
  given(threadDecider).when(post('m-1', company, 'Hi', 'rejected')).thenThrows('forbidden', THREAD_CLOSED.rejected);
  given(threadDecider, [posted('m-1')]).when(post('m-2', student, 'Hi', 'withdrawn')).thenThrows('forbidden', THREAD_CLOSED.withdrawn);
});

test('anyone else, and a missing application, is told the application does not exist', () => {
  given(threadDecider).when(post('m-1', { id: 'c-2', role: 'company' })).thenThrows('not_found', APPLICATION_NOT_FOUND);
  given(threadDecider).when(post('m-1', { id: 's-2', role: 'student' })).thenThrows('not_found', APPLICATION_NOT_FOUND);
  // The company's id in the student's role (or the reverse) is not a side either.
  given(threadDecider).when(post('m-1', { id: 'c-1', role: 'student' })).thenThrows('not_found', APPLICATION_NOT_FOUND);
  given(threadDecider).when(post('m-1', student, 'Hi', null)).thenThrows('not_found', APPLICATION_NOT_FOUND);
});

test('contact details are refused to and from a student under 18, and allowed with an adult', () => {
  for (const body of ['Call me on 98765 43210', 'Mail me: priya@example.com', 'wa.me/919876543210'])
    for (const author of [student, company]) {
      given(threadDecider).when(post('m-1', author, body)).thenThrows('unprocessable', CONTACT_DETAILS_REFUSED);
      given(threadDecider).when(post('m-1', author, body, 'accepted', false)).then([posted('m-1', author, body)]);
    }
});

test('a message is unread for the other side until they open the thread; opening with nothing unread records nothing', () => {
  given(threadDecider).when(markRead('c-1')).then([]);
  given(threadDecider, [posted('m-1')]).when(markRead('c-1')).then([read('c-1')]);
  given(threadDecider, [posted('m-1')]).when(markRead('s-1')).then([]);
  given(threadDecider, [posted('m-1'), read('c-1')]).when(markRead('c-1')).then([]);
  given(threadDecider, [posted('m-1'), read('c-1'), posted('m-2')]).when(markRead('c-1')).then([read('c-1')]);
});

test('either side reports a message of the other side once', () => {
  const reported = {
    type: 'MessageReported' as const,
    data: { reportId: 'r-1', messageId: 'm-1', messageNumber: 1, applicationId: 'a-1', studentId: 's-1', companyId: 'c-1', reporterId: 'c-1', reporterRole: 'company' as const, reason: 'unsafe' as const, details: null, at: AT },
  };
  given(threadDecider, [posted('m-1')]).when(report('m-1', company)).then([reported]);
  given(threadDecider, [posted('m-1'), reported]).when(report('m-1', company)).thenThrows('conflict', ALREADY_REPORTED);
  given(threadDecider, [posted('m-1')]).when(report('m-1', student)).thenThrows('invalid', OWN_MESSAGE_NOT_REPORTABLE);
  given(threadDecider, [posted('m-1')]).when(report('m-9', company)).thenThrows('not_found', MESSAGE_NOT_FOUND);
  given(threadDecider, [posted('m-1')]).when(report('m-1', { id: 'c-2', role: 'company' })).thenThrows('not_found', MESSAGE_NOT_FOUND);
});

const filed = (reportId: string, messageId: string, reporter: ThreadParticipant): MessageReported => ({
  type: 'MessageReported',
  data: { reportId, messageId, messageNumber: Number(messageId.split('-')[1]), applicationId: 'a-1', studentId: 's-1', companyId: 'c-1', reporterId: reporter.id, reporterRole: reporter.role, reason: 'unsafe', details: null, at: AT },
});
const decide = (reportId: string, decision: MessageReportDecision) => ({
  type: 'DecideMessageReport' as const,
  data: { applicationId: 'a-1', reportId, decision, note: 'Looked at it', adminId: 'admin-1', at: AT },
});
const decided = (reportIds: string[], messageId: string, decision: MessageReportDecision) => ({
  type: 'MessageReportsDecided' as const,
  data: { applicationId: 'a-1', messageId, reportIds, companyId: 'c-1', decision, note: 'Looked at it', adminId: 'admin-1', at: AT },
});

test("an admin decides a message's open reports at once: dismissed, or the company that wrote it suspended", () => {
  const history = [posted('m-1', company), posted('m-2', student), filed('r-1', 'm-1', student), filed('r-2', 'm-2', company)];
  given(threadDecider, history).when(decide('r-1', 'dismiss')).then([decided(['r-1'], 'm-1', 'dismiss')]);
  given(threadDecider, history).when(decide('r-1', 'suspend-company')).then([decided(['r-1'], 'm-1', 'suspend-company')]);
  // The student's own message cannot suspend the company.
  given(threadDecider, history).when(decide('r-2', 'suspend-company')).thenThrows('invalid', ONLY_A_COMPANYS_MESSAGE_SUSPENDS);
  given(threadDecider, history).when(decide('r-2', 'dismiss')).then([decided(['r-2'], 'm-2', 'dismiss')]);
});

test('a decided report is not decided again; an unknown one is not found', () => {
  const history = [posted('m-1', company), filed('r-1', 'm-1', student), decided(['r-1'], 'm-1', 'dismiss')];
  given(threadDecider, history).when(decide('r-1', 'dismiss')).thenThrows('conflict', MESSAGE_REPORT_DECIDED);
  given(threadDecider, history).when(decide('r-9', 'dismiss')).thenThrows('not_found', MESSAGE_REPORT_NOT_FOUND);
});

test.run();
