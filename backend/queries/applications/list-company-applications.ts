// Query: applications to a company's own internships (withdrawn ones too, so marked), with each student's own letter,
// answers, availability and résumé profile as sent, the student's public profile and the status history. A student who
// deleted the account leaves a tombstone row: the internship, the status and the dates, nothing else.
import type { ApplicantProfile, CompanyApplication } from '@domain/applications/types';

import { companiesMaySee, SHARED_DATA_WITHDRAWN, type ParentalConsentMode } from '@domain/consent/sharing';
import type { Internship } from '@domain/internships/types';
import type { PublicUser } from '@domain/users/types';
import { APPLICATION_HISTORY, type ApplicationHistoryDoc } from '@backend/projections/applications/application-history-projection';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import { CONSENTS, type ConsentDoc } from '@backend/projections/consent/consents-projection';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { USERS } from '@backend/projections/users/users-projection';
import { resumePdfsOf } from '@backend/queries/resumes/resume-pdf-of';
import { withActorNames } from './history-names';

/** What a company reads on the row of an applicant who deleted the account. */
export const ACCOUNT_DELETED_NOTICE = 'This student deleted their account. Their profile, cover letter and résumé were erased with it.';

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

/** What the company sees of a student who withdrew the consent to share, or deleted the account: nothing of theirs. */
const nothingShared = (): Pick<CompanyApplication, 'coverLetter' | 'resume' | 'answers' | 'availability' | 'profile' | 'resumePdf' | 'student'> => ({
  coverLetter: '', resume: '', answers: [], availability: null, profile: null, resumePdf: null, student: null,
});

export async function listCompanyApplications(
  store: ReadStore,
  companyId: string,
  options: { consentMode: ParentalConsentMode; now?: Date; internshipId?: string; applicationId?: string },
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
  // A student who needs consent is shown only while a guardian's consent is given: a withdrawal (or a refusal) takes the
  // student's data back from every company at once, and a new request from the student shares nothing until answered.
  const now = options.now ?? new Date();
  const consents = new Map((await store.collection<ConsentDoc>(CONSENTS).getMany([...students.keys()])).map((c) => [c.id, c]));
  const withdrawn = new Set(
    [...students.values()]
      .filter((s) => s.role === 'student')
      .filter((s) => {
        const consent = consents.get(s.id);
        return !companiesMaySee(options.consentMode, consent?.dateOfBirth ?? null, consent?.status ?? 'notRequested', now);
      })
      .map((s) => s.id),
  );
  // The PDF résumés of the students whose data may be shared, in one read.
  const resumePdfs = await resumePdfsOf(store, [...students.keys()].filter((id) => !withdrawn.has(id)));
  return applications.flatMap((a): CompanyApplication[] => {
    if (a.accountDeletedAt)
      return [
        {
          id: a.id,
          internshipId: a.internshipId,
          internshipTitle: titles.get(a.internshipId) ?? '',
          status: a.status,
          appliedAt: a.appliedAt,
          ...nothingShared(),
          history: [],
          sharedDataWithdrawn: false,
          accountDeleted: true,
          accountDeletedAt: a.accountDeletedAt,
          notice: ACCOUNT_DELETED_NOTICE,
        },
      ];
    const student = students.get(a.studentId);
    if (!student) return [];
    const application = {
      id: a.id,
      internshipId: a.internshipId,
      internshipTitle: titles.get(a.internshipId) ?? '',
      status: a.status,
      appliedAt: a.appliedAt,
      history: named.get(a.id) ?? [],
    };
    if (withdrawn.has(a.studentId))
      return [
        {
          ...application,
          ...nothingShared(),
          history: application.history.map((entry) => (entry.byRole === 'student' ? { ...entry, byName: null } : entry)),
          sharedDataWithdrawn: true,
          accountDeleted: false,
          notice: SHARED_DATA_WITHDRAWN,
        },
      ];
    return [
      {
        ...application,
        coverLetter: a.coverLetter,
        resume: a.resume,
        answers: a.answers ?? [],
        availability: a.availability ?? null,
        profile: a.profile ?? null,
        resumePdf: resumePdfs.get(a.studentId) ?? null,
        student: profileOf(student),
        sharedDataWithdrawn: false,
        accountDeleted: false,
        notice: null,
      },
    ];
  });
}
