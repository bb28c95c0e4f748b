// Projection `audit`: one entry per status change and per admin action, newest first by log position (the admin's audit trail).
import type { InternshipChanges } from '@domain/internships/events';
import type { DomainEventType } from '@domain/events';
import type { AuditEntityType, AuditEntry } from '@domain/admin/types';
import { defineProjection, type EventOfType } from '@backend/processors/projection';

export const AUDIT = 'audit';

/**
 * An audit entry as stored: the actor's name is joined at reading time (or fixed by `actorLabel`, for a parent, who has no
 * account); `seq` orders entries like the log. A company's application keeps no company name: `noteCompanyId` names the
 * company whose current name is the note, joined at reading too, so that a deleted company's name leaves the trail at once.
 */
export type AuditDoc = Omit<AuditEntry, 'actorName'> & { id: string; seq: string; actorLabel?: string | null; noteCompanyId?: string };

export const GUARDIAN_ACTOR = 'Parent or guardian';

/** Every event type the audit trail records (the admin's trail names each: web/src/features/admin/components/format.ts). */
export const AUDITED = [
  'ApplicationSubmitted',
  'ApplicationStatusChanged',
  'ApplicationWithdrawn',
  'ApplicantAccountDeleted',
  'CompanyRequestSubmitted',
  'CompanyRequestApproved',
  'CompanyRequestRejected',
  'CompanyApproved',
  'UserProfileEdited',
  'UserDeleted',
  'InternshipEdited',
  'InternshipClosed',
  'InternshipReopened',
  'InternshipDeleted',
  'BlogPostCreated',
  'BlogPostPublished',
  'BlogPostUnpublished',
  'BlogPostEdited',
  'BlogPostDeleted',
  'ParentalConsentRequested',
  'ParentalConsentRequestResent',
  'ParentalConsentGiven',
  'ParentalConsentRefused',
  'ParentalConsentWithdrawn',
  'UserNoticesChanged',
  'LanguageChosen',
  'ResumeUploaded',
  'ResumeRemoved',
  'MessagePosted',
  'ThreadRead',
  'MessageReported',
  'MessageReportsDecided',
  'InterviewProposed',
  'InterviewScheduled',
  'InterviewDeclined',
  'CompletionProposed',
  'CompletionConfirmed',
  'CertificateRevoked',
  'PasswordResetRequested',
  'PasswordResetCompleted',
  'EmailVerificationRequested',
  'EmailVerified',
  'ListingReported',
  'CompanyReported',
  'ListingHidden',
  'ReportsDecided',
  'ListingRestored',
  'ListingRemoved',
  'CompanySuspended',
  'SavedSearchCreated',
  'SavedSearchDeleted',
  'SavedSearchAlertsChanged',
  'SavedSearchAlertSent',
] as const satisfies readonly DomainEventType[];
type Audited = (typeof AUDITED)[number];

const changed = (changes: object) => `Changed ${Object.keys(changes).join(', ')}`;

const shown = (value: unknown) => (value === null || value === undefined || value === '' ? 'none' : Array.isArray(value) ? value.join(', ') || 'none' : String(value));

/** "Changed startDate: 2026-12-01 → 2027-01-10, title": the facts from → to, the rest by name. */
function editNote(changes: InternshipChanges, previous: InternshipChanges | undefined): string {
  const parts = Object.keys(changes).map((field) => {
    const key = field as keyof InternshipChanges;
    return previous && key in previous ? `${field}: ${shown(previous[key])} → ${shown(changes[key])}` : field;
  });
  return `Changed ${parts.join(', ')}`;
}

