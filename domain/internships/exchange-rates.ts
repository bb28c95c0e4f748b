// The dated table of exchange rates that compares stipends across the catalogue's currencies (DESIGN.md §4.6): units of each
// currency per US dollar, shown on the search page with its date. Pure; changed by hand (a new table, a new date).
import type { Currency } from './stipend';

export const EXCHANGE_RATES = {
  /** The day the rates were read (mid-market, rounded). */
  asOf: '2026-11-02',
  perUsd: { INR: 88.7, BDT: 122.1, PKR: 281.4, LKR: 301.2, USD: 1 } satisfies Record<Currency, number>,
} as const;

/** `amount` in `from` expressed in `to`, through the US dollar. */
export function convert(amount: number, from: Currency, to: Currency): number {
  if (from === to) return amount;
  return (amount / EXCHANGE_RATES.perUsd[from]) * EXCHANGE_RATES.perUsd[to];
}
