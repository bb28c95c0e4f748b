// Router for the admins' moderation queue: the reports, open ones first by default (DESIGN.md §4.1, §4.2), and a backend
// admin's decision of a report (dismiss, remove the posting, suspend the company; a message's: dismiss, or suspend the
// company that wrote it), with a note.
import Router from '@koa/router';
import type { ReportTarget } from '@domain/moderation/commands';
import { REPORT_NOT_FOUND } from '@domain/moderation/decider';
import { decideReportSchema, reportsQuerySchema } from '@domain/moderation/schemas';
import { invalid, notFound } from '@domain/shared/errors';
import { decideReport } from '@backend/commands/moderation/decide-report';
import { decideMessageReport } from '@backend/commands/threads/decide-message-report';
import { partiesOf } from '@backend/queries/threads/parties-of';
import { listCompanyInternships } from '@backend/queries/internships/list-company-internships';
import { getAdminReport, getReportDoc, listReports } from '@backend/queries/moderation/list-reports';
import { commandContext, currentUser } from '@backend/http/middleware/auth';
import { answerWhenProjected } from '@backend/http/middleware/read-your-writes';
import { parseOrThrow, parses, validate, type Validated } from '@backend/http/middleware/validate';
import { adminsOnly, backendAdminsOnly } from './admin-guards';

export const MESSAGE_REPORTS_NOT_DECIDED_HERE = 'A reported message has no internship to remove: dismiss the report, or suspend the company if it wrote the message.';

export function adminReportRoutes() {
  const router = new Router({ prefix: '/api/admin/reports' });

  router.get('/', adminsOnly(), parses({ query: reportsQuerySchema }), async (ctx) => {
    const { status } = parseOrThrow(reportsQuerySchema, ctx.query);
    ctx.body = await listReports(ctx.deps.readStore, status);
  });

  // Deciding a report decides every open report of the same target; a suspension ends the company's sessions (a reactor),
  // hence the wait for reactions.
  router.patch<Validated<typeof decideReportSchema>>('/:id', backendAdminsOnly(), validate(decideReportSchema), async (ctx) => {
    const reportId = ctx.params.id;
    const { decision, note } = ctx.state.body;
    const report = await getReportDoc(ctx.deps.readStore, reportId);
    if (!report) throw notFound(REPORT_NOT_FOUND);
    // A suspension hides the postings the company has (it can post no more).
    const listingsOf = async (companyId: string | null) =>
      decision === 'suspend-company' && companyId ? (await listCompanyInternships(ctx.deps.readStore, companyId)).map((i) => i.id) : [];
    const adminId = currentUser(ctx.state).id;
    let appended;
    if (report.kind === 'message') {
      // A message's reports: dismissed, or the company that wrote it suspended; its postings are not the message's.
      if (decision === 'remove-listing' || !report.applicationId) throw invalid(MESSAGE_REPORTS_NOT_DECIDED_HERE, { decision: MESSAGE_REPORTS_NOT_DECIDED_HERE });
      const companyId = (await partiesOf(ctx.deps.readStore, [report.applicationId])).get(report.applicationId)?.companyId ?? null;
      ({ appended } = await decideMessageReport(commandContext(ctx), { applicationId: report.applicationId, reportId, decision, note, adminId, companyListingIds: await listingsOf(companyId) }));
    } else {
      if (!report.companyId) throw notFound(REPORT_NOT_FOUND);
      const target: ReportTarget =
        report.kind === 'listing' ? { kind: 'listing', internshipId: report.targetId, companyId: report.companyId } : { kind: 'company', companyId: report.companyId };
      ({ appended } = await decideReport(commandContext(ctx), { reportId, target, decision, note, adminId, companyListingIds: await listingsOf(report.companyId) }));
    }
    await answerWhenProjected(
      ctx,
      appended,
      async () => {
        const decided = await getAdminReport(ctx.deps.readStore, reportId);
        if (!decided) throw notFound(REPORT_NOT_FOUND);
        return decided;
      },
      { reactions: true },
    );
  });

  return router;
}
