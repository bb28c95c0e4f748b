// The dated rates the salary filter compares stipends in other currencies at (domain/internships/exchange-rates.ts).
import { m } from '@/paraglide/messages.js';
import { EXCHANGE_RATES } from '@domain/internships/exchange-rates';
import type { Currency } from '@domain/internships/stipend';
import { formatDate } from './format';
import { ratePairs } from './stipend-format';

export function RatesNote({ id, currency }: { id: string; currency: Currency }) {
  return (
    <p id={id} className="mt-3 text-xs leading-relaxed text-slate-500">
      {m.search_rates_note({ currency, date: formatDate(EXCHANGE_RATES.asOf) ?? '', rates: ratePairs().join(' · ') })}
    </p>
  );
}
