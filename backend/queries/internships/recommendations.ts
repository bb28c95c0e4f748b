// Query: up to 6 active postings for a student from their onboarding interests and skills, each with the reason shown
// (GET /api/user/recommendations); the student's age rule applies as in search. Two indexed finds (the categories of their
// interests, the skills), newest first and bounded, then the pure ranking of domain/internships/recommendations.ts.
import type { Internship } from '@domain/internships/types';
import { internshipFiltersSchema } from '@domain/internships/schemas';
import { interestCategories, MAX_RECOMMENDATIONS, recommend, type Recommended, type StudentInterests } from '@domain/internships/recommendations';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { toInternship } from './get-internship';
import { internshipFilter, type AgeLimit } from './list-internships';

/** How many of each kind are looked at: enough for the ranking to prefer postings that match both ways. */
const CANDIDATES = 30;

export async function recommendationsFor(store: ReadStore, student: StudentInterests, ageLimit: AgeLimit): Promise<Recommended<Internship>[]> {
  const internships = store.collection<Internship>(INTERNSHIPS);
  const base = internshipFilter(internshipFiltersSchema.parse({}), ageLimit);
  const categories = interestCategories(student.interestedFields);
  const newest = { sort: { createdAt: -1, id: 1 } as const, limit: CANDIDATES };
  const [byInterest, bySkill] = await Promise.all([
    categories.length ? internships.find({ ...base, category: { $in: categories } }, newest) : [],
    student.skills.length ? internships.find({ ...base, skills: { $in: [...student.skills] } }, newest) : [],
  ]);
  return recommend(student, [...byInterest, ...bySkill], MAX_RECOMMENDATIONS).map(({ internship, reasons }) => ({ internship: toInternship(internship), reasons }));
}
