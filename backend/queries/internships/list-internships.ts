// Query: active internships, newest first, filtered by location, type, skills (any of) and text (title or description).
import type { Internship } from '@domain/internships/types';
import type { InternshipFilters } from '@domain/internships/schemas';
import type { Filter, ReadStore } from '../../projections/store/read-store';
import { INTERNSHIPS } from '../../projections/internships/internships-projection';
import { toInternship } from './get-internship';

const contains = (haystack: string, needle: string) => haystack.toLowerCase().includes(needle.toLowerCase());

export async function listInternships(store: ReadStore, filters: InternshipFilters): Promise<Internship[]> {
  // Equality filters go to the read store (isActive is indexed); substring filters run on the result.
  const filter: Filter = { isActive: true };
  if (filters.type) filter.type = filters.type;
  if (filters.skills.length) filter.skills = { $in: filters.skills };
  const docs = await store.collection<Internship>(INTERNSHIPS).find(filter, { sort: { createdAt: -1, id: 1 } });
  return docs
    .filter((i) => !filters.location || contains(i.location, filters.location))
    .filter((i) => !filters.q || contains(i.title, filters.q) || contains(i.description, filters.q))
    .map(toInternship);
}
