// Command ProposeInterview: the company of an application proposes interview times (POST /api/applications/:id/interviews);
// with a student under 18 (or of unknown age) only times between 07:00 and 21:00 at the internship's place.
import { randomUUID } from 'node:crypto';
import { needsParentalConsent } from '@domain/consent/age';
import { interviewDecider, interviewStream } from '@domain/interviews/decider';
import type { InterviewMode } from '@domain/interviews/types';
import type { ThreadParticipant } from '@domain/threads/commands';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';
import { dateOfBirthOf } from '../users/date-of-birth';
import { interviewApplicationOf } from './interview-application';

export async function proposeInterview(
  ctx: CommandContext,
  input: { applicationId: string; proposer: ThreadParticipant; slots: string[]; durationMinutes: number; mode: InterviewMode; where: string },
  interviewId: string = randomUUID(),
): Promise<{ interviewId: string; appended: Appended | null }> {
  const application = await interviewApplicationOf(ctx, input.applicationId);
  const studentIsMinor = application.studentId ? needsParentalConsent(await dateOfBirthOf(ctx, application.studentId), ctx.now()) : true;
  const { appended } = await handleCommand(
    ctx,
    interviewStream(interviewId),
    interviewDecider,
    { type: 'ProposeInterview', data: { interviewId, ...input, at: ctx.now().toISOString(), application, studentIsMinor } },
    { probablyNew: true },
  );
  return { interviewId, appended };
}
