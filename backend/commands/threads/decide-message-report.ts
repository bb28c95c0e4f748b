// Command DecideMessageReport: an admin decides a reported message's open reports (DESIGN.md §4.2): dismissed, or the
// company that wrote it suspended (the company's own stream, with the postings it has, which are hidden).
import { companyReportsStream, moderationDecider } from '@domain/moderation/decider';
import type { MessageReportDecision } from '@domain/threads/events';
import { threadDecider, threadStream } from '@domain/threads/decider';
import { handleCommand, lastAppended, type Appended, type CommandContext } from '../command-handler';

export async function decideMessageReport(
  ctx: CommandContext,
  input: { applicationId: string; reportId: string; decision: MessageReportDecision; note: string; adminId: string; companyListingIds: string[] },
): Promise<{ appended: Appended | null }> {
  const at = ctx.now().toISOString();
  const { applicationId, reportId, decision, note, adminId } = input;
  const decided = await handleCommand(ctx, threadStream(applicationId), threadDecider, { type: 'DecideMessageReport', data: { applicationId, reportId, decision, note, adminId, at } });
  if (decision !== 'suspend-company') return { appended: decided.appended };
  const [event] = decided.events;
  if (event?.type !== 'MessageReportsDecided') return { appended: decided.appended };
  const suspended = await handleCommand(ctx, companyReportsStream(event.data.companyId), moderationDecider, {
    type: 'SuspendCompany',
    data: { companyId: event.data.companyId, listingIds: input.companyListingIds, reportId, note, adminId, at },
  });
  return { appended: lastAppended(decided.appended, suspended.appended) };
}
