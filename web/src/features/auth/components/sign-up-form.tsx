// The Sign Up tab's form for students: names, Email, Password, Confirm Password, checked with the server's zod schema.
import { useState, type FormEvent } from 'react';
import { studentSignUpFormSchema, type StudentSignUpForm } from '@domain/schemas/auth';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { fieldErrorsOf, type FieldErrors } from '@/lib/form-errors';
import { useSignUp } from '../api/sign-up';

type Field = keyof StudentSignUpForm;
const empty: StudentSignUpForm = { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' };

export function SignUpForm({ onAccountExists }: { onAccountExists: () => void }) {
  const [values, setValues] = useState<StudentSignUpForm>(empty);
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const signUp = useSignUp({ onAccountExists });

  const validate = (next: StudentSignUpForm) => {
    const result = studentSignUpFormSchema.safeParse(next);
    setErrors(result.success ? {} : fieldErrorsOf<Field>(result.error));
    return result;
  };

  const field = (name: Field) => ({
    id: `signup-${name}`,
    name,
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) => {
      const next = { ...values, [name]: e.target.value };
      setValues(next);
      if (submitted) validate(next);
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (result.success) signUp.mutate(result.data);
  };

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
