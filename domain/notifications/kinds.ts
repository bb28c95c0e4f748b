// The kinds of e-mail the product sends, and which of them a person may turn off (SPEC.md promises the others).
export const EMAIL_KINDS = [
  'companyRequestApproved',
  'companyRequestRejected',
  'applicationStatusChanged',
  'newApplicant',
  'parentalConsentRequested',
  'parentalConsentGiven',
  'parentalConsentRedirected',
  'passwordChanged',
  /** A password-reset link (transactional; only to the account's own address). */
  'passwordReset',
  /** The link that verifies a new account's address (transactional; only to that address). */
  'emailVerification',
  /** The student's receipt after applying (transactional). */
  'applicationSubmitted',
  /** On acceptance: to the student, and to the parent or guardian an under-18 student named (transactional). */
  'applicationAccepted',
  'guardianApplicationAccepted',
  /** A scheduled interview, with its invitation: to the student, the company, and an under-18 student's parent or guardian (transactional). */
  'interviewScheduled',
  'companyInterviewScheduled',
  'guardianInterviewScheduled',
  /** An admin's decision about reports of a company or its posting, with the note (transactional; DESIGN.md §4.2). */
  'moderationDecision',
  /** To a company: a student who applied (pending, reviewed) or was accepted deleted the account (transactional; issue 36). */
  'applicantAccountDeleted',
  /** A saved search's daily e-mail of new matches (DESIGN.md §4.6): turned off per search, from the e-mail's link or the dashboard. */
  'savedSearchAlert',
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Notices a person may turn off in /settings; a parent's e-mails, security notices and the mails of applying always go. */
export const OPTIONAL_EMAIL_KINDS: readonly EmailKind[] = ['companyRequestApproved', 'companyRequestRejected', 'applicationStatusChanged', 'newApplicant'];
