// A posting's duration as data (DESIGN.md §4.6): whole weeks, 1–52; the free text of SPEC.md's `duration` is made from it,
// and old texts are read back best-effort. Pure.
export const MIN_DURATION_WEEKS = 1;
export const MAX_DURATION_WEEKS = 52;

export const isDurationWeeks = (n: unknown): n is number => Number.isInteger(n) && (n as number) >= MIN_DURATION_WEEKS && (n as number) <= MAX_DURATION_WEEKS;

/** '8 weeks', '1 week' */
export const durationText = (weeks: number): string => (weeks === 1 ? '1 week' : `${weeks} weeks`);

const NUMBER_WORDS: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8, nine: 9, ten: 10, eleven: 11, twelve: 12, a: 1 };
const NUMBER = `(\\d+|${Object.keys(NUMBER_WORDS).join('|')})`;
const WEEKS = new RegExp(`\\b${NUMBER}[\\s-]*(?:weeks?|wks?)\\b`, 'i');
const MONTHS = new RegExp(`\\b${NUMBER}[\\s-]*months?\\b`, 'i');
const numberOf = (s: string) => NUMBER_WORDS[s.toLowerCase()] ?? Number(s);

/**
 * The weeks a free text states, best effort: '8 weeks' → 8, '3 months' → 13, '2 months' → 9 (52/12 a month, rounded);
 * null for what names no length ('Summer', 'Full-time') or one outside 1–52.
 */
export function parseDurationWeeks(text: string | null | undefined): number | null {
  if (!text) return null;
  const weeks = WEEKS.exec(text);
  if (weeks) {
    const n = numberOf(weeks[1]);
    return isDurationWeeks(n) ? n : null;
  }
  const months = MONTHS.exec(text);
  if (months) {
    const n = Math.round((52 / 12) * numberOf(months[1]));
    return isDurationWeeks(n) ? n : null;
  }
  return null;
}
