// Student sign-up mutation: POST /api/register with SPEC §3's body, store + refresh the user, redirect per SPEC §4.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { DEFAULT_LOCATION, defaultGraduationYear } from '@domain/users/constants';
import type { StudentSignUpForm } from '@domain/users/schemas';
import type { PublicUser } from '@domain/users/types';
import { api } from '@/lib/api-client';
import { showRegistrationFailure } from '@/lib/registration-errors';
import { currentUserQueryOptions } from './current-user';

/** SPEC §3 "Student registration body"; confirmPassword is left out. */
export function studentRegistrationBody(form: StudentSignUpForm) {
  return {
    email: form.email,
    username: form.email,
    password: form.password,
    firstName: form.firstName,
    lastName: form.lastName,
    role: 'student' as const,
    location: DEFAULT_LOCATION,
    bio: '',
    profileComplete: false,
    skills: [] as string[],
    university: '',
    graduationYear: defaultGraduationYear(),
    fieldOfStudy: '',
    hobbies: [] as string[],
  };
}

/** SPEC §4: where a freshly registered user goes next. */
export function pathAfterSignUp(user: Pick<PublicUser, 'role' | 'profileComplete'>): string {
  if (user.role === 'student' && !user.profileComplete) return '/student-onboarding';
  if (user.role === 'company' && !user.profileComplete) return '/company-application';
  return '/dashboard';
}

/** `onAccountExists` gets the e-mail typed, so the Sign In tab can start with it. */
export function useSignUp({ onAccountExists }: { onAccountExists: (email: string) => void }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: (form: StudentSignUpForm) => api.post<PublicUser>('/api/register', studentRegistrationBody(form)),
    onSuccess: async (user) => {
      const { queryKey } = currentUserQueryOptions();
      queryClient.setQueryData(queryKey, user);
      await queryClient.invalidateQueries({ queryKey });
      router.history.push(pathAfterSignUp(user));
    },
    onError: (error, form) => showRegistrationFailure(error, () => onAccountExists(form.email)),
  });
}
