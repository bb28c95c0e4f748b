// Commands AcceptInterview and DeclineInterview: the student of the application picks one of the proposed times (the
// interview is scheduled) or declines; once.
import { applicationDecider, applicationStream } from '@domain/applications/decider';
import { interviewDecider, interviewStream } from '@domain/interviews/decider';
import type { ThreadParticipant } from '@domain/threads/commands';
import { handleCommand, loadState, type Appended, type CommandContext } from '../command-handler';

export async function acceptInterview(ctx: CommandContext, input: { interviewId: string; applicationId: string; student: ThreadParticipant; slot: string }): Promise<{ appended: Appended | null; startsAt: string }> {
  const { status } = await loadState(ctx, applicationStream(input.applicationId), applicationDecider);
  const { events, appended } = await handleCommand(ctx, interviewStream(input.interviewId), interviewDecider, {
    type: 'AcceptInterview',
    data: { interviewId: input.interviewId, student: input.student, slot: input.slot, at: ctx.now().toISOString(), applicationStatus: status },
  });
  const scheduled = events.find((e) => e.type === 'InterviewScheduled');
  return { appended, startsAt: scheduled?.type === 'InterviewScheduled' ? scheduled.data.startsAt : input.slot };
}

export async function declineInterview(ctx: CommandContext, input: { interviewId: string; student: ThreadParticipant }): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, interviewStream(input.interviewId), interviewDecider, {
    type: 'DeclineInterview',
    data: { interviewId: input.interviewId, student: input.student, at: ctx.now().toISOString() },
  });
  return { appended };
}
