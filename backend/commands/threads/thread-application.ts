// The application a thread belongs to, as its streams stand: status, the student, and the internship's company.
import { applicationDecider, applicationStream } from '@domain/applications/decider';
import { internshipDecider, internshipStream } from '@domain/internships/decider';
import type { ThreadApplication } from '@domain/threads/commands';
import { loadState, type CommandContext } from '../command-handler';

export async function threadApplicationOf(ctx: CommandContext, applicationId: string): Promise<ThreadApplication> {
  const application = await loadState(ctx, applicationStream(applicationId), applicationDecider);
  // A deleted student's application is a tombstone: its thread is closed to both sides.
  if (application.status === null || !application.internshipId || application.applicantDeleted) return { status: null, studentId: null, companyId: null };
  const internship = await loadState(ctx, internshipStream(application.internshipId), internshipDecider);
  return { status: application.status, studentId: application.studentId, companyId: internship.companyId };
}
