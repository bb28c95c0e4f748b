// Command FileReport: a student reports a posting or a company to the admins, once; an applicant's money report, or the
// third student's, hides the posting at once (DESIGN.md §4.2).
import { randomUUID } from 'node:crypto';
import { applicationStream } from '@domain/applications/decider';
import { INTERNSHIP_NOT_FOUND, internshipDecider, internshipStream } from '@domain/internships/decider';
import type { ReportTarget } from '@domain/moderation/commands';
import { moderationDecider, reportsStreamOf } from '@domain/moderation/decider';
import type { ReporterRole } from '@domain/moderation/events';
import { notFound } from '@domain/shared/errors';
import type { ReportReason } from '@domain/shared/report-reasons';
import { isApprovedCompanyAccount, userDecider, userStream } from '@domain/users/decider';
import { applicationIdFor } from '../applications/application-id';
import { handleCommand, loadState, type Appended, type CommandContext } from '../command-handler';

export const REPORTED_COMPANY_NOT_FOUND = 'Company not found';

export async function fileReport(
  ctx: CommandContext,
  input: { target: { kind: 'listing'; internshipId: string } | { kind: 'company'; companyId: string }; reporter: { id: string; role: ReporterRole }; reason: ReportReason; details: string | null },
  reportId: string = randomUUID(),
): Promise<{ reportId: string; appended: Appended | null }> {
  let target: ReportTarget;
  let applied = false;
  if (input.target.kind === 'listing') {
    const { internshipId } = input.target;
    const internship = await loadState(ctx, internshipStream(internshipId), internshipDecider);
    if (!internship.posted || internship.deleted || !internship.companyId) throw notFound(INTERNSHIP_NOT_FOUND);
    target = { kind: 'listing', internshipId, companyId: internship.companyId };
    const application = await ctx.events.readStream(applicationStream(applicationIdFor(input.reporter.id, internshipId)));
    applied = application.some((e) => e.type === 'ApplicationSubmitted');
  } else {
    const company = await loadState(ctx, userStream(input.target.companyId), userDecider);
    if (!isApprovedCompanyAccount(company)) throw notFound(REPORTED_COMPANY_NOT_FOUND);
    target = { kind: 'company', companyId: input.target.companyId };
  }
  const { appended } = await handleCommand(ctx, reportsStreamOf(target), moderationDecider, {
    type: 'FileReport',
    data: { reportId, target, reporter: input.reporter, reason: input.reason, details: input.details, applied, at: ctx.now().toISOString() },
  });
  return { reportId, appended };
}
