// Router for internships: the public list with filters, a page at a time (DESIGN.md §2), and the public detail.
import Router from '@koa/router';
import type { Context } from 'koa';
import { notFound } from '@domain/shared/errors';
import { internshipFiltersSchema, internshipPageSchema } from '@domain/internships/schemas';
import { INTERNSHIP_NOT_FOUND } from '@domain/internships/decider';
import { getActiveInternship } from '../../queries/internships/get-internship';
import { listInternshipsPage } from '../../queries/internships/list-internships';
import { jsonArrayOf, jsonOf } from '../../queries/json-cache';
import { parseOrThrow } from '../validate';

/** The address of the next page: this request's query with the next cursor. */
function nextPageLink(ctx: Context, cursor: string): string {
  const query = new URLSearchParams(ctx.querystring);
  query.set('cursor', cursor);
  return `<${ctx.path}?${query}>; rel="next"`;
}

export function internshipRoutes() {
  const router = new Router({ prefix: '/api/internships' });

  // A JSON array, as always; the total count and the next page's address travel in headers.
  router.get('/', async (ctx) => {
    const filters = parseOrThrow(internshipFiltersSchema, ctx.query);
    const page = await listInternshipsPage(ctx.deps.readStore, filters, parseOrThrow(internshipPageSchema, ctx.query));
    ctx.set('X-Total-Count', String(page.total));
    if (page.next) ctx.set('Link', nextPageLink(ctx, page.next));
    ctx.type = 'application/json';
    ctx.body = jsonArrayOf(page.items);
  });

  router.get('/:id', async (ctx) => {
    const internship = await getActiveInternship(ctx.deps.readStore, ctx.params.id);
    if (!internship) throw notFound(INTERNSHIP_NOT_FOUND);
    ctx.type = 'application/json';
    ctx.body = jsonOf(internship);
  });

  return router;
}
