// The Sign In tab's form: Email and Password, checked with the server's zod schema (loaded when the form is first used:
// zod stays out of the page's first load), errors under each field.
import { m } from '@/paraglide/messages.js';
import { TextField } from '@/components/ui/text-field';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/components/ui/button-styles';
import { lazySchema, useZodForm } from '@/lib/use-zod-form';
import { useSignIn } from '../api/sign-in';

const signInSchema = lazySchema(() => import('@domain/users/schemas').then((schemas) => schemas.signInFormSchema));

/** `initialEmail`: the address typed on the Sign Up tab when it found the account already exists; `redirectTo`: where to go after. */
export function SignInForm({ initialEmail = '', redirectTo }: { initialEmail?: string; redirectTo?: string }) {
  const signIn = useSignIn({ redirectTo });
  const { field, submit } = useZodForm(signInSchema, { email: initialEmail, password: '' }, (data) => signIn.mutate(data), 'signin');
  return (
    // POST: were the form ever submitted by the browser itself, the password would not land in the address.
    <form method="post" noValidate onSubmit={submit} className="space-y-4">
      <TextField {...field('email')} type="email" label={m.auth_email()} autoComplete="email" placeholder="you@example.com" />
      <TextField {...field('password')} type="password" label={m.auth_password()} autoComplete="current-password" />
      <p className="-mt-2 text-end text-sm">
        <Link to="/reset-password" className="font-semibold text-indigo-700 underline-offset-2 hover:underline">
          {m.auth_forgot_password()}
        </Link>
      </p>
      <button type="submit" disabled={signIn.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {signIn.isPending ? m.auth_signing_in() : m.auth_sign_in()}
      </button>
    </form>
  );
}
