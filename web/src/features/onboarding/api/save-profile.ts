// Saving the onboarding profile: PATCH /api/user/profile → the user with profileComplete true (400 with field errors, 403
// non-students); the skills asked beside it are saved on the account (PATCH /api/user, the shared current-user resource).
import type { OnboardingProfile } from '@domain/users/schemas';
import type { PublicUser } from '@domain/users/types';
import { updateCurrentUser } from '@/api/current-user';
import { api } from '@/lib/api-client';

const PROFILE_PATH = '/api/user/profile';

/** SPEC §5's onboarding profile, and the student's skills. */
export type OnboardingSubmission = OnboardingProfile & { skills: string[] };

export async function saveOnboardingProfile({ skills, ...profile }: OnboardingSubmission): Promise<PublicUser> {
  const saved = await api.patch<PublicUser>(PROFILE_PATH, profile);
  const same = saved.skills.length === skills.length && skills.every((s) => saved.skills.includes(s));
  return same ? saved : updateCurrentUser({ skills });
}
