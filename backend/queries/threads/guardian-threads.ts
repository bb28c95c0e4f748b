// Queries for the consenting parent of a student under 18 (no account: the consent link is the proof): the student's threads,
// and a page of one read-only. Only while consent is given on the student's current request.
import { APPLICATION_NOT_FOUND } from '@domain/applications/decider';
import { needsParentalConsent } from '@domain/consent/age';
import { forbidden, notFound } from '@domain/shared/errors';
import type { GuardianThread, Thread } from '@domain/threads/types';
import type { PublicUser } from '@domain/users/types';
import { APPLICATIONS, type ApplicationDoc } from '@backend/projections/applications/applications-projection';
import { CONSENTS, type ConsentDoc } from '@backend/projections/consent/consents-projection';
import { USERS } from '@backend/projections/users/users-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { withInternshipTitles } from '../applications/list-my-applications';
import { getThreadPage } from './get-thread-page';
import { threadPartiesOf } from './thread-parties';

export const GUARDIANS_WHO_CONSENTED = "Only a parent or guardian who gave consent can read the student's messages";
export const GUARDIANS_READ_ONLY = 'Parents and guardians can read this conversation; only the student and the company write in it.';

/** Throws 403 unless the link's request is the student's current one, consent is given, and the student is still a minor. */
async function checkGuardian(store: ReadStore, link: { studentId: string; requestId: string }, now: Date): Promise<void> {
  const consent = await store.collection<ConsentDoc>(CONSENTS).get(link.studentId);
  const consenting = consent?.status === 'given' && consent.requestId === link.requestId && needsParentalConsent(consent.dateOfBirth, now);
  if (!consenting) throw forbidden(GUARDIANS_WHO_CONSENTED);
}

export async function listGuardianThreads(store: ReadStore, link: { studentId: string; requestId: string }, now: Date): Promise<GuardianThread[]> {
  await checkGuardian(store, link, now);
  const docs = await store.collection<ApplicationDoc>(APPLICATIONS).find({ studentId: link.studentId }, { sort: { appliedAt: -1, id: 1 } });
  const applications = await withInternshipTitles(store, docs);
  const companies = new Map(
    (await store.collection<PublicUser>(USERS).getMany([...new Set(docs.flatMap((d) => (d.companyId ? [d.companyId] : [])))])).map((u) => [u.id, u.companyName]),
  );
  return applications.map((a, i) => ({
    applicationId: a.id,
    internshipTitle: a.internshipTitle,
    companyName: (docs[i].companyId && companies.get(docs[i].companyId!)) ?? null,
    status: a.status,
  }));
}

export async function getGuardianThread(
  store: ReadStore,
  link: { studentId: string; requestId: string },
  applicationId: string,
  options: { before?: number; limit?: number; now: Date },
): Promise<Thread> {
  await checkGuardian(store, link, options.now);
  const parties = await threadPartiesOf(store, applicationId);
  if (!parties || parties.studentId !== link.studentId) throw notFound(APPLICATION_NOT_FOUND);
  const page = await getThreadPage(store, applicationId, options);
  return { canWrite: false, closedReason: GUARDIANS_READ_ONLY, ...page };
}
