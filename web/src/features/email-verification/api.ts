// E-mail verification's requests (DESIGN.md §4.5): open the e-mailed link (POST /api/user/verify-email), send it again (…/resend).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentUserQueryOptions } from '@/api/current-user';
import { api } from '@/lib/api-client';

/** Posts the link's token; then the session (if any) is read again, so that every page knows the address is verified. */
export const useVerifyEmail = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => api.post<{ message: string }>('/api/user/verify-email', { token }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey }),
  });
};

export const useResendVerification = () => useMutation({ mutationFn: () => api.post<{ message: string }>('/api/user/verify-email/resend', {}) });
