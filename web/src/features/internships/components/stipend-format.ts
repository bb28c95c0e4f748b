// The stipend and duration in words for /search and the detail page (DESIGN.md §4.6): a posting's stipend a month in its
// own currency ('Unpaid', or SPEC.md's free text when it has no data), its weeks, the salary shortcuts, the rates note.
import { DURATION_FILTERS, SALARY_SHORTCUT_AMOUNTS } from '@domain/internships/constants';
import { EXCHANGE_RATES, convert } from '@domain/internships/exchange-rates';
import { durationText } from '@domain/internships/duration';
import { CURRENCIES, isPaid, moneyText, monthlyStipend, stipendText, type Currency } from '@domain/internships/stipend';
import type { Internship } from '@domain/internships/types';

/** SPEC.md's duration checklist: 8 weeks, 10 weeks, 12 weeks, 16 weeks, Summer, Full-time. */
export const DURATION_CHECKLIST = DURATION_FILTERS;

/** '₹5,000+', '$35+', 'PKR 9,500+' */
export const salaryShortcutLabel = (amount: number, currency: Currency) => `${moneyText(amount, currency)}+`;

/** A converted amount rounded as people write sums: to 5 under 100, 50 under 1,000, 500 under 10,000, else 1,000. */
function roundAsWritten(amount: number): number {
  const step = amount < 100 ? 5 : amount < 1_000 ? 50 : amount < 10_000 ? 500 : 1_000;
  return Math.max(step, Math.round(amount / step) * step);
}

/**
 * The salary shortcuts' minimums in a currency: SPEC.md's amounts (3,000 to 10,000) are a month in rupees; in another
 * currency the same stipends at the dated rates, rounded ($35+, not $3,000+, which no internship here pays).
 */
export const salaryShortcutAmounts = (currency: Currency): number[] =>
  SALARY_SHORTCUT_AMOUNTS.map((amount) => (currency === 'INR' ? amount : roundAsWritten(convert(amount, 'INR', currency))));

type Terms = Pick<Internship, 'salary' | 'duration'> & Partial<Pick<Internship, 'stipend' | 'durationWeeks'>>;

/**
 * The stipend as a card shows it: a month in its own currency ('₹6,000 / month'; a weekly or total one worked out a month,
 * rounded), 'Unpaid', the stated text when it cannot be put a month (a total with no known length), or SPEC.md's free text
 * when the posting has no data; null when it says nothing.
 */
export function stipendLabel({ stipend, durationWeeks, salary }: Terms): string | null {
  if (!stipend) return salary?.trim() || null;
  if (!isPaid(stipend)) return 'Unpaid';
  if (stipend.period === 'month') return stipendText(stipend);
  const monthly = monthlyStipend(stipend, durationWeeks ?? null, stipend.currency);
  return monthly === null ? stipendText(stipend) : `${moneyText(Math.round(monthly), stipend.currency)} / month`;
}

/** What the company wrote, when it says more than the label: the detail page shows it beside. */
const besides = (label: string, written: string | null | undefined) => {
  const text = written?.trim();
  return text && text.toLowerCase() !== label.toLowerCase() ? `${label} (${text})` : label;
};

/** The stipend on the detail page: as a card shows it, with SPEC.md's text beside when it says it otherwise ('$250 total'). */
export function stipendDetail(terms: Terms): string | null {
  const label = stipendLabel(terms);
  return label && terms.stipend ? besides(label, terms.salary) : label;
}

/** '8 weeks' from the data when there is some, else SPEC.md's free text. */
export const durationLabel = ({ durationWeeks, duration }: Terms): string => (durationWeeks ? durationText(durationWeeks) : duration);

/** The duration on the detail page: its weeks, with SPEC.md's text beside when it says it otherwise ('13 weeks (3 months)'). */
export const durationDetail = (terms: Terms): string => (terms.durationWeeks ? besides(durationLabel(terms), terms.duration) : terms.duration);

/** '₹88.7 = $1' for each currency but the dollar. */
export const ratePairs = (): string[] =>
  CURRENCIES.filter((c) => c !== 'USD').map((c) => `${moneyText(EXCHANGE_RATES.perUsd[c], c)} = $1`);
