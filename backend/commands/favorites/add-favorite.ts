// Command AddFavorite: a student saves an active internship (POST /api/favorites); saving it again changes nothing.
import { favoritesDecider, favoritesStream } from '@domain/favorites/decider';
import { internshipDecider, internshipStream, isOpenInternship } from '@domain/internships/decider';
import { handleCommand, loadState, type Appended, type CommandContext } from '../command-handler';

export async function addFavorite(ctx: CommandContext, studentId: string, internshipId: string): Promise<{ appended: Appended | null }> {
  const internship = await loadState(ctx, internshipStream(internshipId), internshipDecider);
  const { appended } = await handleCommand(ctx, favoritesStream(studentId), favoritesDecider, {
    type: 'AddFavorite',
    data: { studentId, internshipId, at: ctx.now().toISOString(), internshipIsActive: isOpenInternship(internship) },
  });
  return { appended };
}
