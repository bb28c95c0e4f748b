// Queries of the interviews read model: an interview by id, an application's interviews newest first (as the API shows
// them), and a scheduled interview's invitation, named from the internships and users read models.
import { interviewCalendar } from '@domain/interviews/calendar';
import type { Interview } from '@domain/interviews/types';
import type { Internship } from '@domain/internships/types';
import type { PublicUser } from '@domain/users/types';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import { INTERVIEWS, type InterviewDoc } from '@backend/projections/interviews/interviews-projection';
import { USERS } from '@backend/projections/users/users-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export const findInterview = (store: ReadStore, interviewId: string): Promise<InterviewDoc | null> => store.collection<InterviewDoc>(INTERVIEWS).get(interviewId);

export const interviewView = (d: InterviewDoc): Interview => ({
  id: d.id,
  applicationId: d.applicationId,
  status: d.status,
  slots: d.slots,
  durationMinutes: d.durationMinutes,
  mode: d.mode,
  where: d.where,
  timeZone: d.timeZone,
  at: d.startsAt,
  proposedAt: d.proposedAt,
  answeredAt: d.answeredAt,
});

export async function getInterview(store: ReadStore, interviewId: string): Promise<Interview | null> {
  const doc = await findInterview(store, interviewId);
  return doc && interviewView(doc);
}

export async function listInterviews(store: ReadStore, applicationId: string): Promise<Interview[]> {
  const docs = await store.collection<InterviewDoc>(INTERVIEWS).find({ applicationId }, { sort: { proposedAt: -1, id: 1 } });
  return docs.map(interviewView);
}

/** The invitation of a scheduled interview (null before it is scheduled). */
export async function interviewCalendarOf(store: ReadStore, doc: InterviewDoc): Promise<string | null> {
  if (doc.status !== 'scheduled' || !doc.startsAt || !doc.endsAt || !doc.answeredAt) return null;
  const internship = await store.collection<Internship>(INTERNSHIPS).get(doc.internshipId);
  const company = await store.collection<PublicUser>(USERS).get(doc.companyId);
  return interviewCalendar({
    interviewId: doc.id,
    startsAt: doc.startsAt,
    endsAt: doc.endsAt,
    scheduledAt: doc.answeredAt,
    internshipTitle: internship?.title ?? 'an internship',
    companyName: company?.companyName ?? null,
    mode: doc.mode,
    where: doc.where,
    timeZone: doc.timeZone,
  });
}
