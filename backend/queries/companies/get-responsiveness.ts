// Query: how quickly a company answers its applicants — share answered within 7 days and the median time to a first answer.
import type { Responsiveness } from '@domain/companies/types';
import type { Internship } from '@domain/internships/types';
import { APPLICATION_RESPONSES, type ApplicationResponseDoc } from '@backend/projections/applications/application-responses-projection';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import type { ReadStore } from '@backend/read-store/read-store';

const WEEK_MS = 7 * 24 * 3600 * 1000;

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/** Pure: the figure from the response times of a company's applications, as of `now`. */
export function responsivenessOf(companyId: string, responses: readonly ApplicationResponseDoc[], now: number): Responsiveness {
  const waits = responses.map((r) => ({ applied: Date.parse(r.appliedAt), answered: r.firstAnswerAt ? Date.parse(r.firstAnswerAt) : null }));
  // An unanswered application younger than a week still has time: it does not count either way yet.
  const considered = waits.filter((w) => w.answered !== null || now - w.applied >= WEEK_MS);
  const within = considered.filter((w) => w.answered !== null && w.answered - w.applied <= WEEK_MS).length;
  const hours = waits.flatMap((w) => (w.answered === null ? [] : [(w.answered - w.applied) / 3_600_000]));
  const med = median(hours);
  return {
    companyId,
    considered: considered.length,
    answeredWithin7Days: within,
    shareWithin7Days: considered.length ? within / considered.length : null,
    medianHoursToFirstAnswer: med === null ? null : Math.round(med * 10) / 10,
  };
}

export async function getResponsiveness(store: ReadStore, companyId: string, now = Date.now()): Promise<Responsiveness> {
  const internships = await store.collection<Internship>(INTERNSHIPS).find({ companyId });
  const responses = internships.length
    ? await store.collection<ApplicationResponseDoc>(APPLICATION_RESPONSES).find({ internshipId: { $in: internships.map((i) => i.id) } })
    : [];
  return responsivenessOf(companyId, responses, now);
}
