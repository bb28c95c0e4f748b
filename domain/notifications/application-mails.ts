// Which e-mails applying sends, to whom (pure): after applying, the student's receipt and the company's notice of a new
// applicant (unless it turned such notices off); on acceptance, the student's mail and
// — for a student under 18 (or of unknown age) who gave a parent's or guardian's address, whatever PARENTAL_CONSENT says —
// the guardian's. The facts come folded from the streams (facts.ts); events of every version are read defensively.
import { needsParentalConsent } from '../consent/age';
import { applicantAccountDeletedEmail, applicationAcceptedEmail, applicationSubmittedEmail, guardianApplicationAcceptedEmail, type SentApplication } from './application-templates';
import type { RecipientFacts } from './facts';
import type { EmailKind } from './kinds';
import { newApplicantEmail, type RenderedEmail } from './templates';

export interface PlannedEmail {
  kind: EmailKind;
  /** Whose personal data the message holds (the student's, for the guardian's mail too): sealed with their key, erased with them. */
  subjectId: string;
  to: string;
  mail: RenderedEmail;
}

const text = (v: unknown) => (typeof v === 'string' ? v : null);

/** What an ApplicationSubmitted of any version says was sent (v1/v2 carry no answers, availability or profile). */
export function sentApplication(data: object): SentApplication {
  const d = data as { coverLetter?: unknown; answers?: unknown; availability?: unknown; profile?: unknown };
  const a = (d.availability && typeof d.availability === 'object' ? d.availability : {}) as { hoursPerWeek?: unknown; from?: unknown; to?: unknown };
  const hours = typeof a.hoursPerWeek === 'number' && Number.isFinite(a.hoursPerWeek) ? a.hoursPerWeek : null;
  return {
    coverLetter: text(d.coverLetter) ?? '',
    answerCount: Array.isArray(d.answers) ? d.answers.length : 0,
    hoursPerWeek: hours,
    from: hours === null ? null : text(a.from),
    to: hours === null ? null : text(a.to),
    withProfile: !!d.profile && typeof d.profile === 'object',
  };
}

/** A decision's note to the student (ApplicationStatusChanged `note`, absent before notes existed); null when none. */
export const decisionNote = (data: object): string | null => text((data as { note?: unknown }).note)?.trim() || null;

const fullName = (r: RecipientFacts) => `${r.firstName} ${r.lastName}`.trim() || 'A student';
const sameAddress = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

export interface ApplicationMailInput {
  base: string;
  studentId: string;
  student: RecipientFacts;
  internshipTitle: string;
  companyName: string | null;
}

/** The company that posted the internship, when known: its id and facts. */
export interface PostingCompany {
  companyId: string;
  company: RecipientFacts;
}

export function applicationSubmittedMails(input: ApplicationMailInput & { sent: SentApplication; owner: PostingCompany | null }): PlannedEmail[] {
  const { base, studentId, student, owner } = input;
  const mails: PlannedEmail[] = [];
  if (!student.deleted && student.email) {
    const mail = applicationSubmittedEmail(base, student.firstName, input.internshipTitle, input.companyName, input.sent, student.language ?? 'en');
    mails.push({ kind: 'applicationSubmitted', subjectId: studentId, to: student.email, mail });
  }
  // (Nothing of the student's in it: the company's own data.)
  const company = owner?.company;
  if (owner && company && !company.deleted && company.email && company.notices) {
    const mail = newApplicantEmail(base, company.companyName ?? 'there', input.internshipTitle, company.language ?? 'en');
    mails.push({ kind: 'newApplicant', subjectId: owner.companyId, to: company.email, mail });
  }
  return mails;
}

/** The parent's or guardian's address a student gave (their latest consent request's) and who has an account at it. */
export interface GuardianFacts {
  email: string;
  account: RecipientFacts | null;
}

/**
 * Where the guardian's mail goes: the address a student under 18 (or of unknown age) gave, on the day of the decision —
 * never the student's own, nor a student's account (the rule of consent requests: a student cannot be their own guardian
 * through a second account); null for a student of 18 or more, or when no address was given.
 */
export function guardianToTell(student: RecipientFacts, guardian: GuardianFacts | null, at: Date): string | null {
  if (!guardian || !guardian.email.includes('@')) return null;
  if (!needsParentalConsent(student.dateOfBirth, at)) return null;
  if (student.email && sameAddress(student.email, guardian.email)) return null;
  if (guardian.account && !guardian.account.deleted && guardian.account.role === 'student') return null;
  return guardian.email;
}

export function applicationAcceptedMails(input: ApplicationMailInput & { note: string | null; guardian: GuardianFacts | null; at: Date }): PlannedEmail[] {
  const { base, studentId, student, internshipTitle, companyName } = input;
  if (student.deleted) return [];
  const guardian = guardianToTell(student, input.guardian, input.at);
  const mails: PlannedEmail[] = [];
  if (student.email)
    mails.push({
      kind: 'applicationAccepted',
      subjectId: studentId,
      to: student.email,
      mail: applicationAcceptedEmail(base, student.firstName, internshipTitle, companyName, input.note, guardian !== null, student.language ?? 'en'),
    });
  if (guardian)
    mails.push({ kind: 'guardianApplicationAccepted', subjectId: studentId, to: guardian, mail: guardianApplicationAcceptedEmail(base, fullName(student), internshipTitle, companyName, student.language ?? 'en') });
  return mails;
}

/** The statuses whose company is told when the student deletes the account (a rejected applicant is nothing to them). */
export const TOLD_OF_DELETED_APPLICANT: readonly string[] = ['pending', 'reviewed', 'accepted'];

/** To the company of an application whose student deleted the account: the internship only, never the student. */
export function applicantDeletedMails(input: { base: string; companyId: string; company: RecipientFacts; internshipTitle: string; status: string }): PlannedEmail[] {
  const { base, companyId, company, internshipTitle, status } = input;
  if (!TOLD_OF_DELETED_APPLICANT.includes(status) || company.deleted || !company.email) return [];
  const mail = applicantAccountDeletedEmail(base, company.companyName, internshipTitle, status === 'accepted', company.language ?? 'en');
  return [{ kind: 'applicantAccountDeleted', subjectId: companyId, to: company.email, mail }];
}
