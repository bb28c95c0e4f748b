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
] as const;
export type EmailKind = (typeof EMAIL_KINDS)[number];

/** Notices a person may turn off in /settings; a parent's consent e-mails and security notices always go. */
export const OPTIONAL_EMAIL_KINDS: readonly EmailKind[] = ['companyRequestApproved', 'companyRequestRejected', 'applicationStatusChanged', 'newApplicant'];
