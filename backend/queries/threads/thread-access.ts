// Query: whether the signed-in user is a side of an application's thread, and which (the student, or its company while it may
// see the student's data): anyone else is told the application does not exist.
import { APPLICATION_NOT_FOUND } from '@domain/applications/decider';
import { companiesMaySee, SHARED_DATA_WITHDRAWN, type ParentalConsentMode } from '@domain/consent/sharing';
import { forbidden, notFound } from '@domain/shared/errors';
import { isParticipant } from '@domain/threads/decider';
import type { ThreadParticipant } from '@domain/threads/commands';
import type { PublicUser } from '@domain/users/types';
import { CONSENTS, type ConsentDoc } from '@backend/projections/consent/consents-projection';
import type { ReadStore } from '@backend/read-store/read-store';
import { threadPartiesOf, type ThreadParties } from './thread-parties';

export async function threadSideOf(
  store: ReadStore,
  user: PublicUser,
  applicationId: string,
  options: { consentMode: ParentalConsentMode; now: Date },
): Promise<{ me: ThreadParticipant; parties: ThreadParties }> {
  const parties = await threadPartiesOf(store, applicationId);
  if (!parties || (user.role !== 'student' && user.role !== 'company')) throw notFound(APPLICATION_NOT_FOUND);
  const me: ThreadParticipant = { id: user.id, role: user.role };
  if (!isParticipant(parties, me)) throw notFound(APPLICATION_NOT_FOUND);
  if (me.role === 'company') {
    // A guardian's withdrawal (or refusal) takes the student's words back from the company too.
    const consent = await store.collection<ConsentDoc>(CONSENTS).get(parties.studentId);
    if (!companiesMaySee(options.consentMode, consent?.dateOfBirth ?? null, consent?.status ?? 'notRequested', options.now)) throw forbidden(SHARED_DATA_WITHDRAWN);
  }
  return { me, parties };
}
