// Command SubmitApplication: a student applies to an active internship, once (POST /api/applications → pending).
import { applicationDecider, applicationStream } from '@domain/applications/decider';
import { internshipDecider, internshipStream } from '@domain/internships/decider';
import { handleCommand, loadState, type Appended, type CommandContext } from '../command-handler';
import { applicationIdFor } from './application-id';

export interface NewApplication {
  studentId: string;
  internshipId: string;
  coverLetter: string;
  resume: string;
}

export async function submitApplication(ctx: CommandContext, input: NewApplication): Promise<{ applicationId: string; appended: Appended | null }> {
  const internship = await loadState(ctx.events, internshipStream(input.internshipId), internshipDecider);
  const applicationId = applicationIdFor(input.studentId, input.internshipId);
  const { appended } = await handleCommand(ctx, applicationStream(applicationId), applicationDecider, {
    type: 'SubmitApplication',
    data: {
      applicationId,
      ...input,
      appliedAt: ctx.now().toISOString(),
      internship: { isActive: internship.posted && internship.isActive, companyId: internship.companyId },
    },
  });
  return { applicationId, appended };
}
