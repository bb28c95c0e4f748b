// A posting's stipend as data (DESIGN.md §4.6): an amount in one of the catalogue's currencies per month, week or in total,
// or unpaid; the free text SPEC.md's `salary` shows is made from it, and old free texts are read back best-effort. Pure.
import type { Country } from './countries';
import { convert } from './exchange-rates';
import { englishNumber } from '../shared/english-format';

export const CURRENCIES = ['INR', 'BDT', 'PKR', 'LKR', 'USD'] as const;
export type Currency = (typeof CURRENCIES)[number];
export const STIPEND_PERIODS = ['month', 'total', 'week'] as const;
export type StipendPeriod = (typeof STIPEND_PERIODS)[number];
export type PaidStipend = { amount: number; currency: Currency; period: StipendPeriod };
export type Stipend = PaidStipend | { unpaid: true };

/** How each currency is written before its amount (the rupees of Pakistan and Sri Lanka by their codes: both are "Rs"). */
export const CURRENCY_SIGNS: Record<Currency, string> = { INR: '₹', BDT: '৳', PKR: 'PKR ', LKR: 'LKR ', USD: '$' };
export const CURRENCY_LABELS: Record<Currency, string> = {
  INR: 'Indian rupee (₹)',
  BDT: 'Bangladeshi taka (৳)',
  PKR: 'Pakistani rupee (PKR)',
  LKR: 'Sri Lankan rupee (LKR)',
  USD: 'US dollar ($)',
};
export const PERIOD_LABELS: Record<StipendPeriod, string> = { month: 'per month', week: 'per week', total: 'in total' };
/** The largest amount a stipend may state (any currency). */
export const MAX_STIPEND_AMOUNT = 10_000_000;

export const isPaid = (stipend: Stipend | null | undefined): stipend is PaidStipend => !!stipend && !('unpaid' in stipend);

/** '₹6,000', 'PKR 15,000', '$250.50' */
export const moneyText = (amount: number, currency: Currency): string => `${CURRENCY_SIGNS[currency]}${englishNumber(amount, 2)}`;

/** The free text of SPEC.md's `salary` field: '₹6,000 / month', '$250 total', '৳1,500 / week', 'Unpaid'. */
export function stipendText(stipend: Stipend): string {
  if (!isPaid(stipend)) return 'Unpaid';
  const money = moneyText(stipend.amount, stipend.currency);
  return stipend.period === 'total' ? `${money} total` : `${money} / ${stipend.period}`;
}

const UNPAID = /\bunpaid\b|\bno (?:stipend|pay|salary)\b|\bwithout (?:stipend|pay)\b|\bnot paid\b|^\s*(?:none|volunteer(?:ing)?)\s*$/i;
const RUPEE_OF: Partial<Record<Country, Currency>> = { IN: 'INR', PK: 'PKR', LK: 'LKR' };

/** The currency a text names; `country` decides between the rupees written ₨ or Rs (₨ alone reads as Pakistan's). */
function currencyOf(text: string, country: Country | null): Currency | null {
  if (/₹|\binr\b/i.test(text)) return 'INR';
  if (/৳|\bbdt\b|\btk\.?(?=\s|\d)|\btaka\b/i.test(text)) return 'BDT';
  if (/\bpkr\b/i.test(text)) return 'PKR';
  if (/\blkr\b/i.test(text)) return 'LKR';
  if (/\$|\busd\b|\bdollars?\b/i.test(text)) return 'USD';
  if (/₨|\brs\.?(?=\s|\d)|\brupees?\b/i.test(text)) return (country && RUPEE_OF[country]) ?? (/₨/.test(text) && !country ? 'PKR' : null);
  return null;
}

function periodOf(text: string): StipendPeriod {
  if (/\/\s*(?:month|mo)\b|\bper month\b|\bmonthly\b|\ba month\b|\bp\.?m\.?(?=\s|$)|\/\s*mo\b/i.test(text)) return 'month';
  if (/\/\s*(?:week|wk)\b|\bper week\b|\bweekly\b|\ba week\b/i.test(text)) return 'week';
  return 'total';
}

/** The first amount of a text: '15,000', '1,00,000', '250.50', '5k'. */
function amountOf(text: string): number | null {
  const match = /(\d{1,3}(?:,\d{2,3})+|\d+)(?:\.(\d{1,2}))?\s*(k\b)?/i.exec(text);
  if (!match) return null;
  const amount = Number(`${match[1].replace(/,/g, '')}${match[2] ? `.${match[2]}` : ''}`) * (match[3] ? 1000 : 1);
  return amount > 0 && amount <= MAX_STIPEND_AMOUNT ? amount : null;
}

/**
 * The stipend a free text states, best effort: '₹6,000 / month stipend', '₨15,000 / month stipend', '$250 stipend' (in
 * total), 'Unpaid', 'No stipend'. Null when absent or unsure (no currency, no amount). `country` (of the posting's location)
 * tells which rupee '₨' or 'Rs' means.
 */
export function parseStipend(salary: string | null | undefined, country: Country | null = null): Stipend | null {
  const text = salary?.trim();
  if (!text) return null;
  if (UNPAID.test(text)) return { unpaid: true };
  const currency = currencyOf(text, country);
  const amount = amountOf(text);
  if (!currency || amount === null) return null;
  return { amount, currency, period: periodOf(text) };
}

const WEEKS_PER_MONTH = 52 / 12;

/**
 * The stipend a month, in `currency` (unpaid: 0): a weekly one ×52/12; one in total spread over the weeks (null when the
 * duration is unknown).
 */
export function monthlyStipend(stipend: Stipend, durationWeeks: number | null, currency: Currency): number | null {
  if (!isPaid(stipend)) return 0;
  let monthly: number;
  if (stipend.period === 'month') monthly = stipend.amount;
  else if (stipend.period === 'week') monthly = stipend.amount * WEEKS_PER_MONTH;
  else if (durationWeeks && durationWeeks > 0) monthly = stipend.amount / (durationWeeks / WEEKS_PER_MONTH);
  else return null;
  return convert(monthly, stipend.currency, currency);
}

/** A monthly amount in US dollars as the search compares them: rounded to a ten-thousandth, so that equal amounts compare equal. */
export const comparableUsd = (amount: number): number => Math.round(amount * 10_000) / 10_000;
