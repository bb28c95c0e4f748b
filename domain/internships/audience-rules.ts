// Who a posting may be for (DESIGN.md §4.2): under-18s never in hazardous work, and at most 20 hours a week outside the
// holidays; and who may apply: a student at least the posting's minimum age. Pure rules, shared by the decider and the SPA.
import { categoryOf, isHazardousCategory } from './categories';
import { MIN_AGE_HIGHEST, MINOR_MAX_HOURS_PER_WEEK, MIN_AGE_LOWEST, type Schedule } from './audience';

export interface Audience {
  minAge: number;
  hoursPerWeek: number | null;
  schedule: Schedule;
  category: string | null;
}

export const hazardousForMinors = (name: string) =>
  `${name} is hazardous work that the law forbids for anyone under 18. Set the minimum age to 18, or choose another category.`;
export const TOO_MANY_HOURS_FOR_MINORS = `Students under 18 may work at most ${MINOR_MAX_HOURS_PER_WEEK} hours a week, except on a holidays schedule. Lower the hours, choose 'holidays', or set the minimum age to 18.`;
export const tooYoungToApply = (minAge: number) => `This internship is open to students aged ${minAge} and above.`;

/** The fields of a posting's audience that break a rule, each with its message; empty when none does. */
export function audienceProblems(a: Audience): Record<string, string> {
  const problems: Record<string, string> = {};
  if (a.minAge >= MIN_AGE_HIGHEST) return problems;
  if (isHazardousCategory(a.category)) problems.category = hazardousForMinors(categoryOf(a.category)!.name);
  if (a.hoursPerWeek !== null && a.hoursPerWeek > MINOR_MAX_HOURS_PER_WEEK && a.schedule !== 'holidays') problems.hoursPerWeek = TOO_MANY_HOURS_FOR_MINORS;
  return problems;
}

/**
 * Whether a student of this age may apply to (and find) a posting with this minimum age. An unknown age (no date of birth
 * given) is read the safe way: as young as a student can be, so only postings open from the lowest age (14) are theirs.
 */
export const oldEnoughFor = (minAge: number, age: number | null): boolean => minAge <= (age ?? MIN_AGE_LOWEST);

/**
 * The highest minimum age of the postings a student of this age may find (the search keeps to `minAge <= it`, as
 * oldEnoughFor); null when every posting is theirs (18 and over). Under 14, none is.
 */
export const searchAgeLimit = (age: number | null): number | null => {
  const a = age ?? MIN_AGE_LOWEST;
  return a >= MIN_AGE_HIGHEST ? null : a;
};
