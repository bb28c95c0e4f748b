// The e-mails of applying (pure): the student's receipt after applying, and, on acceptance, the student's and the
// parent's or guardian's (these two in the student's language). Transactional: they go whatever the notices setting says (kinds.ts).
import { SUPPORT_EMAIL } from '../users/constants';
import { PRODUCT_NAME, render, url, type RenderedEmail } from './templates';
import type { Locale } from '../i18n/locales';
import { formatDay, formatNumber, MAIL_TEXTS } from './mail-texts';

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

const day = (locale: Locale, date: string) => (/^\d{4}-\d{2}-\d{2}$/.test(date) && !Number.isNaN(Date.parse(date)) ? formatDay(locale, new Date(date)) : date);

/** The first `max` characters of a text on one line, cut at a word where one is near, with an ellipsis when cut. */
export function excerpt(text: string, max = LETTER_EXCERPT_LENGTH): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.7 ? cut.slice(0, space) : cut).replace(/[\s.,;:!?-]+$/, '')}…`;
}

const availability = (s: SentApplication, locale: Locale) => {
  if (s.hoursPerWeek === null) return null;
  return MAIL_TEXTS[locale].receipt.availability(s.hoursPerWeek, formatNumber(locale, s.hoursPerWeek), s.from && day(locale, s.from), s.to && day(locale, s.to));
};

/** The student's receipt, in their language (DESIGN.md §4.3). */
export function applicationSubmittedEmail(base: string, firstName: string, internshipTitle: string, companyName: string | null, sent: SentApplication, locale: Locale = 'en'): RenderedEmail {
  const texts = MAIL_TEXTS[locale];
  const t = texts.receipt;
  const hours = availability(sent, locale);
  const letter = excerpt(sent.coverLetter);
  const list = [...(letter ? [t.letter(letter)] : []), ...(sent.answerCount > 0 ? [t.answers(sent.answerCount)] : []), ...(hours ? [hours] : []), ...(sent.withProfile ? [t.profile] : [])];
  return render({
    locale,
    subject: t.subject(internshipTitle),
    greeting: texts.statusChanged.greeting(firstName),
    paragraphs: [t.sent(internshipTitle, companyName, list.length > 0)],
    ...(list.length ? { list } : {}),
    next: [t.next(companyName), t.follow],
    action: { label: texts.accepted.action, href: url(base, '/dashboard') },
    footer: texts.accepted.footer(PRODUCT_NAME, SUPPORT_EMAIL),
  });
}

/** In the student's language (DESIGN.md §4.3). */
export function applicationAcceptedEmail(
  base: string,
  firstName: string,
  internshipTitle: string,
  companyName: string | null,
  note: string | null,
  guardianTold: boolean,
  locale: Locale = 'en',
): RenderedEmail {
  const t = MAIL_TEXTS[locale].accepted;
  return render({
    locale,
    subject: t.subject(internshipTitle, companyName),
    greeting: MAIL_TEXTS[locale].statusChanged.greeting(firstName),
    paragraphs: [t.congratulations(internshipTitle, companyName), ...(note ? [t.note(note)] : [])],
    next: [t.next(companyName, PRODUCT_NAME), ...(guardianTold ? [t.guardianTold] : []), t.noPayment(SUPPORT_EMAIL)],
    action: { label: t.action, href: url(base, '/dashboard') },
    footer: t.footer(PRODUCT_NAME, SUPPORT_EMAIL),
  });
}

/** To the parent or guardian an under-18 student named: nothing the student wrote beyond their name (as consent mails). */
/** In the language the student used, as the consent mails. */
export function guardianApplicationAcceptedEmail(base: string, studentName: string, internshipTitle: string, companyName: string | null, locale: Locale = 'en'): RenderedEmail {
  const t = MAIL_TEXTS[locale].guardianAccepted;
  return render({
    locale,
    // No text a student chose in the subject (the address is not verified; as the consent request's).
    subject: t.subject(PRODUCT_NAME),
    greeting: MAIL_TEXTS[locale].hello,
    paragraphs: [t.accepted(studentName, PRODUCT_NAME, internshipTitle, companyName)],
    next: [t.next(companyName, studentName, PRODUCT_NAME), t.noPayment(SUPPORT_EMAIL)],
    action: { label: t.action, href: url(base, '/help') },
    footer: t.footer(SUPPORT_EMAIL),
  });
}

/**
 * To the company: a student who applied (or was accepted) deleted the account. Nothing of the student — the name is erased
 * with the account — only the internship, and where the application stays.
 */
export function applicantAccountDeletedEmail(base: string, companyName: string | null, internshipTitle: string, accepted: boolean, locale: Locale = 'en'): RenderedEmail {
  const texts = MAIL_TEXTS[locale];
  const t = texts.applicantDeleted;
  return render({
    locale,
    subject: t.subject(internshipTitle, accepted),
    greeting: companyName ? texts.helloName(companyName) : texts.hello,
    paragraphs: [t.deleted(internshipTitle, accepted, PRODUCT_NAME), t.erased],
    next: [t.stays, ...(accepted ? [t.nothingMore] : [])],
    action: { label: texts.newApplicant.action, href: url(base, '/company-dashboard') },
    footer: t.footer(PRODUCT_NAME, SUPPORT_EMAIL),
  });
}
