// Reads an internship's salary text ('₹6,000 / month stipend', '₨15,000 / month', '$250 stipend', 'BDT 5k-8k per
// month') into a JobPosting baseSalary: currency, amount or range, and period; null whenever any part is a guess.

export type PayPeriod = 'HOUR' | 'DAY' | 'WEEK' | 'MONTH' | 'YEAR';

export interface Stipend {
  /** ISO 4217. */
  currency: string;
  min: number;
  /** Equal to min for a single amount. */
  max: number;
  /** null when the text gives no period (a one-off stipend). */
  period: PayPeriod | null;
}

/** Currency markers that name one currency wherever the internship is. */
const FIXED_MARKERS: [RegExp, string][] = [
  [/₹|\binr\b/i, 'INR'],
  [/৳|\bbdt\b|\btk\.?(?=\s*\d)|\btaka\b/i, 'BDT'],
  [/\bpkr\b/i, 'PKR'],
  [/\blkr\b/i, 'LKR'],
  [/\bnpr\b/i, 'NPR'],
  [/\busd\b|us\$/i, 'USD'],
  [/€|\beur\b/i, 'EUR'],
  [/£|\bgbp\b/i, 'GBP'],
];

/** 'Rs', '₨' and 'rupees' are the rupee of the country the internship is in. */
const RUPEE_MARKER = /₨|\brs\.?(?=\s*\d|\s|$)|\brupees?\b/i;
const RUPEE_OF_COUNTRY: Record<string, string> = { IN: 'INR', PK: 'PKR', LK: 'LKR', NP: 'NPR' };

const PERIODS: [RegExp, PayPeriod][] = [
  [/\b(per|an?|\/)\s*(hour|hr)\b|\/\s*h\b|\bhourly\b/i, 'HOUR'],
  [/\b(per|a)\s*day\b|\/\s*day\b|\bdaily\b/i, 'DAY'],
  [/\b(per|a)\s*week\b|\/\s*(week|wk)\b|\bweekly\b/i, 'WEEK'],
  [/\b(per|a)\s*month\b|\/\s*(month|mo|mon)\b|\bmonthly\b|\bp\.?\s?m\.?(?=\s|$|,)|\bmonth(ly)? stipend\b/i, 'MONTH'],
  [/\b(per|a)\s*(year|annum)\b|\/\s*(year|yr)\b|\b(yearly|annually)\b|\bp\.?\s?a\.?(?=\s|$|,)/i, 'YEAR'],
];

const UNPAID = /\b(unpaid|no stipend|none|n\/a|volunteer|not paid)\b/i;

/** '6,000' → 6000, '1,00,000' → 100000, '5k' → 5000, '1.5 lakh' → 150000. */
function amountOf(number: string, suffix: string | undefined): number {
  const value = Number(number.replace(/,/g, ''));
  const s = suffix?.toLowerCase();
  if (s === 'k') return value * 1_000;
  if (s === 'lakh' || s === 'lakhs' || s === 'lac') return value * 100_000;
  return value;
}

const AMOUNT = /(\d[\d,]*(?:\.\d+)?)\s*(k|lakhs?|lac)?\b/gi;

function currencyOf(text: string, countryCode: string | null): string | null {
  const found = new Set(FIXED_MARKERS.filter(([marker]) => marker.test(text)).map(([, code]) => code));
  if (RUPEE_MARKER.test(text)) {
    const rupee = countryCode ? RUPEE_OF_COUNTRY[countryCode] : undefined;
    if (!rupee) return null;
    found.add(rupee);
  }
  // A plain '$' is the US dollar unless another dollar is named (A$, C$, S$…).
  if (/\$/.test(text) && !/[a-z]\$/i.test(text.replace(/us\$/gi, ''))) found.add('USD');
  return found.size === 1 ? [...found][0] : null;
}

export function parseStipend(salary: string | null, countryCode: string | null): Stipend | null {
  const text = salary?.trim();
  if (!text || UNPAID.test(text)) return null;
  const currency = currencyOf(text, countryCode);
  if (!currency) return null;
  const amounts = [...text.matchAll(AMOUNT)].map((m) => amountOf(m[1], m[2])).filter((n) => Number.isFinite(n) && n > 0);
  if (amounts.length === 0 || amounts.length > 2) return null;
  // Two numbers make a range only when joined by a dash or 'to' ('5,000 – 8,000'); otherwise the text is unclear.
  if (amounts.length === 2 && !/\d[\d,.]*\s*(k|lakhs?|lac)?\s*(?:-|–|—|to)\s*\D{0,4}\d/i.test(text)) return null;
  const [min, max = min] = amounts;
  if (max < min) return null;
  const periods = PERIODS.filter(([pattern]) => pattern.test(text)).map(([, period]) => period);
  if (periods.length > 1) return null;
  return { currency, min, max, period: periods[0] ?? null };
}
