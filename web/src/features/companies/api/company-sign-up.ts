// Company sign-up mutation: POST /api/register with SPEC §3's company body; toasts of SPEC §2 and §8.
import { useMutation } from '@tanstack/react-query';
import type { CompanySignUpForm } from '@domain/users/schemas';
import type { PublicUser } from '@domain/users/types';
import { register } from '@/api/registration';
import { showRegistrationFailure } from '@/lib/registration-errors';
import { toast } from '@/lib/toast';
import { m } from '@/paraglide/messages.js';

/** SPEC §3 "Company registration body"; confirmPassword is left out. */
export function companyRegistrationBody(form: CompanySignUpForm) {
  return {
    email: form.email,
    username: form.email,
    password: form.password,
    role: 'company' as const,
    profileComplete: false,
    firstName: 'Company',
    lastName: 'User',
  };
}

interface CompanySignUpOptions {
  /** The new account is signed in: the caller stores the session. */
  onRegistered: (user: PublicUser) => void | Promise<void>;
  onAccountExists: () => void;
}

export function useCompanySignUp({ onRegistered, onAccountExists }: CompanySignUpOptions) {
  return useMutation({
    mutationFn: (form: CompanySignUpForm) => register(companyRegistrationBody(form)),
    onSuccess: async (user) => {
      toast({ title: m.companies_toast_account_created(), description: m.companies_toast_account_created_text() });
      await onRegistered(user);
    },
    onError: (error) => showRegistrationFailure(error, onAccountExists),
  });
}
