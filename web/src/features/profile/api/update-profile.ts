// Saving one's own profile: PATCH /api/user with the fields of the person's role → the updated user (400 with field errors).
import type { PublicUser } from '@domain/users/types';
import { api } from '@/lib/api-client';

export type ProfileChanges = Partial<Pick<PublicUser, 'firstName' | 'lastName' | 'location' | 'bio' | 'companyName' | 'companyField' | 'website'>>;

export const updateOwnProfile = (changes: ProfileChanges) => api.patch<PublicUser>('/api/user', changes);
