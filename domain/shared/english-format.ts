// Numbers and calendar days as en-US writes them, without Intl: a page's first Intl.NumberFormat or DateTimeFormat costs
// the browser 35–60 ms of one task (its number and date data are set up then), ×4 on Lighthouse's slow phone. English
// pages format with these (the same text Intl gives: property-tested against it); the other languages keep Intl.

const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const LONG_MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** '1,234.5': grouped by thousands, at most `maxFractionDigits` decimals (rounded half away from zero), as toLocaleString('en-US'). */
export function englishNumber(n: number, maxFractionDigits = 3): string {
  if (!Number.isFinite(n)) return String(n);
  const fixed = Math.abs(n).toFixed(maxFractionDigits);
  const [whole, fraction = ''] = fixed.split('.');
  const decimals = fraction.replace(/0+$/, '');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const text = decimals ? `${grouped}.${decimals}` : grouped;
  // As Intl: a negative amount keeps its sign even when it rounds to 0 ('-0').
  return n < 0 || Object.is(n, -0) ? `-${text}` : text;
}

/** 'Mar 5, 2025' (short) or 'March 5, 2025' (long): the date's calendar day in UTC. */
export function englishDate(date: Date, month: 'short' | 'long'): string {
  const name = (month === 'short' ? SHORT_MONTHS : LONG_MONTHS)[date.getUTCMonth()];
  return `${name} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}
