// Per-account limits on what an account creates (company applications, internship postings and their edits): the
// allowances and the refusals' messages. The Koa middleware that counts them is http/middleware/account-limits.ts; the
// counters live in the limiter store, so every instance shares them.

const HOUR = 3600;
const DAY = 24 * HOUR;

/** At most `points` accepted requests per `seconds` (a fixed window from the first one). */
export interface Allowance {
  points: number;
  seconds: number;
}

/** Company applications (requests to be verified): one is the norm, a resubmission after a refusal happens; more is abuse. */
export const COMPANY_APPLICATIONS: readonly Allowance[] = [
  { points: 3, seconds: HOUR },
  { points: 10, seconds: DAY },
];
/** New internship postings: far above a real company's pace (a few a week), far below a spammer's. */
export const INTERNSHIP_POSTINGS: readonly Allowance[] = [
  { points: 20, seconds: HOUR },
  { points: 100, seconds: DAY },
];
/** Edits of postings (fields, closing, reopening): a company tidying its list does a few dozen at most. */
export const INTERNSHIP_EDITS: readonly Allowance[] = [
  { points: 60, seconds: HOUR },
  { points: 300, seconds: DAY },
];

export const TOO_MANY_COMPANY_APPLICATIONS = 'Too many company applications from this account.';
export const TOO_MANY_POSTINGS = 'Too many internships posted from this account.';
export const TOO_MANY_EDITS = 'Too many changes to internships from this account.';
