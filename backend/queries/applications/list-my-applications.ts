// Query: the student's own applications, newest first, each with its internship's title and whether it has closed since
// (one read for all internships).
import type { Application } from '@domain/applications/types';
import type { Internship } from '@domain/internships/types';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import type { ReadStore } from '@backend/read-store/read-store';

/** Joins internship titles (and whether each is closed or gone) with one getMany, and drops read-model bookkeeping. */
export async function withInternshipTitles(store: ReadStore, docs: readonly ApplicationDoc[]): Promise<Application[]> {
  const ids = [...new Set(docs.map((d) => d.internshipId))];
  const internships = new Map((await store.collection<Internship>(INTERNSHIPS).getMany(ids)).map((i) => [i.id, i]));
  return docs.map((d) => {
    const internship = internships.get(d.internshipId);
    return {
      id: d.id,
      studentId: d.studentId,
      internshipId: d.internshipId,
      internshipTitle: internship?.title ?? null,
      coverLetter: d.coverLetter,
      resume: d.resume,
      answers: d.answers ?? [],
      availability: d.availability ?? null,
      profile: d.profile ?? null,
      status: d.status,
      appliedAt: d.appliedAt,
      internshipClosed: !internship?.isActive,
    };
  });
}

export async function listMyApplications(store: ReadStore, studentId: string): Promise<Application[]> {
  const docs = await store.collection<ApplicationDoc>(APPLICATIONS).find({ studentId }, { sort: { appliedAt: -1, id: 1 } });
  return withInternshipTitles(store, docs);
}
