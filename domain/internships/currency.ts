// Which currency the stipends are written in: the symbol most salary texts use (₹ when none says), for the salary filter.
const SYMBOLS: [RegExp, string][] = [
  [/₹|\binr\b/i, '₹'],
  [/৳|\bbdt\b|\btaka\b/i, '৳'],
  [/\$|\busd\b/i, '$'],
  [/₨|\brs\.?(?=\s|\d)|\bpkr\b|\blkr\b/i, 'Rs '],
];

export const DEFAULT_CURRENCY = '₹';

/** The symbol of the currency most of these salary texts name; ₹ (most internships here are in India) when none names one. */
export function dominantCurrency(salaries: readonly (string | null | undefined)[]): string {
  const counts = new Map<string, number>();
  for (const salary of salaries) {
    const symbol = salary ? SYMBOLS.find(([pattern]) => pattern.test(salary))?.[1] : undefined;
    if (symbol) counts.set(symbol, (counts.get(symbol) ?? 0) + 1);
  }
  let best = DEFAULT_CURRENCY;
  let bestCount = 0;
  for (const [symbol, count] of counts) if (count > bestCount) [best, bestCount] = [symbol, count];
  return best;
}

/** '₹5,000+' */
export const salaryShortcutLabel = (amount: number, currency: string) => `${currency}${amount.toLocaleString('en-US')}+`;
