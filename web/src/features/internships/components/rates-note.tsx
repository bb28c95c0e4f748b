// The dated rates the salary filter compares stipends in other currencies at (domain/internships/exchange-rates.ts).
import { EXCHANGE_RATES } from '@domain/internships/exchange-rates';
import type { Currency } from '@domain/internships/stipend';
import { formatDate } from './format';
import { ratePairs } from './stipend-format';

export function RatesNote({ id, currency }: { id: string; currency: Currency }) {
  return (
    <p id={id} className="mt-3 text-xs leading-relaxed text-slate-500">
      Amounts are a month, in {currency}. Stipends compared at rates of {formatDate(EXCHANGE_RATES.asOf)}: {ratePairs().join(' · ')}
    </p>
  );
}
