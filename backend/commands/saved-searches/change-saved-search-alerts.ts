// Command ChangeSavedSearchAlerts: a student turns one search's daily e-mail on or off (PATCH /api/user/searches/:id).
import { savedSearchesDecider, savedSearchesStream } from '@domain/saved-searches/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function changeSavedSearchAlerts(ctx: CommandContext, studentId: string, searchId: string, emailDaily: boolean): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, savedSearchesStream(studentId), savedSearchesDecider, {
    type: 'ChangeSavedSearchAlerts',
    data: { studentId, searchId, emailDaily, at: ctx.now().toISOString() },
  });
  return { appended };
}
