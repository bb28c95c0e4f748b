// What the live stream tells whom (DESIGN.md §4.1): a message in a thread (and a thread read, for the reader's other tabs)
// and a change of an application, to the student and the company of the application. Pure: the parties of events that do
// not name them come from the application's read model (`partiesOf`).
import type { DomainEvent } from '@domain/events';

export type LiveKind = 'message' | 'application';

export interface LiveNotification {
  userId: string;
  kind: LiveKind;
  applicationId: string;
}

/** The event types the stream tells of. */
export const LIVE_EVENT_TYPES = [
  'MessagePosted',
  'ThreadRead',
  'ApplicationSubmitted',
  'ApplicationStatusChanged',
  'ApplicationWithdrawn',
  'InterviewProposed',
  'InterviewScheduled',
  'InterviewDeclined',
  'CompletionProposed',
  'CompletionConfirmed',
  'CertificateRevoked',
  'ApplicantAccountDeleted',
] as const;
const LIVE = new Set<string>(LIVE_EVENT_TYPES);

export const isLive = (type: string) => LIVE.has(type);

/** The application an event is about, when it is one the stream tells of. */
export function applicationOf(event: { type: string; data: unknown }): string | null {
  return isLive(event.type) ? (event.data as { applicationId: string }).applicationId : null;
}

/**
 * Who hears of an event. `parties` are the application's student and company (from the read model, for events that name
 * neither or only one).
 */
export function liveNotificationsOf(event: DomainEvent, parties: { studentId: string | null; companyId: string | null } | null): LiveNotification[] {
  const to = (kind: LiveKind, applicationId: string, ...userIds: Array<string | null | undefined>) =>
    [...new Set(userIds.filter((id): id is string => !!id))].map((userId) => ({ userId, kind, applicationId }));
  switch (event.type) {
    case 'MessagePosted':
      return to('message', event.data.applicationId, event.data.studentId, event.data.companyId);
    case 'ThreadRead':
      return to('message', event.data.applicationId, event.data.readerId);
    case 'ApplicationSubmitted':
      return to('application', event.data.applicationId, event.data.studentId, event.data.companyId ?? parties?.companyId);
    case 'ApplicationStatusChanged':
    case 'ApplicationWithdrawn':
      return to('application', event.data.applicationId, event.data.studentId ?? parties?.studentId, parties?.companyId);
    // An interview proposed, scheduled or declined changes the application for both sides.
    case 'InterviewProposed':
    case 'InterviewScheduled':
    case 'InterviewDeclined':
    case 'CompletionProposed':
    case 'CompletionConfirmed':
      return to('application', event.data.applicationId, event.data.studentId, event.data.companyId);
    case 'CertificateRevoked':
      return to('application', event.data.applicationId, event.data.studentId, parties?.companyId);
    // The student is gone: the company's applicants page turns the row into 'Account deleted'.
    case 'ApplicantAccountDeleted':
      return to('application', event.data.applicationId, event.data.companyId ?? parties?.companyId);
    default:
      return [];
  }
}