/** What an event says about which entity, and the move it made. */
function describe(event: EventOfType<Audited>): {
  entityType: AuditEntityType;
  entityId: string;
  from?: string | null;
  to?: string | null;
  note?: string | null;
  actorLabel?: string | null;
  noteCompanyId?: string;
} {
  switch (event.type) {
    case 'ApplicationSubmitted':
      return { entityType: 'application', entityId: event.data.applicationId, from: null, to: 'pending' };
    case 'ApplicationStatusChanged':
      return { entityType: 'application', entityId: event.data.applicationId, from: event.data.from, to: event.data.to };
    case 'ApplicationWithdrawn':
      return { entityType: 'application', entityId: event.data.applicationId, from: event.data.from, to: 'withdrawn', note: 'Withdrawn by the student' };
    case 'ApplicantAccountDeleted':
      return { entityType: 'application', entityId: event.data.applicationId, from: event.data.status, to: event.data.status, note: 'The student deleted their account' };
    case 'CompanyRequestSubmitted':
      return { entityType: 'companyRequest', entityId: event.data.requestId, from: null, to: 'pending', note: null, noteCompanyId: event.data.companyId };
    case 'CompanyRequestApproved':
      return { entityType: 'companyRequest', entityId: event.data.requestId, from: 'pending', to: 'approved', note: event.data.adminNotes };
    case 'CompanyRequestRejected':
      return { entityType: 'companyRequest', entityId: event.data.requestId, from: 'pending', to: 'rejected', note: event.data.adminNotes };
    case 'CompanyApproved':
      return { entityType: 'user', entityId: event.data.userId, from: 'pending', to: 'approved', note: 'Company account approved' };
    case 'UserProfileEdited':
      return { entityType: 'user', entityId: event.data.userId, note: changed(event.data.changes) };
    case 'UserDeleted':
      return { entityType: 'user', entityId: event.data.userId, to: 'deleted', note: `${event.data.role} account deleted` };
    // Only what changed; the facts with their old and new values, the company's words by name only (they are sealed).
    case 'InternshipEdited':
      return { entityType: 'internship', entityId: event.data.internshipId, note: editNote(event.data.changes, event.data.previous) };
    case 'InternshipClosed':
      return { entityType: 'internship', entityId: event.data.internshipId, from: 'active', to: 'inactive', ...(event.data.reason === 'deadline' ? { note: 'closed: deadline passed' } : {}) };
    case 'InternshipReopened':
      return { entityType: 'internship', entityId: event.data.internshipId, from: 'inactive', to: 'active' };
    case 'InternshipDeleted':
      return { entityType: 'internship', entityId: event.data.internshipId, to: 'deleted' };
    case 'BlogPostCreated':
      return { entityType: 'blogPost', entityId: event.data.postId, to: 'draft', note: event.data.title };
    case 'BlogPostPublished':
      return { entityType: 'blogPost', entityId: event.data.postId, from: 'draft', to: 'published' };
    case 'BlogPostUnpublished':
      return { entityType: 'blogPost', entityId: event.data.postId, from: 'published', to: 'draft' };
    case 'BlogPostEdited':
      return { entityType: 'blogPost', entityId: event.data.postId, note: changed(event.data.changes) };
    case 'BlogPostDeleted':
      return { entityType: 'blogPost', entityId: event.data.postId, to: 'deleted', note: event.data.slug };
    // Parental consent: the student's account is the entity; the guardian's address never enters the trail.
    case 'ParentalConsentRequested':
      return { entityType: 'user', entityId: event.data.studentId, to: 'consent requested', note: 'Parental consent requested by e-mail' };
    case 'ParentalConsentRequestResent':
      return { entityType: 'user', entityId: event.data.studentId, note: 'Parental consent request sent again' };
    case 'ParentalConsentGiven':
      return { entityType: 'user', entityId: event.data.studentId, to: 'consent given', note: 'Parent or guardian consented', actorLabel: GUARDIAN_ACTOR };
    case 'ParentalConsentRefused':
      return { entityType: 'user', entityId: event.data.studentId, to: 'consent refused', note: 'Parent or guardian refused', actorLabel: GUARDIAN_ACTOR };
    case 'ParentalConsentWithdrawn':
      return { entityType: 'user', entityId: event.data.studentId, from: 'consent given', to: 'consent withdrawn', note: 'Parent or guardian withdrew consent; companies no longer see the shared data', actorLabel: GUARDIAN_ACTOR };
    // The link's hash never enters the trail: only that a link was asked for, or used.
    case 'PasswordResetRequested':
      return { entityType: 'user', entityId: event.data.userId, note: 'A password-reset link was e-mailed' };
    case 'PasswordResetCompleted':
      return { entityType: 'user', entityId: event.data.userId, note: 'The password was reset with an e-mailed link; every session ended' };
    // The link's hash never enters the trail either: only that a link went out, or that the address was confirmed.
    case 'EmailVerificationRequested':
      return { entityType: 'user', entityId: event.data.userId, note: 'An e-mail verification link was sent' };
    case 'EmailVerified':
      return { entityType: 'user', entityId: event.data.userId, note: event.data.by === 'link' ? 'The e-mail address was verified with the e-mailed link' : 'The e-mail address was verified by the platform (an account it made)' };
    case 'UserNoticesChanged':
      return { entityType: 'user', entityId: event.data.userId, note: event.data.notices ? 'E-mail notices turned on' : 'E-mail notices turned off' };
    case 'LanguageChosen':
      return { entityType: 'user', entityId: event.data.userId, note: `Language set to ${event.data.language}` };
    // The file's name is the student's own text (sealed in the event): the trail says only what happened.
    case 'ResumeUploaded':
      return { entityType: 'user', entityId: event.data.studentId, note: 'Uploaded a PDF résumé' };
    case 'ResumeRemoved':
      return { entityType: 'user', entityId: event.data.studentId, note: 'Removed the PDF résumé' };
    // A thread's words are the two sides' own (sealed in the event): the trail says who wrote, read or reported, never what.
    case 'MessagePosted':
      return { entityType: 'application', entityId: event.data.applicationId, note: `Message sent by the ${event.data.authorRole}` };
    case 'ThreadRead':
      return { entityType: 'application', entityId: event.data.applicationId, note: 'Messages read' };
    case 'MessageReported':
      return { entityType: 'application', entityId: event.data.applicationId, note: `Message reported by the ${event.data.reporterRole} (${event.data.reason})` };
    case 'MessageReportsDecided':
      return {
        entityType: 'application',
        entityId: event.data.applicationId,
        note: `${event.data.reportIds.length === 1 ? 'A report' : `${event.data.reportIds.length} reports`} of a message decided: ${event.data.decision} (${event.data.note})`,
      };
    // Where an interview takes place is the student's data (sealed in the event): the trail says when and how, never where.
    case 'InterviewProposed':
      return { entityType: 'application', entityId: event.data.applicationId, note: `Interview proposed by the company (${event.data.mode}, ${event.data.slots.length} time${event.data.slots.length === 1 ? '' : 's'}, ${event.data.durationMinutes} minutes)` };
    case 'InterviewScheduled':
      return { entityType: 'application', entityId: event.data.applicationId, note: `Interview scheduled by the student for ${event.data.startsAt}` };
    case 'InterviewDeclined':
      return { entityType: 'application', entityId: event.data.applicationId, note: 'Interview declined by the student' };
    // The account of the internship is the two sides' own words (sealed): the trail says what happened, with the figures.
    case 'CompletionProposed':
      return { entityType: 'application', entityId: event.data.applicationId, note: `Completion proposed by the company (${event.data.startedOn} to ${event.data.endedOn}, ${event.data.hours} hours)` };
    case 'CompletionConfirmed':
      return { entityType: 'application', entityId: event.data.applicationId, from: 'accepted', to: 'completed', note: `Completion confirmed; stipend: ${event.data.stipendPaid}; certificate issued` };
    case 'CertificateRevoked':
      return { entityType: 'application', entityId: event.data.applicationId, note: 'Certificate revoked' };
    // Reports of postings and companies (DESIGN.md §4.2): the reporter's details are their own (sealed): the trail says why.
    case 'ListingReported':
      return { entityType: 'internship', entityId: event.data.internshipId, note: `Reported by a ${event.data.reporterRole} (${event.data.reason})` };
    case 'CompanyReported':
      return { entityType: 'user', entityId: event.data.companyId, note: `Company reported by a ${event.data.reporterRole} (${event.data.reason})` };
    case 'ListingHidden':
      return { entityType: 'internship', entityId: event.data.internshipId, to: 'hidden', note: event.data.because === 'asked-for-money' ? 'Hidden at once: an applicant reported a request for money' : 'Hidden at once: reported by three students' };
    case 'ReportsDecided': {
      const n = event.data.reportIds.length;
      const what = `${n} report${n === 1 ? '' : 's'} decided: ${event.data.decision}. Note: ${event.data.note}`;
      return event.data.internshipId
        ? { entityType: 'internship', entityId: event.data.internshipId, note: what }
        : { entityType: 'user', entityId: event.data.companyId, note: what };
    }
    case 'ListingRestored':
      return { entityType: 'internship', entityId: event.data.internshipId, from: 'hidden', to: 'active', note: event.data.note };
    case 'ListingRemoved':
      return { entityType: 'internship', entityId: event.data.internshipId, to: 'removed', note: event.data.note };
    case 'CompanySuspended':
      return { entityType: 'user', entityId: event.data.companyId, to: 'suspended', note: event.data.note };
    // What a student searches for is theirs (sealed in the event): the trail says that a search was saved, never which.
    case 'SavedSearchCreated':
      return { entityType: 'user', entityId: event.data.studentId, note: `Saved a search (daily e-mail ${event.data.emailDaily ? 'on' : 'off'})` };
    case 'SavedSearchDeleted':
      return { entityType: 'user', entityId: event.data.studentId, note: 'Deleted a saved search' };
    case 'SavedSearchAlertsChanged':
      return { entityType: 'user', entityId: event.data.studentId, note: `Daily e-mail of a saved search turned ${event.data.emailDaily ? 'on' : 'off'}` };
    case 'SavedSearchAlertSent':
      return { entityType: 'user', entityId: event.data.studentId, note: `Daily e-mail of a saved search sent (${event.data.total} new)` };
  }
}

