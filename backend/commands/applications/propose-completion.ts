// Command ProposeCompletion: the company of an accepted application says how the internship went — dates, hours and a
// summary (POST /api/applications/:id/completion); it may correct it until the student confirms.
import { applicationDecider, applicationStream } from '@domain/applications/decider';
import type { CompletionFacts } from '@domain/applications/types';
import { internshipDecider, internshipStream } from '@domain/internships/decider';
import { handleCommand, loadState, type Appended, type CommandContext } from '../command-handler';

/**
 * Today's date where it is latest among the students' countries (Bangladesh, UTC+6): an internship that ended today ends
 * today wherever it was (in India before 05:30 the UTC date is still yesterday's).
 */
const latestToday = (now: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Dhaka', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

export async function proposeCompletion(ctx: CommandContext, input: CompletionFacts & { applicationId: string; companyId: string }): Promise<{ appended: Appended | null }> {
  const stream = applicationStream(input.applicationId);
  const application = await loadState(ctx, stream, applicationDecider);
  const internship = application.internshipId ? await loadState(ctx, internshipStream(application.internshipId), internshipDecider) : null;
  const now = ctx.now();
  const { appended } = await handleCommand(ctx, stream, applicationDecider, {
    type: 'ProposeCompletion',
    data: { ...input, internshipCompanyId: internship?.companyId ?? null, today: latestToday(now), at: now.toISOString() },
  });
  return { appended };
}
