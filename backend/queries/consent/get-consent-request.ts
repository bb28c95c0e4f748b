// Query: what the parent's page shows for a genuine link (of the student's latest request, or of an older one): the student's
// name, what is shared and with which companies so far, where consent stands and what the parent may do now.
import { consentCan } from '@domain/consent/consent-machine';
import { SHARED_FIELDS } from '@domain/consent/sharing';
import type { ConsentRequestView } from '@domain/consent/types';
import type { Internship } from '@domain/internships/types';
import type { PublicUser } from '@domain/users/types';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import { CONSENTS, type ConsentDoc } from '@backend/projections/consent/consents-projection';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { USERS } from '@backend/projections/users/users-projection';

/** null when the link's request was never made for this student, or the student is gone. */
export async function getConsentRequest(store: ReadStore, link: { studentId: string; requestId: string; expiresAt: Date }, now: Date): Promise<ConsentRequestView | null> {
  const [doc, student] = await Promise.all([store.collection<ConsentDoc>(CONSENTS).get(link.studentId), store.collection<PublicUser>(USERS).get(link.studentId)]);
  if (!doc || !student || !(doc.requestIds ?? [doc.requestId]).includes(link.requestId)) return null;
  const applications = await store.collection<ApplicationDoc>(APPLICATIONS).find({ studentId: link.studentId });
  const internships = await store.collection<Internship>(INTERNSHIPS).getMany([...new Set(applications.map((a) => a.internshipId))]);
  const companyIds = [...new Set([...applications.map((a) => a.companyId), ...internships.map((i) => i.companyId)].filter((id): id is string => !!id))];
  const companies = (await store.collection<PublicUser>(USERS).getMany(companyIds)).map((c) => c.companyName).filter((n): n is string => !!n);
  const expired = link.expiresAt.getTime() < now.getTime();
  const current = doc.requestId === link.requestId;
  return {
    studentFirstName: student.firstName,
    studentLastName: student.lastName,
    status: doc.status,
    current,
    expired,
    sharedFields: SHARED_FIELDS,
    companies: [...new Set(companies)].sort(),
    canGive: current && !expired && consentCan(doc.status, 'GIVE'),
    canRefuse: current && !expired && consentCan(doc.status, 'REFUSE'),
    canWithdraw: consentCan(doc.status, 'WITHDRAW'),
  };
}
