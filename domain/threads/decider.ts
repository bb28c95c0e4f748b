// The thread of one application (stream `thread-<applicationId>`): the student and the owning company write while the
// application is reviewed or accepted; contact details are refused with a student under 18; reading clears what was unread
// for the reader; either side may report a message of the other side, once.
import { APPLICATION_NOT_FOUND } from '../applications/decider';
import type { ApplicationStatus } from '../applications/types';
import { assertNever, type Decider } from '../shared/decider';
import { conflict, forbidden, invalid, notFound, unprocessable } from '../shared/errors';
import type { ThreadApplication, ThreadCommand, ThreadParticipant } from './commands';
import { CONTACT_DETAILS_REFUSED, contactDetailsIn } from './contact-details';
import type { ThreadEvent } from './events';
import { OPEN_THREAD_STATUSES } from './types';

export const threadStream = (applicationId: string) => `thread-${applicationId}`;

export const MESSAGE_NOT_FOUND = 'Message not found';
export const ALREADY_REPORTED = 'You have already reported this message';
export const OWN_MESSAGE_NOT_REPORTABLE = 'You cannot report your own message';
export const MESSAGE_REPORT_NOT_FOUND = 'Report not found';
export const MESSAGE_REPORT_DECIDED = 'This report has already been decided.';
export const ONLY_A_COMPANYS_MESSAGE_SUSPENDS = 'This message was written by the student: only a company’s message can lead to suspending the company. Dismiss the report instead.';
export const THREAD_NOT_OPEN_YET = 'Messages open once the company marks the application reviewed or accepted.';
export const THREAD_CLOSED: Partial<Record<ApplicationStatus, string>> = {
  rejected: 'Messages are closed because this application was not accepted.',
  withdrawn: 'Messages are closed because this application was withdrawn.',
};

/** Why nobody can write in a thread of an application in this status; null while it is open. */
export const whyThreadClosed = (status: ApplicationStatus): string | null =>
  OPEN_THREAD_STATUSES.includes(status) ? null : (THREAD_CLOSED[status] ?? THREAD_NOT_OPEN_YET);

/** Whether someone is one of the thread's two sides (anyone else is told the application does not exist). */
export const isParticipant = (application: ThreadApplication, who: ThreadParticipant): boolean =>
  application.status !== null &&
  ((who.role === 'student' && who.id === application.studentId) || (who.role === 'company' && who.id === application.companyId));

export interface ThreadState {
  /** The two sides, from the first message (null before any). */
  studentId: string | null;
  companyId: string | null;
  /** Who wrote each message, and its place in the thread, by id. */
  authors: Record<string, string>;
  numbers: Record<string, number>;
  /** How many messages the thread holds. */
  count: number;
  /** Messages to each reader since they last opened the thread. */
  unread: Record<string, number>;
  /** `messageId:reporterId` of every report made. */
  reports: string[];
  /** Each report by id: the reported message, and whether an admin has yet to decide it. */
  filed: Record<string, { messageId: string; open: boolean }>;
}

export const initialThreadState = (): ThreadState => ({ studentId: null, companyId: null, authors: {}, numbers: {}, count: 0, unread: {}, reports: [], filed: {} });

export function evolveThread(state: ThreadState, event: ThreadEvent): ThreadState {
  switch (event.type) {
    case 'MessagePosted': {
      const { messageId, number, authorId, authorRole, studentId, companyId } = event.data;
      const recipient = authorRole === 'student' ? companyId : studentId;
      return {
        ...state,
        studentId,
        companyId,
        authors: { ...state.authors, [messageId]: authorId },
        numbers: { ...state.numbers, [messageId]: number },
        count: number,
        unread: { ...state.unread, [recipient]: (state.unread[recipient] ?? 0) + 1 },
      };
    }
    case 'ThreadRead':
      return { ...state, unread: { ...state.unread, [event.data.readerId]: 0 } };
    case 'MessageReported':
      return {
        ...state,
        reports: [...state.reports, `${event.data.messageId}:${event.data.reporterId}`],
        filed: { ...state.filed, [event.data.reportId]: { messageId: event.data.messageId, open: true } },
      };
    case 'MessageReportsDecided': {
      const filed = { ...state.filed };
      for (const id of event.data.reportIds) if (filed[id]) filed[id] = { ...filed[id], open: false };
      return { ...state, filed };
    }
    default:
      return assertNever(event);
  }
}

export function decideThread(command: ThreadCommand, state: ThreadState): ThreadEvent[] {
  switch (command.type) {
    case 'PostMessage': {
      const { messageId, applicationId, author, body, at, application, studentIsMinor } = command.data;
      if (!isParticipant(application, author)) throw notFound(APPLICATION_NOT_FOUND);
      const closed = whyThreadClosed(application.status!);
      if (closed) throw forbidden(closed);
      if (studentIsMinor && contactDetailsIn(body).length > 0) throw unprocessable(CONTACT_DETAILS_REFUSED);
      const { studentId, companyId } = application as { studentId: string; companyId: string };
      const number = state.count + 1;
      return [{ type: 'MessagePosted', data: { messageId, applicationId, number, studentId, companyId, authorId: author.id, authorRole: author.role, body, at } }];
    }
    case 'MarkThreadRead': {
      const { applicationId, readerId, at } = command.data;
      return (state.unread[readerId] ?? 0) > 0 ? [{ type: 'ThreadRead', data: { applicationId, readerId, at } }] : [];
    }
    case 'ReportMessage': {
      const { reportId, messageId, applicationId, reporter, reason, details, at } = command.data;
      const author = state.authors[messageId];
      // A message of another thread, or someone who is not a side of this one: the message is not told to exist.
      if (author === undefined || (reporter.id !== state.studentId && reporter.id !== state.companyId)) throw notFound(MESSAGE_NOT_FOUND);
      if (author === reporter.id) throw invalid(OWN_MESSAGE_NOT_REPORTABLE);
      if (state.reports.includes(`${messageId}:${reporter.id}`)) throw conflict(ALREADY_REPORTED);
      const parties = { studentId: state.studentId!, companyId: state.companyId! };
      return [
        { type: 'MessageReported', data: { reportId, messageId, messageNumber: state.numbers[messageId], applicationId, ...parties, reporterId: reporter.id, reporterRole: reporter.role, reason, details, at } },
      ];
    }
    case 'DecideMessageReport': {
      const { applicationId, reportId, decision, note, adminId, at } = command.data;
      const report = state.filed[reportId];
      if (!report) throw notFound(MESSAGE_REPORT_NOT_FOUND);
      if (!report.open) throw conflict(MESSAGE_REPORT_DECIDED);
      const { messageId } = report;
      if (decision === 'suspend-company' && state.authors[messageId] !== state.companyId) throw invalid(ONLY_A_COMPANYS_MESSAGE_SUSPENDS, { decision: ONLY_A_COMPANYS_MESSAGE_SUSPENDS });
      // One decision answers every open report of the same message.
      const reportIds = Object.entries(state.filed).filter(([, r]) => r.open && r.messageId === messageId).map(([id]) => id);
      return [{ type: 'MessageReportsDecided', data: { applicationId, messageId, reportIds, companyId: state.companyId!, decision, note, adminId, at } }];
    }
    default:
      return assertNever(command);
  }
}

export const threadDecider: Decider<ThreadState, ThreadCommand, ThreadEvent> = {
  initialState: initialThreadState,
  evolve: evolveThread,
  decide: decideThread,
  // 3: the open reports, by id (for the admins' decisions).
  snapshot: { name: 'thread', version: 3 },
};
