// Query: an application's completion as either side sees it (the stipend answer to the student only); null before the
// company proposed one.
import type { CompletionView } from '@domain/applications/types';
import type { ThreadRole } from '@domain/threads/types';
import { COMPLETIONS, type CompletionDoc } from '@backend/projections/completion/completions-projection';
import type { ReadStore } from '@backend/read-store/read-store';

export const certificateUrl = (base: string, id: string) => `${base}/certificates/${id}`;

export async function getCompletion(store: ReadStore, applicationId: string, as: ThreadRole, base: string): Promise<CompletionView | null> {
  const doc = await store.collection<CompletionDoc>(COMPLETIONS).get(applicationId);
  if (!doc) return null;
  const { startedOn, endedOn, hours, summary, proposedAt, confirmedAt, stipendPaid, certificateId } = doc;
  return {
    startedOn,
    endedOn,
    hours,
    summary,
    proposedAt,
    confirmedAt,
    stipendPaid: as === 'student' ? stipendPaid : null,
    certificate: certificateId ? { id: certificateId, url: certificateUrl(base, certificateId) } : null,
  };
}
