// The apply form's rules (DESIGN.md §4.0): the letter (the SPA asks for at least 50 characters, the server's limit is
// 3,000), one answer per question (1–1,500), hours per week 1–40 and optional dates; and which field a server message is about.
import {
  ANSWER_EVERY_QUESTION,
  ANSWER_MAX,
  ANSWER_TOO_LONG,
  COVER_LETTER_MAX,
  COVER_LETTER_TOO_LONG,
  END_BEFORE_START,
  HOURS_PER_WEEK,
  WRITE_A_COVER_LETTER,
} from '@domain/applications/schemas';
import type { ApplicationRequest } from '@/api/applications';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { formatCount } from '@/i18n/locale';
import { m } from '@/paraglide/messages.js';

export const LETTER_MIN = 50;
export const LETTER_MAX = COVER_LETTER_MAX;
export { ANSWER_MAX };

export interface ApplyValues {
  coverLetter: string;
  answers: string[];
  hoursPerWeek: string;
  from: string;
  to: string;
}

/** A field's key: 'coverLetter', 'answer-0'…, 'hoursPerWeek', 'from', 'to'. */
export type ApplyErrors = Record<string, string>;

export const emptyValues = (questions: number): ApplyValues => ({ coverLetter: '', answers: Array.from({ length: questions }, () => ''), hoursPerWeek: '', from: '', to: '' });

export function validateApply(values: ApplyValues): ApplyErrors {
  const errors: ApplyErrors = {};
  const letter = values.coverLetter.trim();
  if (!letter) errors.coverLetter = localizeDomainMessage(WRITE_A_COVER_LETTER);
  else if (letter.length < LETTER_MIN) errors.coverLetter = m.applications_letter_too_short({ min: formatCount(LETTER_MIN), count: formatCount(letter.length) });
  else if (letter.length > LETTER_MAX) errors.coverLetter = localizeDomainMessage(COVER_LETTER_TOO_LONG);
  values.answers.forEach((answer, i) => {
    if (!answer.trim()) errors[`answer-${i}`] = m.applications_answer_this();
    else if (answer.trim().length > ANSWER_MAX) errors[`answer-${i}`] = localizeDomainMessage(ANSWER_TOO_LONG);
  });
  const hours = Number(values.hoursPerWeek);
  if (!values.hoursPerWeek.trim() || !Number.isInteger(hours) || hours < 1 || hours > 40) errors.hoursPerWeek = localizeDomainMessage(HOURS_PER_WEEK);
  if (values.from && values.to && values.to < values.from) errors.to = localizeDomainMessage(END_BEFORE_START);
  return errors;
}

export function requestOf(internshipId: string, values: ApplyValues): ApplicationRequest {
  return {
    internshipId,
    coverLetter: values.coverLetter.trim(),
    status: 'pending',
    answers: values.answers.map((a) => a.trim()),
    availability: { hoursPerWeek: Number(values.hoursPerWeek), ...(values.from && { from: values.from }), ...(values.to && { to: values.to }) },
  };
}

/** The server's message is one of these domain messages (it sends them in the page's language). */
const isOneOf = (message: string, ...texts: string[]) => texts.some((text) => localizeDomainMessage(text) === message);

/** The field a 400's message (DESIGN.md §4.0's exact texts) or its field errors point at; null when none does. */
export function fieldOfServerError(message: string, fieldErrors: Record<string, string>, values: ApplyValues): ApplyErrors | null {
  const lower = message.toLowerCase();
  const firstEmpty = Math.max(0, values.answers.findIndex((a) => !a.trim()));
  if (fieldErrors.coverLetter || lower.includes('cover letter') || isOneOf(message, WRITE_A_COVER_LETTER, COVER_LETTER_TOO_LONG))
    return { coverLetter: fieldErrors.coverLetter ?? message };
  if (fieldErrors.answers || lower.includes('answer') || isOneOf(message, ANSWER_EVERY_QUESTION, ANSWER_TOO_LONG))
    return { [`answer-${firstEmpty}`]: fieldErrors.answers ?? message };
  if (lower.includes('hours per week') || isOneOf(message, HOURS_PER_WEEK)) return { hoursPerWeek: message };
  if (lower.includes('end date') || isOneOf(message, END_BEFORE_START)) return { to: message };
  if (fieldErrors.availability) return { hoursPerWeek: fieldErrors.availability };
  return null;
}
