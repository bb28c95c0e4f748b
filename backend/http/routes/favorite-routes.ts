// Router for a student's favourites: list the saved internship ids, save one, remove one (DESIGN.md §2).
import Router from '@koa/router';
import { favoriteSchema } from '../../../domain/schemas/student';
import { addFavorite } from '../../commands/favorites/add-favorite';
import { removeFavorite } from '../../commands/favorites/remove-favorite';
import { listFavorites } from '../../queries/favorites/list-favorites';
import { commandContext, currentUser, requireUser } from '../auth';
import { validate } from '../validate';

export const ONLY_STUDENTS_FAVORITE = 'Only students can save favorites';
const studentsOnly = () => requireUser({ roles: ['student'], forbiddenMessage: ONLY_STUDENTS_FAVORITE });

export function favoriteRoutes() {
  const router = new Router({ prefix: '/api/favorites' });

  router.get('/', studentsOnly(), async (ctx) => {
    ctx.body = await listFavorites(ctx.deps.readStore, currentUser(ctx.state).id);
  });

  router.post('/', studentsOnly(), validate(favoriteSchema), async (ctx) => {
    const { internshipId } = ctx.state.body as { internshipId: string };
    await addFavorite(commandContext(ctx), ctx.deps.readStore, currentUser(ctx.state).id, internshipId);
    ctx.status = 201;
    ctx.body = { internshipId };
  });

  router.delete('/:internshipId', studentsOnly(), async (ctx) => {
    await removeFavorite(commandContext(ctx), currentUser(ctx.state).id, ctx.params.internshipId);
    ctx.status = 204;
  });

  return router;
}
