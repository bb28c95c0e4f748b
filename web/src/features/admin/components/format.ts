// Display helpers of the admin screens: dates, names, and the labels of statuses, entity kinds and event types.
import type { AuditEntityType } from '@domain/admin/types';
import type { AdminUser } from '@domain/users/types';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
const dateAndTime = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

const parsed = (iso: string | null | undefined) => {
  const date = iso ? new Date(iso) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/** 'Nov 21, 2026', or '—' without a date. */
export const formatDate = (iso: string | null | undefined) => {
  const date = parsed(iso);
  return date ? shortDate.format(date) : '—';
};

/** 'Nov 21, 2026, 9:05 AM', or '—'. */
export const formatDateTime = (iso: string | null | undefined) => {
  const date = parsed(iso);
  return date ? dateAndTime.format(date) : '—';
};

export const personName = (u: Pick<AdminUser, 'firstName' | 'lastName' | 'username'>) => `${u.firstName} ${u.lastName}`.trim() || u.username;

export const capitalize = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : s);

export const ENTITY_LABELS: Record<AuditEntityType, string> = {
  application: 'Application',
  companyRequest: 'Company request',
  user: 'User',
  internship: 'Internship',
  blogPost: 'Blog post',
};

/** Every event type the audit trail records, with words for people. */
export const EVENT_LABELS: Record<string, string> = {
  ApplicationSubmitted: 'Application submitted',
  ApplicationStatusChanged: 'Application status changed',
  CompanyRequestSubmitted: 'Company request submitted',
  CompanyRequestApproved: 'Company request approved',
  CompanyRequestRejected: 'Company request rejected',
  CompanyApproved: 'Company account approved',
  UserProfileEdited: 'User edited',
  UserDeleted: 'User deleted',
  InternshipEdited: 'Internship edited',
  InternshipClosed: 'Internship deactivated',
  InternshipReopened: 'Internship reactivated',
  InternshipDeleted: 'Internship deleted',
  BlogPostCreated: 'Blog post created',
  BlogPostPublished: 'Blog post published',
  BlogPostUnpublished: 'Blog post unpublished',
  BlogPostEdited: 'Blog post edited',
  BlogPostDeleted: 'Blog post deleted',
  ParentalConsentRequested: 'Parental consent requested',
  ParentalConsentRequestResent: 'Parental consent request resent',
  ParentalConsentGiven: 'Parental consent given',
  ParentalConsentRefused: 'Parental consent refused',
  ParentalConsentWithdrawn: 'Parental consent withdrawn',
  UserNoticesChanged: 'E-mail notices changed',
  LanguageChosen: 'Language changed',
  ApplicationWithdrawn: 'Application withdrawn',
  ApplicantAccountDeleted: "Applicant's account deleted",
  ResumeUploaded: 'Résumé uploaded',
  ResumeRemoved: 'Résumé removed',
  MessagePosted: 'Message sent',
  ThreadRead: 'Messages read',
  MessageReported: 'Message reported',
  MessageReportsDecided: 'Message reports decided',
  InterviewProposed: 'Interview proposed',
  InterviewScheduled: 'Interview scheduled',
  InterviewDeclined: 'Interview declined',
  CompletionProposed: 'Completion proposed',
  CompletionConfirmed: 'Completion confirmed',
  CertificateRevoked: 'Certificate revoked',
  PasswordResetRequested: 'Password reset requested',
  PasswordResetCompleted: 'Password reset',
  EmailVerificationRequested: 'E-mail verification sent',
  EmailVerified: 'E-mail verified',
  ListingReported: 'Listing reported',
  CompanyReported: 'Company reported',
  ListingHidden: 'Listing hidden',
  ReportsDecided: 'Reports decided',
  ListingRestored: 'Listing restored',
  ListingRemoved: 'Listing removed',
  CompanySuspended: 'Company suspended',
  SavedSearchCreated: 'Search saved',
  SavedSearchDeleted: 'Saved search deleted',
  SavedSearchAlertsChanged: 'Saved search e-mails changed',
  SavedSearchAlertSent: 'Saved search e-mail sent',
};

export const eventLabel = (type: string) => EVENT_LABELS[type] ?? type;
