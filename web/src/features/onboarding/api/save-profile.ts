// Saving the onboarding profile: PATCH /api/user/profile → the user with profileComplete true (400 with field errors, 403 non-students).
import type { OnboardingProfile } from '@domain/users/schemas';
import type { PublicUser } from '@domain/users/types';
import { api } from '@/lib/api-client';

const PROFILE_PATH = '/api/user/profile';

export const saveOnboardingProfile = (profile: OnboardingProfile) => api.patch<PublicUser>(PROFILE_PATH, profile);
