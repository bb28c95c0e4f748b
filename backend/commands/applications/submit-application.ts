// Command SubmitApplication: a student applies to an active internship, once (POST /api/applications → pending).
import type { Application } from '../../../domain/application';
import { notFound } from '../../../domain/errors';
import type { ReadStore } from '../../projections/read-store';
import { getOwnApplication } from '../../queries/applications/get-own-application';
import { INTERNSHIP_NOT_FOUND, getActiveInternship } from '../../queries/internships/get-internship';
import { handleCommand, type CommandContext } from '../command-handler';
import { applicationDecider, applicationIdFor, applicationStream } from './application-decider';

export interface NewApplication {
  studentId: string;
  internshipId: string;
  coverLetter: string;
  resume: string;
}

export async function submitApplication(ctx: CommandContext, store: ReadStore, input: NewApplication): Promise<Application> {
  if (!(await getActiveInternship(store, input.internshipId))) throw notFound(INTERNSHIP_NOT_FOUND);
  const applicationId = applicationIdFor(input.studentId, input.internshipId);
  await handleCommand(ctx, applicationStream(applicationId), applicationDecider, {
    type: 'SubmitApplication',
    data: { applicationId, ...input, appliedAt: ctx.now().toISOString() },
  });
  const application = await getOwnApplication(store, input.studentId, applicationId);
  if (!application) throw new Error(`application ${applicationId} was submitted but is not in the read model`);
  return application;
}
