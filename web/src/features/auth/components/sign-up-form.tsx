// The Sign Up tab's form for students: names, Email, Password, Confirm Password, checked with the server's zod schema
// (loaded when the form is first used: zod stays out of the page's first load). With parental consent required (the
// server says so), also a date of birth and, under 18, a parent's or guardian's e-mail.
import { m } from '@/paraglide/messages.js';
import { useQuery } from '@tanstack/react-query';
import { ADULT_AGE, ageOn } from '@domain/consent/age';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { lazySchema, useZodForm } from '@/lib/use-zod-form';
import { formatCount } from '@/i18n/locale';
import { consentPolicyQueryOptions } from '@/api/consent-policy';
import { useSignUp, type SignUpValues } from '../api/sign-up';
import type { studentSignUpWithConsentSchema } from './sign-up-schema';

type SignUpSchema = typeof studentSignUpWithConsentSchema;
// SPEC's schema drops the two extra fields, so one set of values serves both.
const plainSchema = lazySchema(() => import('@domain/users/schemas').then((schemas) => schemas.studentSignUpFormSchema as unknown as SignUpSchema));
const withConsentSchema = lazySchema(() => import('./sign-up-schema').then((schemas) => schemas.studentSignUpWithConsentSchema));

const empty = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '', dateOfBirth: '', guardianEmail: '' };

export function SignUpForm({ onAccountExists, redirectTo }: { onAccountExists: (email: string) => void; redirectTo?: string }) {
  const signUp = useSignUp({ onAccountExists, redirectTo });
  const policy = useQuery(consentPolicyQueryOptions());
  const asksConsent = policy.data?.parentalConsent === 'required';
  const schema = asksConsent ? withConsentSchema : plainSchema;
  // Under 18 or not yet known: a guardian's e-mail is asked (DESIGN.md §3.6).
  const minor = (dateOfBirth: string | undefined) => {
    const age = dateOfBirth ? ageOn(dateOfBirth, new Date()) : null;
    return age === null || age < ADULT_AGE;
  };
  const { field, submit } = useZodForm(schema, empty, (data: SignUpValues) => signUp.mutate(minor(data.dateOfBirth) ? data : { ...data, guardianEmail: undefined }), 'signup');
  const asksGuardian = asksConsent && minor(field('dateOfBirth').value);
  return (
    // POST: were the form ever submitted by the browser itself, the password would not land in the address.
    <form method="post" noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('firstName')} label={m.auth_first_name()} autoComplete="given-name" />
        <TextField {...field('lastName')} label={m.auth_last_name()} autoComplete="family-name" />
      </div>
      <TextField {...field('email')} type="email" label={m.auth_email()} autoComplete="email" placeholder="you@example.com" />
      <TextField {...field('password')} type="password" label={m.auth_password()} autoComplete="new-password" />
      <TextField {...field('confirmPassword')} type="password" label={m.auth_confirm_password()} autoComplete="new-password" />
      {asksConsent ? (
        <div className="space-y-4 rounded-xl border border-indigo-100 bg-indigo-50/50 p-4">
          <TextField {...field('dateOfBirth')} type="date" label={m.auth_date_of_birth()} autoComplete="bday" max={new Date().toISOString().slice(0, 10)} />
          {asksGuardian ? (
            <TextField
              {...field('guardianEmail')}
              type="email"
              label={m.auth_guardian_email()}
              autoComplete="off"
              placeholder="parent@example.com"
              hint={m.auth_guardian_hint({ age: formatCount(ADULT_AGE) })}
            />
          ) : null}
        </div>
      ) : null}
      <button type="submit" disabled={signUp.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {signUp.isPending ? m.auth_creating_account() : m.auth_create_account()}
      </button>
    </form>
  );
}
