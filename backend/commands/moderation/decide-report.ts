// Command DecideReport: an admin decides a report of a posting or a company (and every open report of the same target):
// dismiss (a hidden posting comes back), remove the posting for good, or suspend the company (its own stream, with the
// postings it has, which are hidden).
import type { ReportTarget } from '@domain/moderation/commands';
import { companyReportsStream, moderationDecider, reportsStreamOf, suspends } from '@domain/moderation/decider';
import type { ReportDecision } from '@domain/moderation/events';
import { handleCommand, lastAppended, type Appended, type CommandContext } from '../command-handler';

export async function decideReport(
  ctx: CommandContext,
  input: { reportId: string; target: ReportTarget; decision: ReportDecision; note: string; adminId: string; companyListingIds: string[] },
): Promise<{ appended: Appended | null }> {
  const at = ctx.now().toISOString();
  const { reportId, target, decision, note, adminId } = input;
  const decided = await handleCommand(ctx, reportsStreamOf(target), moderationDecider, { type: 'DecideReport', data: { reportId, decision, note, adminId, at } });
  if (!suspends(decision)) return { appended: decided.appended };
  const suspended = await handleCommand(ctx, companyReportsStream(target.companyId), moderationDecider, {
    type: 'SuspendCompany',
    data: { companyId: target.companyId, listingIds: input.companyListingIds, reportId, note, adminId, at },
  });
  return { appended: lastAppended(decided.appended, suspended.appended) };
}
