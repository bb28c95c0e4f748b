// The application an interview is for, as its streams stand: status, the student, the internship's company, and the time
// zone of the internship's place (from its location).
import { applicationDecider, applicationStream } from '@domain/applications/decider';
import { internshipStream } from '@domain/internships/decider';
import type { InterviewApplication } from '@domain/interviews/commands';
import { internshipPlace } from '@domain/interviews/facts';
import { DEFAULT_TIME_ZONE, timeZoneOf } from '@domain/interviews/time-zones';
import { loadState, type CommandContext } from '../command-handler';

export async function interviewApplicationOf(ctx: CommandContext, applicationId: string): Promise<InterviewApplication> {
  const application = await loadState(ctx, applicationStream(applicationId), applicationDecider);
  // A deleted student's application (a tombstone) has no one to interview.
  if (application.status === null || !application.internshipId || application.applicantDeleted)
    return { status: null, studentId: null, companyId: null, internshipId: null, timeZone: DEFAULT_TIME_ZONE };
  const internship = internshipPlace(await ctx.events.readStream(internshipStream(application.internshipId)));
  return {
    status: application.status,
    studentId: application.studentId,
    companyId: internship.companyId,
    internshipId: application.internshipId,
    timeZone: timeZoneOf(internship.location),
  };
}
