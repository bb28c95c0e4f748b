// Router for a student's saved searches (DESIGN.md §4.6): list, save (the same search twice answers the first), turn the daily
// e-mail on or off, delete.
import Router from '@koa/router';
import { savedSearchAlertsSchema, saveSearchSchema } from '@domain/saved-searches/schemas';
import { SAVED_SEARCH_NOT_FOUND } from '@domain/saved-searches/decider';
import { notFound } from '@domain/shared/errors';
import { changeSavedSearchAlerts } from '@backend/commands/saved-searches/change-saved-search-alerts';
import { deleteSavedSearch } from '@backend/commands/saved-searches/delete-saved-search';
import { saveSearch } from '@backend/commands/saved-searches/save-search';
import { getSavedSearch, listSavedSearches } from '@backend/queries/saved-searches/list-saved-searches';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { answerWhenProjected, projected } from '../middleware/read-your-writes';
import { validate, type Validated } from '../middleware/validate';

export const ONLY_STUDENTS_SAVE_SEARCHES = 'Only students can save searches';
const studentsOnly = () => requireUser({ roles: ['student'], forbiddenMessage: ONLY_STUDENTS_SAVE_SEARCHES });

export function savedSearchRoutes() {
  const router = new Router({ prefix: '/api/user/searches' });

  router.get('/', studentsOnly(), async (ctx) => {
    ctx.body = await listSavedSearches(ctx.deps.readStore, currentUser(ctx.state).id);
  });

  // Its daily e-mail goes only to an address its owner confirmed (DESIGN.md §4.5), like applying.
  router.post<Validated<typeof saveSearchSchema>>('/', requireUser({ roles: ['student'], forbiddenMessage: ONLY_STUDENTS_SAVE_SEARCHES, verifiedEmail: true }), validate(saveSearchSchema), async (ctx) => {
    const studentId = currentUser(ctx.state).id;
    const { searchId, created, appended } = await saveSearch(commandContext(ctx), studentId, ctx.state.body);
    await answerWhenProjected(ctx, appended, async () => (await getSavedSearch(ctx.deps.readStore, studentId, searchId)) ?? Promise.reject(notFound(SAVED_SEARCH_NOT_FOUND)), {
      status: created ? 201 : 200,
    });
  });

  router.patch<Validated<typeof savedSearchAlertsSchema>>('/:id', studentsOnly(), validate(savedSearchAlertsSchema), async (ctx) => {
    const studentId = currentUser(ctx.state).id;
    const { appended } = await changeSavedSearchAlerts(commandContext(ctx), studentId, ctx.params.id, ctx.state.body.emailDaily);
    await answerWhenProjected(ctx, appended, async () => (await getSavedSearch(ctx.deps.readStore, studentId, ctx.params.id)) ?? Promise.reject(notFound(SAVED_SEARCH_NOT_FOUND)));
  });

  router.delete('/:id', studentsOnly(), async (ctx) => {
    const { appended } = await deleteSavedSearch(commandContext(ctx), currentUser(ctx.state).id, ctx.params.id);
    await projected(ctx.deps, appended);
    ctx.status = 204;
  });

  return router;
}
