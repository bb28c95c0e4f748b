// Command CompleteStudentProfile: records the student's onboarding profile (PATCH /api/user/profile); re-submitting updates it.
import { userDecider, userStream } from '@domain/users/decider';
import type { OnboardingProfile } from '@domain/users/schemas';
import { handleCommand, type Appended, type CommandContext } from '../command-handler';

export async function completeStudentProfile(ctx: CommandContext, userId: string, profile: OnboardingProfile): Promise<{ appended: Appended | null }> {
  const { appended } = await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'CompleteStudentProfile',
    data: { userId, ...profile, at: ctx.now().toISOString() },
  });
  return { appended };
}
