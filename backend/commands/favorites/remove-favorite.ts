// Command RemoveFavorite: a student un-saves an internship (DELETE /api/favorites/:internshipId); removing a missing one changes nothing.
import { handleCommand, type CommandContext } from '../command-handler';
import { favoritesDecider, favoritesStream } from './favorites-decider';

export async function removeFavorite(ctx: CommandContext, studentId: string, internshipId: string): Promise<void> {
  await handleCommand(ctx, favoritesStream(studentId), favoritesDecider, {
    type: 'RemoveFavorite',
    data: { studentId, internshipId, at: ctx.now().toISOString() },
  });
}
