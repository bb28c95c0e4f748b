// Command RecordSavedSearchAlert: the daily job records a search's alert (its checkpoint); the mail reactor then sends it.
// Nothing is recorded when the search is gone, turned off, alerted within the day, moved on, or nothing is new.
import type { AlertedPosting } from '@domain/saved-searches/events';
import { savedSearchesDecider, savedSearchesStream } from '@domain/saved-searches/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function recordSavedSearchAlert(
  ctx: CommandContext,
  studentId: string,
  searchId: string,
  alert: { since: string; until: string; matches: AlertedPosting[]; total: number },
): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, savedSearchesStream(studentId), savedSearchesDecider, {
    type: 'RecordSavedSearchAlert',
    data: { studentId, searchId, ...alert, at: ctx.now().toISOString() },
  });
  return { appended };
}
