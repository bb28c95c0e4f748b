// Query: the id and posting date of every active internship, newest first (the sitemap lists them all, unpaged).
import type { Internship } from '@domain/internships/types';
import type { ReadStore } from '@backend/read-store/read-store';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import { NOT_HIDDEN } from '@backend/projections/internships/listing-moderation';

export interface InternshipStamp {
  id: string;
  createdAt: string;
}

export async function listActiveInternshipStamps(store: ReadStore): Promise<InternshipStamp[]> {
  const docs = await store.collection<Internship>(INTERNSHIPS).find({ isActive: true, ...NOT_HIDDEN }, { sort: { createdAt: -1, id: 1 } });
  return docs.map(({ id, createdAt }) => ({ id, createdAt }));
}
