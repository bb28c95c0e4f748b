// Events of the threads context (stream `thread-<applicationId>`): the messages between a student and the company of one
// application, who has read them, and reports of a message to the admins.
import type { EventOf } from '../shared/event';
import type { ReportReason } from '../shared/report-reasons';
import type { ThreadRole } from './types';

/**
 * A message in the application's thread; `studentId` and `companyId` name both sides (the body is sealed with the student's
 * key); `number` is its place in the thread (1 for the first), so that a page of the thread is read by its numbers.
 */
export type MessagePosted = EventOf<
  'MessagePosted',
  { messageId: string; applicationId: string; number: number; studentId: string; companyId: string; authorId: string; authorRole: ThreadRole; body: string; at: string }
>;
/** The reader opened the thread: every message to them so far is read. */
export type ThreadRead = EventOf<'ThreadRead', { applicationId: string; readerId: string; at: string }>;
/** One side reported a message of the other side to the admins' moderation queue. */
export type MessageReported = EventOf<
  'MessageReported',
  {
    reportId: string;
    messageId: string;
    /** The reported message's place in the thread. */
    messageNumber: number;
    applicationId: string;
    studentId: string;
    companyId: string;
    reporterId: string;
    reporterRole: ThreadRole;
    reason: ReportReason;
    details: string | null;
    at: string;
  }
>;
/**
 * An admin decided the open reports of one message (DESIGN.md §4.2): dismissed them, or suspended the company that wrote
 * it (the suspension itself is the company's CompanySuspended). The note is the admin's, told to the company.
 */
export type MessageReportsDecided = EventOf<
  'MessageReportsDecided',
  { applicationId: string; messageId: string; reportIds: string[]; companyId: string; decision: MessageReportDecision; note: string; adminId: string; at: string }
>;
/** What a message's reports may lead to: nothing, or the suspension of the company that wrote it. */
export const MESSAGE_REPORT_DECISIONS = ['dismiss', 'suspend-company'] as const;
export type MessageReportDecision = (typeof MESSAGE_REPORT_DECISIONS)[number];

export type ThreadEvent = MessagePosted | ThreadRead | MessageReported | MessageReportsDecided;

export const THREADS_EVENT_VERSIONS: Record<ThreadEvent['type'], number> = {
  MessagePosted: 1,
  ThreadRead: 1,
  MessageReported: 1,
  MessageReportsDecided: 1,
};
