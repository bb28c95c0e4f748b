// Command AddFavorite: a student saves an internship (POST /api/favorites); saving it again changes nothing.
import { notFound } from '../../../domain/errors';
import type { ReadStore } from '../../projections/read-store';
import { INTERNSHIP_NOT_FOUND, getActiveInternship } from '../../queries/internships/get-internship';
import { handleCommand, type CommandContext } from '../command-handler';
import { favoritesDecider, favoritesStream } from './favorites-decider';

export async function addFavorite(ctx: CommandContext, store: ReadStore, studentId: string, internshipId: string): Promise<void> {
  if (!(await getActiveInternship(store, internshipId))) throw notFound(INTERNSHIP_NOT_FOUND);
  await handleCommand(ctx, favoritesStream(studentId), favoritesDecider, {
    type: 'AddFavorite',
    data: { studentId, internshipId, at: ctx.now().toISOString() },
  });
}
