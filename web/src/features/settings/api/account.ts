// One's own account from /settings (DESIGN.md §2): e-mail notices (PATCH /api/user { notices }), the password
// (POST /api/user/password: the other sessions end), sign out everywhere (POST /api/user/sessions/end) and deleting the account
// (DELETE /api/user { password }: the person's data is erased). Toasts follow SPEC §2: a title and a description, destructive
// on failure.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { m } from '@/paraglide/messages.js';
import { currentUserQueryOptions, deleteCurrentUser, updateCurrentUser } from '@/api/current-user';
import { api, ApiError } from '@/lib/api-client';
import { clearBrowserStorage } from '@/lib/browser-storage';
import { toast } from '@/lib/toast';

/** A failure the form shows under a field (wrong current password) is not toasted a second time. */
const toastFailure = (error: Error, field?: string) => {
  if (field && error instanceof ApiError && error.fieldErrors[field]) return;
  toast({ title: m.settings_error(), description: error.message, variant: 'destructive' });
};

export function useSetNotices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (notices: boolean) => updateCurrentUser({ notices }),
    onSuccess: (user) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
      toast({
        title: m.settings_saved(),
        description: user.notices === false ? m.settings_notices_off() : m.settings_notices_on(),
      });
    },
    onError: (error) => toastFailure(error),
  });
}

export function useChangePassword({ onChanged }: { onChanged: () => void }) {
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) => api.post<void>('/api/user/password', body),
    onSuccess: () => {
      toast({ title: m.settings_password_changed(), description: m.settings_password_changed_text() });
      onChanged();
    },
    onError: (error) => toastFailure(error, 'currentPassword'),
  });
}

/** After the account's sessions end (or the account is gone): nothing of it stays in the browser. */
function useForgetAccount() {
  const queryClient = useQueryClient();
  const router = useRouter();
  return async (to: '/' | '/auth') => {
    clearBrowserStorage();
    queryClient.clear();
    queryClient.setQueryData(currentUserQueryOptions().queryKey, null);
    if (to === '/auth') await router.navigate({ to: '/auth', search: { tab: 'login' }, replace: true });
    else await router.navigate({ to: '/', replace: true });
  };
}

export function useSignOutEverywhere() {
  const forget = useForgetAccount();
  return useMutation({
    mutationFn: () => api.post<void>('/api/user/sessions/end'),
    onSuccess: async () => {
      await forget('/auth');
      toast({ title: m.settings_signed_out_everywhere(), description: m.settings_signed_out_everywhere_text() });
    },
    onError: (error) => toastFailure(error),
  });
}

export function useDeleteAccount() {
  const forget = useForgetAccount();
  return useMutation({
    mutationFn: (password: string) => deleteCurrentUser(password),
    onSuccess: async () => {
      await forget('/');
      toast({ title: m.settings_account_deleted(), description: m.settings_account_deleted_text() });
    },
    onError: (error) => toastFailure(error, 'password'),
  });
}
