// Query: applications to a company's own internships, with each student's public profile and the status history.
import type { ApplicationHistoryEntry, ApplicationStatus } from '@domain/applications/types';
import type { Internship } from '@domain/internships/types';
import type { PublicUser } from '@domain/users/types';
import { APPLICATION_HISTORY, type ApplicationHistoryDoc } from '../../projections/applications/application-history-projection';
import { APPLICATIONS, type ApplicationDoc } from '../../projections/applications/applications-projection';
import { INTERNSHIPS } from '../../projections/internships/internships-projection';
import type { ReadStore } from '../../projections/store/read-store';
import { USERS } from '../../projections/users/users-projection';
import { withActorNames } from './history-names';

/** What a company may see of an applicant: never the e-mail, the password or anything beyond the profile. */
export interface ApplicantProfile {
  id: string;
  firstName: string;
  lastName: string;
  grade: string | null;
  schoolName: string | null;
  location: string;
  skills: string[];
  interestedFields: string[];
  hobbies: string[];
}

export interface CompanyApplication {
  id: string;
  internshipId: string;
  internshipTitle: string;
  status: ApplicationStatus;
  appliedAt: string;
  coverLetter: string;
  resume: string;
  student: ApplicantProfile;
  history: ApplicationHistoryEntry[];
}

const profileOf = (u: PublicUser): ApplicantProfile => ({
  id: u.id,
  firstName: u.firstName,
  lastName: u.lastName,
  grade: u.grade,
  schoolName: u.schoolName,
  location: u.location,
  skills: u.skills,
  interestedFields: u.interestedFields,
  hobbies: u.hobbies,
});

export async function listCompanyApplications(
  store: ReadStore,
  companyId: string,
  options: { internshipId?: string; applicationId?: string } = {},
): Promise<CompanyApplication[]> {
  const internships = (await store.collection<Internship>(INTERNSHIPS).find({ companyId })).filter(
    (i) => !options.internshipId || i.id === options.internshipId,
  );
  if (internships.length === 0) return [];
  const titles = new Map(internships.map((i) => [i.id, i.title]));
  let applications = await store
    .collection<ApplicationDoc>(APPLICATIONS)
    .find({ internshipId: { $in: [...titles.keys()] } }, { sort: { appliedAt: -1, id: 1 } });
  if (options.applicationId) applications = applications.filter((a) => a.id === options.applicationId);
  const students = new Map((await store.collection<PublicUser>(USERS).getMany([...new Set(applications.map((a) => a.studentId))])).map((u) => [u.id, u]));
  const histories = new Map(
    (await store.collection<ApplicationHistoryDoc>(APPLICATION_HISTORY).getMany(applications.map((a) => a.id))).map((h) => [h.id, h.entries]),
  );
  const ids = [...histories.keys()];
  const namedLists = await withActorNames(store, ids.map((id) => histories.get(id)!));
  const named = new Map(ids.map((id, i) => [id, namedLists[i]]));
  return applications.flatMap((a) => {
    const student = students.get(a.studentId);
    if (!student) return [];
    return [
      {
        id: a.id,
        internshipId: a.internshipId,
        internshipTitle: titles.get(a.internshipId) ?? '',
        status: a.status,
        appliedAt: a.appliedAt,
        coverLetter: a.coverLetter,
        resume: a.resume,
        student: profileOf(student),
        history: named.get(a.id) ?? [],
      },
    ];
  });
}
