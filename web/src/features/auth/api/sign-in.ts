// Sign-in mutation: POST /api/login, store the user, go to /dashboard (or back to the page that sent the visitor to sign
// in, `redirectTo`, already checked by safeRedirect); failure → destructive 'Login failed' toast.
import { m } from '@/paraglide/messages.js';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouter } from '@tanstack/react-router';
import type { SignInForm } from '@domain/users/schemas';
import type { PublicUser } from '@domain/users/types';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { setCurrentUser } from '@/api/current-user';
import { localeHref } from '@/i18n/locale';

export function useSignIn({ redirectTo }: { redirectTo?: string } = {}) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const router = useRouter();
  return useMutation({
    mutationFn: (form: SignInForm) => api.post<PublicUser>('/api/login', { username: form.email, password: form.password }),
    onSuccess: async (user) => {
      await setCurrentUser(queryClient, user);
      if (redirectTo) router.history.push(localeHref(redirectTo));
      else await navigate({ to: '/dashboard' });
    },
    onError: (error) => {
      toast({ title: m.auth_login_failed(), description: error.message, variant: 'destructive' });
    },
  });
}
