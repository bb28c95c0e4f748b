// Command SetApplicationStatus: a backend admin (SPEC's four statuses) or the internship's company (reviewed/accepted/rejected)
// moves an application, with an optional note to the student.
import { applicationDecider, applicationStream } from '@domain/applications/decider';
import type { StatusChanger } from '@domain/applications/application-machine';
import type { ApplicationStatus } from '@domain/applications/types';
import { internshipDecider, internshipStream } from '@domain/internships/decider';
import { handleCommand, loadState, type Appended, type CommandContext } from '../command-handler';

export async function setApplicationStatus(
  ctx: CommandContext,
  input: { applicationId: string; to: ApplicationStatus; by: { id: string; as: StatusChanger }; note?: string | null },
): Promise<{ appended: Appended | null }> {
  const stream = applicationStream(input.applicationId);
  const application = await loadState(ctx, stream, applicationDecider);
  const internship = application.internshipId ? await loadState(ctx, internshipStream(application.internshipId), internshipDecider) : null;
  const { appended } = await handleCommand(ctx, stream, applicationDecider, {
    type: 'SetApplicationStatus',
    data: { ...input, note: input.note ?? null, internshipCompanyId: internship?.companyId ?? null, at: ctx.now().toISOString() },
  });
  return { appended };
}
