// Saving one's own profile: PATCH /api/user with the fields of the person's role → the updated user (400 with field
// errors), through the shared current-user resource that owns the endpoint.
import { updateCurrentUser, type AccountChanges } from '@/api/current-user';

export type ProfileChanges = Omit<AccountChanges, 'notices'>;

export const updateOwnProfile = (changes: ProfileChanges) => updateCurrentUser(changes);
