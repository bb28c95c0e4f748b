// Router for a student's favourites: list the saved internship ids or the internships, save one, remove one (DESIGN.md §2).
import Router from '@koa/router';
import { favoriteSchema } from '@domain/favorites/schemas';
import { addFavorite } from '@backend/commands/favorites/add-favorite';
import { removeFavorite } from '@backend/commands/favorites/remove-favorite';
import { listFavoriteInternships } from '@backend/queries/favorites/list-favorite-internships';
import { listFavorites } from '@backend/queries/favorites/list-favorites';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { projected } from '../middleware/read-your-writes';
import { validate, type Validated } from '../middleware/validate';
import { ownReadReplayable } from '../cache/own-read-cache';

export const ONLY_STUDENTS_FAVORITE = 'Only students can save favorites';
const studentsOnly = () => requireUser({ roles: ['student'], forbiddenMessage: ONLY_STUDENTS_FAVORITE });

export function favoriteRoutes() {
  const router = new Router({ prefix: '/api/favorites' });

  router.get('/', studentsOnly(), ownReadReplayable, async (ctx) => {
    ctx.body = await listFavorites(ctx.deps.readStore, currentUser(ctx.state).id);
  });

  // The saved internships themselves, for the Saved page: newest save first, no longer listed ones left out.
  router.get('/internships', studentsOnly(), ownReadReplayable, async (ctx) => {
    ctx.body = await listFavoriteInternships(ctx.deps.readStore, currentUser(ctx.state).id);
  });

  router.post<Validated<typeof favoriteSchema>>('/', studentsOnly(), validate(favoriteSchema), async (ctx) => {
    const { internshipId } = ctx.state.body;
    const { appended } = await addFavorite(commandContext(ctx), currentUser(ctx.state).id, internshipId);
    await projected(ctx.deps, appended);
    ctx.status = 201;
    ctx.body = { internshipId };
  });

  router.delete('/:internshipId', studentsOnly(), async (ctx) => {
    const { appended } = await removeFavorite(commandContext(ctx), currentUser(ctx.state).id, ctx.params.internshipId);
    await projected(ctx.deps, appended);
    ctx.status = 204;
  });

  return router;
}
