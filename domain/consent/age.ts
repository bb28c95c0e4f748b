// Ages from a date of birth (YYYY-MM-DD), and who needs a parent's consent: anyone under 18, and anyone whose age is unknown
// (DESIGN.md §3.6: SPEC.md's users are in grades 9–12).
export const ADULT_AGE = 18;
const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The date as [year, month, day] when it is a real calendar date; null otherwise. */
export function parseDate(value: string): [number, number, number] | null {
  const m = DATE.exec(value);
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? [y, mo, d] : null;
}

/** Full years between the date of birth and `now` (UTC calendar days). */
export function ageOn(dateOfBirth: string, now: Date): number | null {
  const parsed = parseDate(dateOfBirth);
  if (!parsed) return null;
  const [y, m, d] = parsed;
  const [ny, nm, nd] = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()];
  return ny - y - (nm < m || (nm === m && nd < d) ? 1 : 0);
}

/** Under 18, or age unknown. */
export const needsParentalConsent = (dateOfBirth: string | null | undefined, now: Date): boolean => {
  const age = dateOfBirth ? ageOn(dateOfBirth, now) : null;
  return age === null || age < ADULT_AGE;
};
