// Creating an account: POST /api/register → the new user, signed in. Shared (web/src/api/): the student sign-up (auth)
// and the company sign-up (companies) send their own bodies to the same endpoint.
import type { PublicUser } from '@domain/users/types';
import { api } from '@/lib/api-client';

/** SPEC §3's registration body, student or company (the features build it). */
export const register = (body: { role: PublicUser['role'] } & Record<string, unknown>) => api.post<PublicUser>('/api/register', body);
