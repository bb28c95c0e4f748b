// The e-mails of applying (pure): the student's receipt after applying, and, on acceptance, the student's and the
// parent's or guardian's. Transactional: they go whatever the notices setting says (kinds.ts).
import { SUPPORT_EMAIL } from '../users/constants';
import { PRODUCT_NAME, render, url, type RenderedEmail } from './templates';

/** SPEC.md §8 (review times): companies are asked to answer student applications within 1 week. */
export const COMPANY_ANSWER_WITHIN = '1 week';
/** How much of the cover letter the receipt quotes. */
export const LETTER_EXCERPT_LENGTH = 300;

/** What the student sent, as the receipt tells it back. */
export interface SentApplication {
  coverLetter: string;
  answerCount: number;
  /** Hours a week the student offered (null: not given). */
  hoursPerWeek: number | null;
  /** YYYY-MM-DD, when given. */
  from: string | null;
  to: string | null;
  /** Whether the résumé profile went with it (applications since profiles are part of applying). */
  withProfile: boolean;
}

const dateFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = (date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? dateFormat.format(new Date(date)) : date);

/** The first `max` characters of a text on one line, cut at a word where one is near, with an ellipsis when cut. */
export function excerpt(text: string, max = LETTER_EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

const availability = (s: SentApplication) => {
  if (s.hoursPerWeek === null) return null;
  const dates = s.from && s.to ? `, from ${day(s.from)} to ${day(s.to)}` : s.from ? `, from ${day(s.from)}` : s.to ? `, until ${day(s.to)}` : '';
  return `Your availability: ${s.hoursPerWeek} hour${s.hoursPerWeek === 1 ? '' : 's'} a week${dates}`;
};

const noPayment = `Nothing is ever to be paid to take part in an internship here: not to us, not to the company. If anyone asks for a fee, a deposit or your documents, or anything seems odd, write to ${SUPPORT_EMAIL}.`;
const applicantFooter = `You get this e-mail because you applied for an internship on ${PRODUCT_NAME}. Questions? Write to ${SUPPORT_EMAIL}.`;

export function applicationSubmittedEmail(base: string, firstName: string, internshipTitle: string, companyName: string | null, sent: SentApplication): RenderedEmail {
  const company = companyName ?? 'The company';
  const answers = sent.answerCount > 0 ? [`Your answer${sent.answerCount === 1 ? '' : 's'} to the company's ${sent.answerCount === 1 ? 'question' : `${sent.answerCount} questions`}`] : [];
  const hours = availability(sent);
  const letter = excerpt(sent.coverLetter);
  const list = [
    ...(letter ? [`Your cover letter: "${letter}"`] : []),
    ...answers,
    ...(hours ? [hours] : []),
    ...(sent.withProfile ? ['Your profile as it stood when you applied: school, grade, skills, projects and achievements'] : []),
  ];
  return render({
    subject: `Your application for ${internshipTitle} was sent`,
    greeting: `Hi ${firstName || 'there'},`,
    paragraphs: [`Your application for "${internshipTitle}" was sent to ${companyName ?? 'the company that posted it'}.${list.length ? ' This is what went with it:' : ''}`],
    ...(list.length ? { list } : {}),
    next: [
      `What happens next: ${company} reviews your application. We ask companies to answer every application within ${COMPANY_ANSWER_WITHIN}.`,
      'Follow it on your dashboard: its status changes there as soon as the company answers. While it is pending, you can also withdraw it there.',
    ],
    action: { label: 'Open your dashboard', href: url(base, '/dashboard') },
    footer: applicantFooter,
  });
}

export function applicationAcceptedEmail(
  base: string,
  firstName: string,
  internshipTitle: string,
  companyName: string | null,
  note: string | null,
  guardianTold: boolean,
): RenderedEmail {
  const company = companyName ?? 'The company';
  return render({
    subject: companyName ? `Congratulations: ${companyName} accepted you for ${internshipTitle}` : `Congratulations: you were accepted for ${internshipTitle}`,
    greeting: `Hi ${firstName || 'there'},`,
    paragraphs: [
      `Congratulations! ${companyName ?? 'The company'} accepted your application for "${internshipTitle}".`,
      ...(note ? [`The note with the decision: "${note}"`] : []),
    ],
    next: [
      `What happens next: ${company} will get in touch with you through ${PRODUCT_NAME} to arrange your start. Keep an eye on your dashboard.`,
      ...(guardianTold ? ['We have told your parent or guardian too, at the address you gave for their consent.'] : []),
      noPayment,
    ],
    action: { label: 'Open your dashboard', href: url(base, '/dashboard') },
    footer: applicantFooter,
  });
}

/** To the parent or guardian an under-18 student named: nothing the student wrote beyond their name (as consent mails). */
export function guardianApplicationAcceptedEmail(base: string, studentName: string, internshipTitle: string, companyName: string | null): RenderedEmail {
  const company = companyName ?? 'The company';
  return render({
    // No text a student chose in the subject (the address is not verified; as the consent request's).
    subject: `An internship offer on ${PRODUCT_NAME}`,
    greeting: 'Hello,',
    paragraphs: [
      `${studentName}, who gave your e-mail as their parent's or guardian's on ${PRODUCT_NAME}, was accepted for the internship "${internshipTitle}" by ${companyName ?? 'the company that posted it'}.`,
    ],
    next: [
      `What happens next: ${company} will get in touch with ${studentName} through ${PRODUCT_NAME} to arrange the start: when, where and how the internship will run. You may want to go through it together.`,
      `Nothing is ever to be paid to take part in an internship here: not to us, not to the company. If anyone asks for a fee, a deposit or documents, or anything seems odd, write to ${SUPPORT_EMAIL}; we answer within 24 hours on business days.`,
    ],
    action: { label: 'Help and support', href: url(base, '/help') },
    footer: `You get this e-mail because a student gave your address as their parent's or guardian's. Questions? Write to ${SUPPORT_EMAIL}.`,
  });
}

/**
 * To the company: a student who applied (or was accepted) deleted the account. Nothing of the student — the name is erased
 * with the account — only the internship, and where the application stays.
 */
export function applicantAccountDeletedEmail(base: string, companyName: string | null, internshipTitle: string, accepted: boolean): RenderedEmail {
  return render({
    subject: accepted ? `A student you accepted for ${internshipTitle} has deleted their account` : `An applicant for ${internshipTitle} has deleted their account`,
    greeting: companyName ? `Hello ${companyName},` : 'Hello,',
    paragraphs: [
      `${accepted ? 'A student you accepted' : 'A student who applied'} for "${internshipTitle}" has deleted their account on ${PRODUCT_NAME}.`,
      'Their profile, cover letter, résumé and messages were erased with the account, so we cannot tell you who it was or pass anything on.',
    ],
    next: [
      'The application stays on your applicants page, marked "Account deleted", with the status it had; its messages are closed.',
      ...(accepted ? ['If you had planned a start with this student, there is nothing more to do here.'] : []),
    ],
    action: { label: 'See your applicants', href: url(base, '/company-dashboard') },
    footer: `You get this e-mail because a student applied to your internship on ${PRODUCT_NAME}. Questions? Write to ${SUPPORT_EMAIL}.`,
  });
}
