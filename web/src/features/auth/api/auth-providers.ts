// The social-login providers the server has set up, GET /api/auth/providers: the sign-in page shows a button for these only.
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AuthProviderId = 'google' | 'apple' | 'github';

/** One entry: the deployment's providers (they do not change while the server runs). */
export const authProvidersKeys = {
  all: ['auth-providers'] as const,
};

export function authProvidersQueryOptions() {
  return queryOptions({
    queryKey: authProvidersKeys.all,
    queryFn: () => api.get<{ providers: AuthProviderId[] }>('/api/auth/providers'),
  });
}
