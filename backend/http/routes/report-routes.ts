// Router for reports of postings and companies (DESIGN.md §4.2): a signed-in student reports an internship or a company to the
// admins, once per target; an applicant's money report, or the third student's, hides the posting at once.
import Router from '@koa/router';
import type { Context } from 'koa';
import { fileReportSchema, type FileReportBody } from '@domain/moderation/schemas';
import type { FiledReport } from '@domain/moderation/types';
import { notFound } from '@domain/shared/errors';
import { fileReport } from '@backend/commands/moderation/file-report';
import { getReportDoc, reportDetails } from '@backend/queries/moderation/list-reports';
import { commandContext, currentUser, requireUser } from '../middleware/auth';
import { answerWhenProjected } from '../middleware/read-your-writes';
import { validate, type Validated } from '../middleware/validate';

export const ONLY_STUDENTS_REPORT = 'Only students can report internships and companies. Admins decide reports in the admin area.';
const studentsOnly = () => requireUser({ roles: ['student'], forbiddenMessage: ONLY_STUDENTS_REPORT });

async function filedReport(ctx: Context, id: string): Promise<FiledReport> {
  const doc = await getReportDoc(ctx.deps.readStore, id);
  if (!doc || doc.kind === 'message') throw notFound();
  const details = (await reportDetails(ctx.deps.readStore, [id])).get(id) ?? null;
  return { id: doc.id, kind: doc.kind, reason: doc.reason, details, at: doc.at, status: doc.status };
}

export function reportRoutes() {
  const router = new Router({ prefix: '/api' });

  const file = async (ctx: Context, kind: 'listing' | 'company', body: FileReportBody) => {
    const user = currentUser(ctx.state);
    const id = String(ctx.params.id);
    const target = kind === 'listing' ? { kind, internshipId: id } : { kind, companyId: id };
    const { reportId, appended } = await fileReport(commandContext(ctx), { target, reporter: { id: user.id, role: 'student' }, reason: body.reason, details: body.details || null });
    // Hiding is immediate for the reporter's next read: answered once the projections (the posting's too) have the report.
    await answerWhenProjected(ctx, appended, () => filedReport(ctx, reportId), { status: 201 });
  };

  router.post<Validated<typeof fileReportSchema>>('/internships/:id/reports', studentsOnly(), validate(fileReportSchema), (ctx) => file(ctx, 'listing', ctx.state.body));
  router.post<Validated<typeof fileReportSchema>>('/users/:id/reports', studentsOnly(), validate(fileReportSchema), (ctx) => file(ctx, 'company', ctx.state.body));

  return router;
}
