// Router for internships: the public list and detail; approved companies post and edit (close, reopen) their own (DESIGN.md §2).
import Router from '@koa/router';
import { INTERNSHIP_NOT_FOUND } from '@domain/internships/decider';
import { editInternshipSchema, internshipFiltersSchema, postInternshipSchema } from '@domain/internships/schemas';
import { notFound } from '@domain/shared/errors';
import { editInternship } from '../../commands/internships/edit-internship';
import { postInternship } from '../../commands/internships/post-internship';
import { getActiveInternship, getInternship } from '../../queries/internships/get-internship';
import { listInternships } from '../../queries/internships/list-internships';
import { commandContext, currentUser, requireUser } from '../auth';
import { answerWhenProjected } from '../read-your-writes';
import { parseOrThrow, validate, type Validated } from '../validate';

export const ONLY_COMPANIES_POST = 'Only company accounts can post internships';
const companiesOnly = () => requireUser({ roles: ['company'], forbiddenMessage: ONLY_COMPANIES_POST });

export function internshipRoutes() {
  const router = new Router({ prefix: '/api/internships' });

  router.get('/', async (ctx) => {
    ctx.body = await listInternships(ctx.deps.readStore, parseOrThrow(internshipFiltersSchema, ctx.query));
  });

  router.get('/:id', async (ctx) => {
    const internship = await getActiveInternship(ctx.deps.readStore, ctx.params.id);
    if (!internship) throw notFound(INTERNSHIP_NOT_FOUND);
    ctx.body = internship;
  });

  router.post<Validated<typeof postInternshipSchema>>('/', companiesOnly(), validate(postInternshipSchema), async (ctx) => {
    const { internshipId, appended } = await postInternship(commandContext(ctx), currentUser(ctx.state).id, ctx.state.body);
    await answerWhenProjected(ctx, appended, () => getInternship(ctx.deps.readStore, internshipId), { status: 201 });
  });

  // The owner edits fields, or closes (isActive: false) and reopens it; another company gets 403.
  router.patch<Validated<typeof editInternshipSchema>>('/:id', companiesOnly(), validate(editInternshipSchema), async (ctx) => {
    const internshipId = ctx.params.id;
    const by = { id: currentUser(ctx.state).id, as: 'company' as const };
    const { appended } = await editInternship(commandContext(ctx), { internshipId, edit: ctx.state.body, by });
    await answerWhenProjected(ctx, appended, () => getInternship(ctx.deps.readStore, internshipId));
  });

  return router;
}
