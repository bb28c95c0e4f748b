// Query: every application for the admin views, with the student's name, the internship's title and the company; paged.
import type { AdminListQuery } from '@domain/admin/schemas';
import type { AdminApplication, ApplicationStatus } from '@domain/applications/types';
import type { Internship } from '@domain/internships/types';
import type { PublicUser } from '@domain/users/types';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { USERS } from '@backend/projections/users/users-projection';
import { page, type Page } from './page';

/** Joins names and titles to application documents with one read per collection. */
async function toAdminApplications(store: ReadStore, docs: readonly ApplicationDoc[]): Promise<AdminApplication[]> {
  const internships = new Map((await store.collection<Internship>(INTERNSHIPS).getMany([...new Set(docs.map((d) => d.internshipId))])).map((i) => [i.id, i]));
  const userIds = new Set([...docs.map((d) => d.studentId), ...[...internships.values()].map((i) => i.companyId)]);
  const users = new Map((await store.collection<PublicUser>(USERS).getMany([...userIds])).map((u) => [u.id, u]));
  return docs.map((d): AdminApplication => {
    const student = users.get(d.studentId);
    const internship = internships.get(d.internshipId);
    return {
      id: d.id,
      studentId: d.studentId,
      studentName: student ? `${student.firstName} ${student.lastName}` : d.accountDeletedAt ? 'Account deleted' : 'Deleted user',
      internshipId: d.internshipId,
      internshipTitle: internship?.title ?? null,
      companyName: internship ? users.get(internship.companyId)?.companyName ?? null : null,
      status: d.status,
      appliedAt: d.appliedAt,
      coverLetter: d.coverLetter,
      resume: d.resume,
    };
  });
}

export async function getAdminApplication(store: ReadStore, id: string): Promise<AdminApplication | null> {
  const doc = await store.collection<ApplicationDoc>(APPLICATIONS).get(id);
  return doc ? (await toAdminApplications(store, [doc]))[0] : null;
}

export async function listAdminApplications(store: ReadStore, query: AdminListQuery, status?: ApplicationStatus): Promise<Page<AdminApplication>> {
  const docs = await store.collection<ApplicationDoc>(APPLICATIONS).find(status ? { status } : {});
  return page(await toAdminApplications(store, docs), query, {
    search: (a) => `${a.studentName} ${a.internshipTitle ?? ''} ${a.companyName ?? ''} ${a.status}`,
    sortable: ['appliedAt', 'studentName', 'internshipTitle', 'companyName', 'status'],
    defaultSort: 'appliedAt',
  });
}
