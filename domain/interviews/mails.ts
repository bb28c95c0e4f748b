// The e-mails of a scheduled interview (pure): to the student, to the company, and — for a student under 18 (or of unknown
// age) who named a parent or guardian — to the parent or guardian; each carries the same invitation (calendar.ts).
// Transactional: they go whatever the notices setting says (kinds.ts). Personal data of the student, whoever receives them.
import { guardianToTell, type GuardianFacts, type PlannedEmail } from '../notifications/application-mails';
import type { RecipientFacts } from '../notifications/facts';
import { PRODUCT_NAME, render, url } from '../notifications/templates';
import { SUPPORT_EMAIL } from '../users/constants';
import { placeDateTime } from './time-zones';
import { INTERVIEW_MODE_LABELS, type InterviewMode } from './types';

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

const noPayment = `Nothing is ever to be paid to take part in an internship here: not to us, not to the company. If anyone asks for a fee, a deposit or documents, or anything seems odd, write to ${SUPPORT_EMAIL}.`;
const fullName = (r: RecipientFacts) => `${r.firstName} ${r.lastName}`.trim() || 'The student';

/** The interview's facts as a list: when (at the internship's place), how long, how and where. */
const facts = (i: ScheduledInterview) => [
  `When: ${placeDateTime(new Date(i.startsAt), i.timeZone)}`,
  `How long: ${i.durationMinutes} minutes`,
  `${INTERVIEW_MODE_LABELS[i.mode]}: ${i.where}`,
];
const attached = 'The invitation is attached: open it to add the interview to your calendar.';

export function studentInterviewEmail(base: string, firstName: string, i: ScheduledInterview) {
  return render({
    subject: `Interview scheduled: ${i.internshipTitle}`,
    greeting: `Hi ${firstName || 'there'},`,
    paragraphs: [`Your interview for "${i.internshipTitle}"${i.companyName ? ` with ${i.companyName}` : ''} is scheduled.`],
    list: facts(i),
    next: [attached, noPayment],
    action: { label: 'Open your dashboard', href: url(base, '/dashboard') },
    footer: `You get this e-mail because you applied for an internship on ${PRODUCT_NAME}. Questions? Write to ${SUPPORT_EMAIL}.`,
  });
}

export function companyInterviewEmail(base: string, companyName: string | null, studentName: string, i: ScheduledInterview) {
  return render({
    subject: `Interview scheduled: ${i.internshipTitle}`,
    greeting: `Hello ${companyName ?? 'there'},`,
    paragraphs: [`${studentName} picked a time for the interview about "${i.internshipTitle}".`],
    list: facts(i),
    next: [attached, `Please keep every contact with the student on ${PRODUCT_NAME}.`],
    action: { label: 'See your applicants', href: url(base, '/company-dashboard') },
    footer: `You get this e-mail because you proposed an interview on ${PRODUCT_NAME}. Questions? Write to ${SUPPORT_EMAIL}.`,
  });
}

export function guardianInterviewEmail(base: string, studentName: string, i: ScheduledInterview) {
  return render({
    // No text a student or a company chose in the subject (the address is not verified; as the consent request's).
    subject: `An internship interview on ${PRODUCT_NAME}`,
    greeting: 'Hello,',
    paragraphs: [
      `${studentName}, who gave your e-mail as their parent's or guardian's on ${PRODUCT_NAME}, has an interview for the internship "${i.internshipTitle}"${i.companyName ? ` with ${i.companyName}` : ''}. Students under 18 are interviewed between 07:00 and 21:00 at the internship's place.`,
    ],
    list: facts(i),
    next: ['The same invitation is attached, so you can keep the time in your calendar too. You may want to be around for it.', noPayment],
    action: { label: 'Help and support', href: url(base, '/help') },
    footer: `You get this e-mail because a student gave your address as their parent's or guardian's. Questions? Write to ${SUPPORT_EMAIL}.`,
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
  if (student.email) mails.push({ kind: 'interviewScheduled', subjectId: studentId, to: student.email, mail: studentInterviewEmail(base, student.firstName, interview), calendar });
  if (company.email && !company.deleted)
    mails.push({ kind: 'companyInterviewScheduled', subjectId: studentId, to: company.email, mail: companyInterviewEmail(base, interview.companyName, fullName(student), interview), calendar });
  const guardian = guardianToTell(student, input.guardian, input.at);
  if (guardian) mails.push({ kind: 'guardianInterviewScheduled', subjectId: studentId, to: guardian, mail: guardianInterviewEmail(base, fullName(student), interview), calendar });
  return mails;
}
