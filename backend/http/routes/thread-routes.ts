// Router for the thread of an application (DESIGN.md §4.1): read a page (which marks it read), write, report a message, and
// the signed-in user's unread counts.
import Router from '@koa/router';
import { notFound } from '@domain/shared/errors';
import { MESSAGE_NOT_FOUND, whyThreadClosed } from '@domain/threads/decider';
import { threadPageQuerySchema } from '@domain/threads/query';
import { postMessageSchema, reportMessageSchema } from '@domain/threads/schemas';
import type { Thread } from '@domain/threads/types';
import { markThreadRead } from '@backend/commands/threads/mark-thread-read';
import { postMessage } from '@backend/commands/threads/post-message';
import { reportMessage } from '@backend/commands/threads/report-message';
import { findMessage, getMessage } from '@backend/queries/threads/get-message';
import { getThreadPage } from '@backend/queries/threads/get-thread-page';
import { getUnread } from '@backend/queries/threads/get-unread';
import { threadSideOf } from '@backend/queries/threads/thread-access';
import type { Context } from 'koa';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { answerWhenProjected, projected } from '../middleware/read-your-writes';
import { parseOrThrow, parses, validate, type Validated } from '../middleware/validate';
import { ownReadReplayable } from '../cache/own-read-cache';

export const ONLY_THE_TWO_SIDES = 'Only the student and the company of an application write in its thread';
const sidesOnly = () => requireUser({ roles: ['student', 'company'], forbiddenMessage: ONLY_THE_TWO_SIDES });

const sideOf = (ctx: Context, applicationId: string) =>
  threadSideOf(ctx.deps.readStore, currentUser(ctx.state), applicationId, { consentMode: ctx.deps.config.parentalConsent, now: new Date() });

export function threadRoutes() {
  const router = new Router({ prefix: '/api' });

  // A page of the thread, oldest first; opening it marks the messages to the reader read.
  router.get('/applications/:id/messages', sidesOnly(), parses({ query: threadPageQuerySchema }), async (ctx) => {
    const applicationId = ctx.params.id;
    const query = parseOrThrow(threadPageQuerySchema, ctx.query);
    const { me, parties } = await sideOf(ctx, applicationId);
    const unread = await getUnread(ctx.deps.readStore, me.id);
    if (unread.byApplication[applicationId]) await projected(ctx.deps, (await markThreadRead(commandContext(ctx), applicationId, me.id)).appended);
    const page = await getThreadPage(ctx.deps.readStore, applicationId, query);
    const closedReason = parties.status ? whyThreadClosed(parties.status) : null;
    ctx.body = { canWrite: closedReason === null, closedReason, ...page } satisfies Thread;
  });

  router.post<Validated<typeof postMessageSchema>>('/applications/:id/messages', sidesOnly(), validate(postMessageSchema), async (ctx) => {
    const applicationId = ctx.params.id;
    const { me } = await sideOf(ctx, applicationId);
    const { messageId, appended } = await postMessage(commandContext(ctx), { applicationId, author: me, body: ctx.state.body.body });
    await answerWhenProjected(ctx, appended, async () => (await getMessage(ctx.deps.readStore, messageId))!, { status: 201 });
  });

  // Either side reports a message of the other side to the admins.
  router.post<Validated<typeof reportMessageSchema>>('/messages/:id/report', sidesOnly(), validate(reportMessageSchema), async (ctx) => {
    const message = await findMessage(ctx.deps.readStore, ctx.params.id);
    if (!message) throw notFound(MESSAGE_NOT_FOUND);
    const { me } = await sideOf(ctx, message.applicationId).catch(() => {
      throw notFound(MESSAGE_NOT_FOUND);
    });
    const { reason, details } = ctx.state.body;
    const input = { applicationId: message.applicationId, messageId: message.messageId, reporter: me, reason, details: details || null };
    const { reportId, appended } = await reportMessage(commandContext(ctx), input);
    await answerWhenProjected(ctx, appended, async () => ({ id: reportId, messageId: message.messageId, reason }), { status: 201 });
  });

  router.get('/user/unread', requireUser(), ownReadReplayable, async (ctx) => {
    ctx.body = await getUnread(ctx.deps.readStore, currentUser(ctx.state).id);
  });

  return router;
}
