// Command ProposeCompletion: the company of an accepted application says how the internship went — dates, hours and a
// summary (POST /api/applications/:id/completion); it may correct it until the student confirms.
import { applicationDecider, applicationStream } from '@domain/applications/decider';
import type { CompletionFacts } from '@domain/applications/types';
import { internshipDecider, internshipStream } from '@domain/internships/decider';
import { handleCommand, loadState, type Appended, type CommandContext } from '../command-handler';

export async function proposeCompletion(ctx: CommandContext, input: CompletionFacts & { applicationId: string; companyId: string }): Promise<{ appended: Appended | null }> {
  const stream = applicationStream(input.applicationId);
  const application = await loadState(ctx, stream, applicationDecider);
  const internship = application.internshipId ? await loadState(ctx, internshipStream(application.internshipId), internshipDecider) : null;
  const now = ctx.now();
  const { appended } = await handleCommand(ctx, stream, applicationDecider, {
    type: 'ProposeCompletion',
    data: { ...input, internshipCompanyId: internship?.companyId ?? null, today: now.toISOString().slice(0, 10), at: now.toISOString() },
  });
  return { appended };
}
