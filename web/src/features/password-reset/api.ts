// The password reset's requests: ask for a link (POST /api/password-reset), choose a new password (…/confirm).
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const useRequestPasswordReset = () =>
  useMutation({ mutationFn: (email: string) => api.post<{ message: string }>('/api/password-reset', { email }) });

export const useConfirmPasswordReset = () =>
  useMutation({ mutationFn: (body: { token: string; newPassword: string }) => api.post<{ message: string }>('/api/password-reset/confirm', body) });
