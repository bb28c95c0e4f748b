// Commands of the threads context; the application's state and the student's age come from their own streams.
import type { ApplicationStatus } from '../applications/types';
import type { ReportReason } from '../shared/report-reasons';
import type { ThreadRole } from './types';
import type { MessageReportDecision } from './events';

export interface ThreadParticipant {
  id: string;
  role: ThreadRole;
}

/** The application the thread belongs to, as its stream stands (status null: no such application). */
export interface ThreadApplication {
  status: ApplicationStatus | null;
  studentId: string | null;
  companyId: string | null;
}

export type PostMessage = {
  type: 'PostMessage';
  data: {
    messageId: string;
    applicationId: string;
    author: ThreadParticipant;
    body: string;
    at: string;
    application: ThreadApplication;
    /** Under 18 or of unknown age: contact details are refused. */
    studentIsMinor: boolean;
  };
};
export type MarkThreadRead = { type: 'MarkThreadRead'; data: { applicationId: string; readerId: string; at: string } };
export type ReportMessage = {
  type: 'ReportMessage';
  data: { reportId: string; messageId: string; applicationId: string; reporter: ThreadParticipant; reason: ReportReason; details: string | null; at: string };
};
export type DecideMessageReport = {
  type: 'DecideMessageReport';
  data: { applicationId: string; reportId: string; decision: MessageReportDecision; note: string; adminId: string; at: string };
};
export type ThreadCommand = PostMessage | MarkThreadRead | ReportMessage | DecideMessageReport;
