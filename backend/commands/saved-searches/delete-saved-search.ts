// Command DeleteSavedSearch: a student deletes one of their saved searches (DELETE /api/user/searches/:id); 404 when not theirs.
import { savedSearchesDecider, savedSearchesStream } from '@domain/saved-searches/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function deleteSavedSearch(ctx: CommandContext, studentId: string, searchId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, savedSearchesStream(studentId), savedSearchesDecider, {
    type: 'DeleteSavedSearch',
    data: { studentId, searchId, at: ctx.now().toISOString() },
  });
  return { appended };
}