export const auditProjection = defineProjection<AuditDoc, Audited>({
  name: AUDIT,
  // 3: a company request's note is no longer the company's name as written, but its id (the name is joined at reading).
  // 4: the threads' events (a message sent, read, reported).
  // 5: the interviews' events (proposed, scheduled, declined).
  // 6: the reports of postings and companies and the admins' decisions (DESIGN.md §4.2).
  // 7: e-mail verification (links sent, addresses verified; DESIGN.md §4.5). 8: decisions of messages' reports.
  // 9: an internship's edit names only what changed, the facts from → to.
  // 10: a student's saved searches and their daily e-mails (DESIGN.md §4.6).
  // 11: a deleted student's applications kept as the companies' 'Account deleted' rows (issue 36).
  // 12: a posting closed by its deadline says so ('closed: deadline passed'). 13: a person's language (DESIGN.md §4.3).
  version: 13,
  handles: AUDITED,
  // Pages are newest first (the order below, walked until a page is full); entity and actor narrow to a few entries.
  // Types and entity types are a handful of values each: the walk checks them, an index of them would only weigh.
  indexes: ['entityId', 'actorId', { sorted: { seq: -1, id: 1 } }],
  idsOf: (event) => [event.id],
  evolve: (_doc, event) => ({
    id: event.id,
    eventId: event.id,
    seq: event.position,
    at: event.metadata.at,
    type: event.type,
    actorId: event.metadata.actorId,
    ...describe(event),
  }),
});
