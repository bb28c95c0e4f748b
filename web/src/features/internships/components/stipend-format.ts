// The stipend and duration in words for /search and the detail page (DESIGN.md §4.6): a posting's stipend a month in its
// own currency ('Unpaid', or SPEC.md's free text when it has no data), its weeks, the salary shortcuts, the rates note.
import { m } from '@/paraglide/messages.js';
import { DURATION_FILTERS, SALARY_SHORTCUT_AMOUNTS } from '@domain/internships/constants';
import { EXCHANGE_RATES, convert } from '@domain/internships/exchange-rates';
import { durationText } from '@domain/internships/duration';
import { CURRENCIES, CURRENCY_SIGNS, isPaid, moneyText, monthlyStipend, stipendText as englishStipendText, type Currency, type PaidStipend } from '@domain/internships/stipend';
import type { Internship } from '@domain/internships/types';
import { currentLocale, formatCount } from '@/i18n/locale';
import { numberText } from '@/i18n/written-format';

/** SPEC.md's duration checklist: 8 weeks, 10 weeks, 12 weeks, 16 weeks, Summer, Full-time. */
export const DURATION_CHECKLIST = DURATION_FILTERS;

/** '₹6,000' (the domain's moneyText in English); the amount written as the page's language writes numbers. */
export const money = (amount: number, currency: Currency): string =>
  currentLocale() === 'en' ? moneyText(amount, currency) : `${CURRENCY_SIGNS[currency]}${numberText(amount, 2)}`;

/** '8 weeks', '1 week' (the domain's durationText in English). */
export const weeksText = (weeks: number): string => (weeks === 1 ? m.internships_weeks_one : m.internships_weeks_many)({ count: formatCount(weeks) });

/** A checklist item in the page's language: its value stays SPEC.md's English (the filter's logic reads it). */
export const durationItemLabel = (item: (typeof DURATION_FILTERS)[number]): string =>
  item === 'Summer' ? m.search_duration_summer() : item === 'Full-time' ? m.search_duration_full_time() : weeksText(Number.parseInt(item, 10));

/** '₹5,000+', '$35+', 'PKR 9,500+' */
export const salaryShortcutLabel = (amount: number, currency: Currency) => `${money(amount, currency)}+`;

/** The domain's stipendText ('₹6,000 / month', '$250 total') in the page's language. */
const stipendText = (stipend: PaidStipend): string => {
  const amount = money(stipend.amount, stipend.currency);
  return stipend.period === 'total' ? m.internships_total({ amount }) : stipend.period === 'week' ? m.internships_per_week({ amount }) : m.internships_per_month({ amount });
};

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
  if (!isPaid(stipend)) return m.internships_unpaid();
  if (stipend.period === 'month') return stipendText(stipend);
  const monthly = monthlyStipend(stipend, durationWeeks ?? null, stipend.currency);
  return monthly === null ? stipendText(stipend) : m.internships_per_month({ amount: money(Math.round(monthly), stipend.currency) });
}

/**
 * The stipend's label as English writes it (the domain's words, whatever the page's language): what the company's own
 * text is compared with. Not from the catalogs: a browser build holds only its own language's texts.
 */
function englishStipendLabel({ stipend, durationWeeks }: Terms): string {
  if (!stipend) return '';
  if (!isPaid(stipend) || stipend.period === 'month') return englishStipendText(stipend);
  const monthly = monthlyStipend(stipend, durationWeeks ?? null, stipend.currency);
  return monthly === null ? englishStipendText(stipend) : `${moneyText(Math.round(monthly), stipend.currency)} / month`;
}

/**
 * What the company wrote, when it says more than the label: the detail page shows it beside. The company writes SPEC.md's
 * English, so it is compared with the label as English writes it (a Hindi page does not repeat '₹6,000 / month').
 */
const besides = (label: string, english: string, written: string | null | undefined) => {
  const text = written?.trim();
  return text && text.toLowerCase() !== english.toLowerCase() ? `${label} (${text})` : label;
};

/** The stipend on the detail page: as a card shows it, with SPEC.md's text beside when it says it otherwise ('$250 total'). */
export function stipendDetail(terms: Terms): string | null {
  const label = stipendLabel(terms);
  return label && terms.stipend ? besides(label, englishStipendLabel(terms), terms.salary) : label;
}

/** '8 weeks' from the data when there is some, else SPEC.md's free text. */
export const durationLabel = ({ durationWeeks, duration }: Terms): string => (durationWeeks ? weeksText(durationWeeks) : duration);

/** The duration on the detail page: its weeks, with SPEC.md's text beside when it says it otherwise ('13 weeks (3 months)'). */
export const durationDetail = (terms: Terms): string =>
  terms.durationWeeks ? besides(durationLabel(terms), durationText(terms.durationWeeks), terms.duration) : terms.duration;

/** '₹88.7 = $1' for each currency but the dollar. */
export const ratePairs = (): string[] =>
  CURRENCIES.filter((c) => c !== 'USD').map((c) => `${money(EXCHANGE_RATES.perUsd[c], c)} = ${money(1, 'USD')}`);
