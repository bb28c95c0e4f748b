// Student sign-up mutation: POST /api/register with SPEC §3's body, store + refresh the user, redirect per SPEC §4.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { DEFAULT_LOCATION, defaultGraduationYear } from '@domain/users/constants';
import type { StudentSignUpForm } from '@domain/users/schemas';
import type { PublicUser } from '@domain/users/types';
import { setCurrentUser } from '@/api/current-user';
import { register } from '@/api/registration';
import { showRegistrationFailure } from '@/lib/registration-errors';
import { localeHref } from '@/i18n/locale';

/** The sign-up form's values: SPEC's, and with parental consent on, a date of birth and a guardian's e-mail. */
export type SignUpValues = StudentSignUpForm & { dateOfBirth?: string; guardianEmail?: string };

/** SPEC §3 "Student registration body" (confirmPassword left out), with the consent fields when the form had them. */
export function studentRegistrationBody(form: SignUpValues) {
  return {
    ...(form.dateOfBirth ? { dateOfBirth: form.dateOfBirth } : {}),
    ...(form.guardianEmail ? { guardianEmail: form.guardianEmail } : {}),
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
/** With `redirectTo` (a safe path back to where the visitor started, e.g. an internship), students get there after onboarding. */
export function pathAfterSignUp(user: Pick<PublicUser, 'role' | 'profileComplete'>, redirectTo?: string): string {
  if (user.role === 'student' && !user.profileComplete)
    return redirectTo ? `/student-onboarding?${new URLSearchParams({ redirect: redirectTo })}` : '/student-onboarding';
  if (user.role === 'company' && !user.profileComplete) return '/company-application';
  return redirectTo && user.role === 'student' ? redirectTo : '/dashboard';
}

/** `onAccountExists` gets the e-mail typed, so the Sign In tab can start with it. */
export function useSignUp({ onAccountExists, redirectTo }: { onAccountExists: (email: string) => void; redirectTo?: string }) {
  const queryClient = useQueryClient();
  const router = useRouter();
  return useMutation({
    mutationFn: (form: SignUpValues) => register(studentRegistrationBody(form)),
    onSuccess: async (user) => {
      await setCurrentUser(queryClient, user);
      router.history.push(localeHref(pathAfterSignUp(user, redirectTo)));
    },
    onError: (error, form) => showRegistrationFailure(error, () => onAccountExists(form.email)),
  });
}
