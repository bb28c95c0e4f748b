// Command RemoveFavorite: a student un-saves an internship (DELETE /api/favorites/:internshipId); removing a missing one changes nothing.
import { favoritesDecider, favoritesStream } from '@domain/favorites/decider';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function removeFavorite(ctx: CommandContext, studentId: string, internshipId: string): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, favoritesStream(studentId), favoritesDecider, {
    type: 'RemoveFavorite',
    data: { studentId, internshipId, at: ctx.now().toISOString() },
  });
  return { appended };
}
