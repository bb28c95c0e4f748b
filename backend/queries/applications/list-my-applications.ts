// Query: the student's own applications, newest first, each with its internship's title (one read for all titles).
import type { Application } from '@domain/applications/types';
import type { Internship } from '@domain/internships/types';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import type { ReadStore } from '@backend/read-store/read-store';

/** Joins internship titles with one getMany, and drops read-model bookkeeping. */
export async function withInternshipTitles(store: ReadStore, docs: readonly ApplicationDoc[]): Promise<Application[]> {
  const ids = [...new Set(docs.map((d) => d.internshipId))];
  const internships = await store.collection<Internship>(INTERNSHIPS).getMany(ids);
  const titles = new Map(internships.map((i) => [i.id, i.title]));
  return docs.map((d) => ({
    id: d.id,
    studentId: d.studentId,
    internshipId: d.internshipId,
    internshipTitle: titles.get(d.internshipId) ?? null,
    coverLetter: d.coverLetter,
    resume: d.resume,
    status: d.status,
    appliedAt: d.appliedAt,
  }));
}

export async function listMyApplications(store: ReadStore, studentId: string): Promise<Application[]> {
  const docs = await store.collection<ApplicationDoc>(APPLICATIONS).find({ studentId }, { sort: { appliedAt: -1, id: 1 } });
  return withInternshipTitles(store, docs);
}
