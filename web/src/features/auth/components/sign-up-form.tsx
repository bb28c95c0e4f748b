// The Sign Up tab's form for students: names, Email, Password, Confirm Password, checked with the server's zod schema.
import { studentSignUpFormSchema } from '@domain/users/schemas';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { useZodForm } from '@/lib/use-zod-form';
import { useSignUp } from '../api/sign-up';

const empty = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function SignUpForm({ onAccountExists }: { onAccountExists: (email: string) => void }) {
  const signUp = useSignUp({ onAccountExists });
  const { field, submit } = useZodForm(studentSignUpFormSchema, empty, (data) => signUp.mutate(data), 'signup');
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField {...field('firstName')} label="First Name" autoComplete="given-name" />
        <TextField {...field('lastName')} label="Last Name" autoComplete="family-name" />
      </div>
      <TextField {...field('email')} type="email" label="Email" autoComplete="email" placeholder="you@example.com" />
      <TextField {...field('password')} type="password" label="Password" autoComplete="new-password" />
      <TextField {...field('confirmPassword')} type="password" label="Confirm Password" autoComplete="new-password" />
      <button type="submit" disabled={signUp.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {signUp.isPending ? 'Creating Account...' : 'Create Account'}
      </button>
    </form>
  );
}
