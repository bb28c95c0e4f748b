// Command CompleteStudentProfile: records the student's onboarding profile (PATCH /api/user/profile); re-submitting updates it.
import type { OnboardingProfile } from '../../../domain/schemas/student';
import type { PublicUser } from '../../../domain/user';
import type { ReadStore } from '../../projections/read-store';
import { getUser } from '../../queries/users/get-user';
import { handleCommand, type CommandContext } from '../command-handler';
import { USER_NOT_FOUND, userDecider, userStream } from './user-decider';
import { notFound } from '../../../domain/errors';

export async function completeStudentProfile(ctx: CommandContext, store: ReadStore, userId: string, profile: OnboardingProfile): Promise<PublicUser> {
  await handleCommand(ctx, userStream(userId), userDecider, {
    type: 'CompleteStudentProfile',
    data: {
      userId,
      hobbies: profile.hobbies,
      interestedFields: profile.interestedFields,
      internshipDuration: profile.internshipDuration,
      preferredCompanies: profile.preferredCompanies,
      location: profile.location,
      grade: profile.grade,
      schoolName: profile.schoolName,
      at: ctx.now().toISOString(),
    },
  });
  const user = await getUser(store, userId);
  if (!user) throw notFound(USER_NOT_FOUND);
  return user;
}
