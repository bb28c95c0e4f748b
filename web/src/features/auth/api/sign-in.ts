// Sign-in mutation: POST /api/login, store the user, go to /dashboard; failure → destructive 'Login failed' toast.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { SignInForm } from '@domain/users/schemas';
import type { PublicUser } from '@domain/users/types';
import { api } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { setCurrentUser } from '@/api/current-user';

export function useSignIn() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (form: SignInForm) => api.post<PublicUser>('/api/login', { username: form.email, password: form.password }),
    onSuccess: async (user) => {
      await setCurrentUser(queryClient, user);
      await navigate({ to: '/dashboard' });
    },
    onError: (error) => {
      toast({ title: 'Login failed', description: error.message, variant: 'destructive' });
    },
  });
}
