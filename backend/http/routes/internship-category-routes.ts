// Router for the kinds of work a posting may offer (GET /api/internship-categories, DESIGN.md §4.2): public, the same for
// everyone and fixed for the life of a release, so browsers and proxies may keep it for an hour.
import Router from '@koa/router';
import { INTERNSHIP_CATEGORIES } from '@domain/internships/categories';

const BODY = Buffer.from(JSON.stringify(INTERNSHIP_CATEGORIES.map(({ id, name, hazardous }) => ({ id, name, hazardous }))));

export function internshipCategoryRoutes() {
  const router = new Router({ prefix: '/api/internship-categories' });
  router.get('/', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=3600');
    ctx.type = 'application/json';
    ctx.body = BODY;
  });
  return router;
}
