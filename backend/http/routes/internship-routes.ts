// Routers for internships: the public reads (the list with filters, a page at a time, and the detail), answered from the
// answer cache while the read model stands still; and approved companies posting and editing (close, reopen) their own (DESIGN.md §2).
import Router from '@koa/router';
import type { Context } from 'koa';
import { INTERNSHIP_NOT_FOUND } from '@domain/internships/decider';
import { editInternshipSchema, internshipFiltersSchema, internshipPageSchema, postInternshipSchema } from '@domain/internships/schemas';
import { notFound } from '@domain/shared/errors';
import { editInternship } from '@backend/commands/internships/edit-internship';
import { postInternship } from '@backend/commands/internships/post-internship';
import { hasApplied } from '@backend/queries/applications/has-applied';
import { getActiveInternship, getInternship, internshipJson } from '@backend/queries/internships/get-internship';
import { listInternshipsPage } from '@backend/queries/internships/list-internships';
import { ageLimitOf } from '@backend/queries/internships/age-limit-of';
import { INTERNSHIPS } from '@backend/projections/internships/internships-projection';
import { jsonArrayOf, jsonOf } from '@backend/queries/json-cache';
import { answerCache } from '../cache/answer-cache';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { INTERNSHIP_EDITS, INTERNSHIP_POSTINGS, TOO_MANY_EDITS, TOO_MANY_POSTINGS } from '@backend/limits/account-limits';
import { perAccountLimit } from '../middleware/account-limits';
import type { Limiters } from '@backend/limits/limiter-store';
import { answerWhenProjected } from '../middleware/read-your-writes';
import { parses, validate, type Validated } from '../middleware/validate';
import { queryParser } from '../middleware/query-parser';

export const ONLY_COMPANIES_POST = 'Only company accounts can post internships';
const companiesOnly = () => requireUser({ roles: ['company'], forbiddenMessage: ONLY_COMPANIES_POST });

/** The address of the next page: this request's query with the next cursor. */
function nextPageLink(ctx: Context, cursor: string): string {
  const query = new URLSearchParams(ctx.querystring);
  query.set('cursor', cursor);
  return `<${ctx.path}?${query}>; rel="next"`;
}

const parseFilters = queryParser(internshipFiltersSchema);
const parsePage = queryParser(internshipPageSchema);

/** What anyone may read, signed in or not (app.ts also serves these before the session machinery for visitors). */
export function internshipReadRoutes() {
  const router = new Router({ prefix: '/api/internships' });
  // Searches: most are made once (see keepFromSecondAsk).
  const pages = answerCache(256, { keepFromSecondAsk: true });
  const details = answerCache(1024);

  // A JSON array, as always; the total count and the next page's address travel in headers.
  // A signed-in student finds only postings open to their age (DESIGN.md §4.2): one cached answer per age group.
  router.get('/', parses({ query: internshipFiltersSchema.and(internshipPageSchema) }), async (ctx) => {
    const ageLimit = await ageLimitOf(ctx.deps.readStore, ctx.state.user, new Date());
    await pages(
      ctx,
      INTERNSHIPS,
      async () => {
        const filters = parseFilters(ctx.query);
        const page = await listInternshipsPage(ctx.deps.readStore, filters, parsePage(ctx.query), ageLimit);
        const headers: Record<string, string> = { 'X-Total-Count': String(page.total) };
        if (page.next) headers.Link = nextPageLink(ctx, page.next);
        return { body: jsonArrayOf(page.docs, internshipJson), headers };
      },
      ageLimit === null ? '' : `age:${ageLimit}`,
    );
  });

  // A closed internship answers (isActive: false) to a signed-in student who applied to it, outside the answer cache (what
  // everyone else gets is the cached 404 path: visitors never have a user, so their reads stay as they were).
  router.get('/:id', async (ctx) => {
    const user = ctx.state.user;
    if (user?.role === 'student') {
      const internship = await getInternship(ctx.deps.readStore, ctx.params.id);
      if (internship && !internship.isActive && !internship.hidden && (await hasApplied(ctx.deps.readStore, user.id, internship.id))) {
        ctx.body = internship;
        return;
      }
    }
    await details(ctx, INTERNSHIPS, async () => {
      const internship = await getActiveInternship(ctx.deps.readStore, ctx.params.id);
      if (!internship) throw notFound(INTERNSHIP_NOT_FOUND);
      return { body: jsonOf(internship) };
    });
  });

  return router;
}

export function internshipRoutes(limiters: Limiters) {
  const router = new Router({ prefix: '/api/internships' });
  const postingsLimit = perAccountLimit(limiters, 'internship_postings', INTERNSHIP_POSTINGS, TOO_MANY_POSTINGS);
  const editsLimit = perAccountLimit(limiters, 'internship_edits', INTERNSHIP_EDITS, TOO_MANY_EDITS);

  router.post<Validated<typeof postInternshipSchema>>('/', companiesOnly(), validate(postInternshipSchema), postingsLimit, async (ctx) => {
    const { internshipId, appended } = await postInternship(commandContext(ctx), currentUser(ctx.state).id, ctx.state.body);
    await answerWhenProjected(ctx, appended, () => getInternship(ctx.deps.readStore, internshipId), { status: 201 });
  });

  // The owner edits fields, or closes (isActive: false) and reopens it; another company gets 403.
  router.patch<Validated<typeof editInternshipSchema>>('/:id', companiesOnly(), validate(editInternshipSchema), editsLimit, async (ctx) => {
    const internshipId = ctx.params.id;
    const by = { id: currentUser(ctx.state).id, as: 'company' as const };
    const { appended } = await editInternship(commandContext(ctx), { internshipId, edit: ctx.state.body, by });
    await answerWhenProjected(ctx, appended, () => getInternship(ctx.deps.readStore, internshipId));
  });

  return router;
}
