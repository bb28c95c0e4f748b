// Answers a page of an admin list: the rows as a JSON array (SPEC's lists are arrays), the total in X-Total-Count.
import type { Context } from 'koa';
import type { Page } from '@backend/queries/admin/page';

export function sendPage<T>(ctx: Context, page: Page<T>): void {
  ctx.set('X-Total-Count', String(page.total));
  ctx.body = page.items;
}
