// Query: the PDF résumé behind an application, for who may fetch it: the student who owns the application, or the company
// that owns its internship while the student's data may be shared with companies (the applicants list's consent rule).
// null for anyone else, for a missing application and when the student has no résumé: existence is not leaked.
import type { ParentalConsentMode } from '@domain/consent/sharing';
import type { Role } from '@domain/shared/roles';
import type { Internship } from '@domain/internships/types';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import type { ResumeDoc } from '@backend/projections/resumes/resumes-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { resumeDocOf } from './resume-pdf-of';
import { studentSharedWithCompanies } from './student-shared-with-companies';

export async function applicationResume(
  store: ReadStore,
  applicationId: string,
  viewer: { id: string; role: Role },
  options: { consentMode: ParentalConsentMode; now?: Date },
): Promise<ResumeDoc | null> {
  const application = await store.collection<ApplicationDoc>(APPLICATIONS).get(applicationId);
  if (!application) return null;
  if (viewer.role === 'student') return application.studentId === viewer.id ? resumeDocOf(store, application.studentId) : null;
  if (viewer.role !== 'company') return null;
  const companyId = application.companyId ?? (await store.collection<Internship>(INTERNSHIPS).get(application.internshipId))?.companyId ?? null;
  if (companyId !== viewer.id) return null;
  if (!(await studentSharedWithCompanies(store, application.studentId, options.consentMode, options.now ?? new Date()))) return null;
  return resumeDocOf(store, application.studentId);
}
