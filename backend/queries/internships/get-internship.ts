// Query: one internship from the internships read model (GET /api/internships/:id answers 404 unless it is active).
import type { Internship } from '@domain/internships/types';
import { withoutBookkeeping } from '@backend/processors/projection';
import { jsonOfView, viewOf } from '../json-cache';
import type { ReadStore } from '@backend/read-store/read-store';
import { INTERNSHIPS, SEARCH_FIELDS } from '@backend/projections/internships/internships-projection';
import { publiclyVisible } from '@backend/projections/internships/listing-moderation';

/** The API view of a document: without bookkeeping and the search's own fields. */
function internshipView(doc: Internship): Internship {
  const view = withoutBookkeeping(doc) as Internship & Record<string, unknown>;
  for (const field of SEARCH_FIELDS) delete view[field];
  return view as Internship;
}

/** The API view of a document (made once per stored document: see viewOf). */
export const toInternship = (doc: Internship): Internship => viewOf(doc, internshipView);

/** The API JSON of a document (encoded once per stored document: see jsonOfView). */
export const internshipJson = jsonOfView(internshipView);

/** Any internship, active or not; null when missing. */
export async function getInternship(store: ReadStore, id: string): Promise<Internship | null> {
  const doc = await store.collection<Internship>(INTERNSHIPS).get(id);
  return doc ? toInternship(doc) : null;
}

/** An internship visitors may see: null when missing, inactive or hidden by the moderation. */
export async function getActiveInternship(store: ReadStore, id: string): Promise<Internship | null> {
  const internship = await getInternship(store, id);
  return internship?.isActive && publiclyVisible(internship) ? internship : null;
}
