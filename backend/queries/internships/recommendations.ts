// Query: up to 6 active postings for a student from their onboarding interests and skills, each with the reason shown
// (GET /api/user/recommendations); the student's age rule applies as in search, and postings the student has applied to
// (and not withdrawn from) are left out. Indexed finds (the student's applications, the categories of their interests, the
// skills), newest first and bounded, then the pure ranking of domain/internships/recommendations.ts.
import type { Internship } from '@domain/internships/types';
import { internshipFiltersSchema } from '@domain/internships/schemas';
import { interestCategories, MAX_RECOMMENDATIONS, recommend, type Recommended, type StudentInterests } from '@domain/internships/recommendations';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { toInternship } from './get-internship';
import { internshipFilter, type AgeLimit } from './list-internships';

/** How many of each kind are looked at: enough for the ranking to prefer postings that match both ways. */
const CANDIDATES = 30;

export async function recommendationsFor(store: ReadStore, studentId: string, student: StudentInterests, ageLimit: AgeLimit): Promise<Recommended<Internship>[]> {
  const internships = store.collection<Internship>(INTERNSHIPS);
  const base = internshipFilter(internshipFiltersSchema.parse({}), ageLimit);
  const categories = interestCategories(student.interestedFields);
  const applications = await store.collection<ApplicationDoc>(APPLICATIONS).find({ studentId });
  const applied = new Set(applications.filter((a) => a.status !== 'withdrawn').map((a) => a.internshipId));
  // As many more candidates as the postings that will be left out, so that those never crowd out the rest.
  const newest = { sort: { createdAt: -1, id: 1 } as const, limit: CANDIDATES + applied.size };
  const [byInterest, bySkill] = await Promise.all([
    categories.length ? internships.find({ ...base, category: { $in: categories } }, newest) : [],
    student.skills.length ? internships.find({ ...base, skills: { $in: [...student.skills] } }, newest) : [],
  ]);
  const candidates = [...byInterest, ...bySkill].filter((internship) => !applied.has(internship.id));
  return recommend(student, candidates, MAX_RECOMMENDATIONS).map(({ internship, reasons }) => ({ internship: toInternship(internship), reasons }));
}
