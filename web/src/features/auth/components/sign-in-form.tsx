// The Sign In tab's form: Email and Password, checked with the server's zod schema, errors under each field.
import { useState, type FormEvent } from 'react';
import { signInFormSchema, type SignInForm } from '@domain/schemas/auth';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { fieldErrorsOf, type FieldErrors } from '@/lib/form-errors';
import { useSignIn } from '../api/sign-in';

type Field = keyof SignInForm;

export function SignInForm() {
  const [values, setValues] = useState<SignInForm>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [submitted, setSubmitted] = useState(false);
  const signIn = useSignIn();

  const validate = (next: SignInForm) => {
    const result = signInFormSchema.safeParse(next);
    setErrors(result.success ? {} : fieldErrorsOf<Field>(result.error));
    return result;
  };

  const change = (field: Field) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) validate(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (result.success) signIn.mutate(result.data);
  };

  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField id="signin-email" name="email" type="email" label="Email" autoComplete="email" placeholder="you@example.com"
        value={values.email} onChange={(e) => change('email')(e.target.value)} error={errors.email} />
      <TextField id="signin-password" name="password" type="password" label="Password" autoComplete="current-password"
        value={values.password} onChange={(e) => change('password')(e.target.value)} error={errors.password} />
      <button type="submit" disabled={signIn.isPending} className={buttonClass('primary', 'lg', 'w-full')}>
        {signIn.isPending ? 'Signing In...' : 'Sign In'}
      </button>
    </form>
  );
}
