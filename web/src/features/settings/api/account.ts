// One's own account from /settings: e-mail notices (PATCH /api/user { notices }), the password (POST /api/user/password) and
// deleting the account (DELETE /api/user { password }: the person's data is erased).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@domain/users/types';
import { api, apiRequest } from '@/lib/api-client';
import { clearBrowserStorage } from '@/lib/browser-storage';
import { toast } from '@/lib/toast';

const USER_PATH = '/api/user';

export function useSetNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notices: boolean) => api.patch<PublicUser>(USER_PATH, { notices }),
    onSuccess: (user) => {
      queryClient.setQueryData([USER_PATH], user);
      toast({ title: 'Preferences saved', description: user.notices ? 'You will get email notices.' : 'Email notices are off.' });
    },
    onError: (error) => toast({ title: 'Not saved', description: error.message, variant: 'destructive' }),
  });
}

export function useChangePassword({ onChanged }: { onChanged: () => void }) {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => api.post<void>(`${USER_PATH}/password`, body),
    onSuccess: () => {
      toast({ title: 'Password changed', description: 'Your other devices were signed out.' });
      onChanged();
    },
  });
}

export function useDeleteAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) => apiRequest<void>('DELETE', USER_PATH, { password }),
    onSuccess: () => {
      clearBrowserStorage();
      queryClient.clear();
      queryClient.setQueryData([USER_PATH], null);
      toast({ title: 'Account deleted', description: 'Your data was erased.' });
      window.location.assign('/');
    },
  });
}
