// The e-mails of a scheduled interview (pure): to the student, to the company, and — for a student under 18 (or of unknown
// age) who named a parent or guardian — to the parent or guardian; each carries the same invitation (calendar.ts).
// Transactional: they go whatever the notices setting says (kinds.ts). Personal data of the student, whoever receives them.
// Each in its recipient's language (the guardian's in the student's; DESIGN.md §4.3).
import { guardianToTell, type GuardianFacts, type PlannedEmail } from '../notifications/application-mails';
import type { RecipientFacts } from '../notifications/facts';
import { PRODUCT_NAME, render, url } from '../notifications/templates';
import { SUPPORT_EMAIL } from '../users/constants';
import { placeDateTime } from './time-zones';
import type { InterviewMode } from './types';
import type { Locale } from '../i18n/locales';
import { formatNumber, MAIL_TEXTS } from '../notifications/mail-texts';

export interface ScheduledInterview {
  startsAt: string;
  durationMinutes: number;
  mode: InterviewMode;
  where: string;
  timeZone: string;
  internshipTitle: string;
  companyName: string | null;
}

export type PlannedInterviewEmail = PlannedEmail & { calendar: string };

const fullName = (r: RecipientFacts) => `${r.firstName} ${r.lastName}`.trim() || 'The student';

/** When, at the internship's place: English as the invitation writes it; other languages through Intl, with the zone. */
const when = (i: ScheduledInterview, locale: Locale) =>
  locale === 'en'
    ? placeDateTime(new Date(i.startsAt), i.timeZone)
    : `${new Intl.DateTimeFormat(locale, { timeZone: i.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(i.startsAt))} (${i.timeZone})`;

/** The interview's facts as a list: when (at the internship's place), how long, how and where. */
const facts = (i: ScheduledInterview, locale: Locale) => {
  const t = MAIL_TEXTS[locale].interview;
  return [t.when(when(i, locale)), t.howLong(formatNumber(locale, i.durationMinutes)), `${t.modes[i.mode]}: ${i.where}`];
};

/** In the student's language (DESIGN.md §4.3). */
export function studentInterviewEmail(base: string, firstName: string, i: ScheduledInterview, locale: Locale = 'en') {
  const texts = MAIL_TEXTS[locale];
  const t = texts.interview;
  return render({
    locale,
    subject: t.subject(i.internshipTitle),
    greeting: texts.statusChanged.greeting(firstName),
    paragraphs: [t.student(i.internshipTitle, i.companyName)],
    list: facts(i, locale),
    next: [t.attached, t.noPayment(SUPPORT_EMAIL)],
    action: { label: texts.accepted.action, href: url(base, '/dashboard') },
    footer: texts.accepted.footer(PRODUCT_NAME, SUPPORT_EMAIL),
  });
}

/** In the company's language. */
export function companyInterviewEmail(base: string, companyName: string | null, studentName: string, i: ScheduledInterview, locale: Locale = 'en') {
  const texts = MAIL_TEXTS[locale];
  const t = texts.interview;
  return render({
    locale,
    subject: t.subject(i.internshipTitle),
    greeting: locale === 'en' || companyName ? texts.helloName(companyName ?? 'there') : texts.hello,
    paragraphs: [t.company(studentName, i.internshipTitle)],
    list: facts(i, locale),
    next: [t.attached, t.keepOnPlatform(PRODUCT_NAME)],
    action: { label: texts.newApplicant.action, href: url(base, '/company-dashboard') },
    footer: t.companyFooter(PRODUCT_NAME, SUPPORT_EMAIL),
  });
}

/** In the language the student used, as the consent mails. */
export function guardianInterviewEmail(base: string, studentName: string, i: ScheduledInterview, locale: Locale = 'en') {
  const texts = MAIL_TEXTS[locale];
  const t = texts.interview;
  return render({
    locale,
    // No text a student or a company chose in the subject (the address is not verified; as the consent request's).
    subject: t.guardianSubject(PRODUCT_NAME),
    greeting: texts.hello,
    paragraphs: [t.guardian(studentName, PRODUCT_NAME, i.internshipTitle, i.companyName)],
    list: facts(i, locale),
    next: [t.guardianAttached, t.noPayment(SUPPORT_EMAIL)],
    action: { label: texts.guardianAccepted.action, href: url(base, '/help') },
    footer: texts.guardianAccepted.footer(SUPPORT_EMAIL),
  });
}

export interface InterviewMailInput {
  base: string;
  studentId: string;
  student: RecipientFacts;
  companyId: string;
  company: RecipientFacts;
  guardian: GuardianFacts | null;
  interview: ScheduledInterview;
  calendar: string;
  /** When the interview was scheduled (the student's age is taken on that day). */
  at: Date;
}

/** Who is told of a scheduled interview: the student, the company, and the under-18 student's parent or guardian. */
export function interviewScheduledMails(input: InterviewMailInput): PlannedInterviewEmail[] {
  const { base, studentId, student, company, interview, calendar } = input;
  if (student.deleted) return [];
  const mails: PlannedInterviewEmail[] = [];
  // Every one holds the student's data (the interview's place, their name): sealed with the student's key.
  if (student.email) mails.push({ kind: 'interviewScheduled', subjectId: studentId, to: student.email, mail: studentInterviewEmail(base, student.firstName, interview, student.language ?? 'en'), calendar });
  if (company.email && !company.deleted)
    mails.push({ kind: 'companyInterviewScheduled', subjectId: studentId, to: company.email, mail: companyInterviewEmail(base, interview.companyName, fullName(student), interview, company.language ?? 'en'), calendar });
  const guardian = guardianToTell(student, input.guardian, input.at);
  if (guardian) mails.push({ kind: 'guardianInterviewScheduled', subjectId: studentId, to: guardian, mail: guardianInterviewEmail(base, fullName(student), interview, student.language ?? 'en'), calendar });
  return mails;
}
