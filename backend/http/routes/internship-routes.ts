// Router for internships: the public list with filters and the public detail (DESIGN.md §2).
import Router from '@koa/router';
import { notFound } from '@domain/shared/errors';
import { internshipFiltersSchema } from '@domain/internships/schemas';
import { INTERNSHIP_NOT_FOUND } from '@domain/internships/decider';
import { getActiveInternship } from '../../queries/internships/get-internship';
import { listInternships } from '../../queries/internships/list-internships';
import { parseOrThrow } from '../validate';

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

  return router;
}
