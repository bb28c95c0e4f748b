// The company sign-up form (SPEC §2, §5): Email, Password, Confirm Password, checked with the server's schema on each change.
import { companySignUpFormSchema, type CompanySignUpForm as CompanySignUpValues } from '@domain/users/schemas';
import { TextField } from '@/components/ui/text-field';
import { buttonClass } from '@/components/ui/button-styles';
import { useZodForm } from '@/lib/use-zod-form';
import { m } from '@/paraglide/messages.js';

const empty = { email: '', password: '', confirmPassword: '' };

interface CompanySignUpFormProps {
  onSubmit: (form: CompanySignUpValues) => void;
  pending: boolean;
}

export function CompanySignUpForm({ onSubmit, pending }: CompanySignUpFormProps) {
  const { field, submit } = useZodForm(companySignUpFormSchema, empty, onSubmit, 'company-signup', { validateOn: 'change' });
  return (
    <form noValidate onSubmit={submit} className="space-y-4">
      <TextField {...field('email')} type="email" label={m.companies_email()} autoComplete="email" placeholder="you@company.com" />
      <TextField {...field('password')} type="password" label={m.companies_password()} autoComplete="new-password" hint={m.companies_password_hint()} />
      <TextField {...field('confirmPassword')} type="password" label={m.companies_confirm_password()} autoComplete="new-password" />
      <button type="submit" disabled={pending} className={buttonClass('primary', 'lg', 'w-full')}>
        {pending ? m.companies_creating() : m.companies_create_account()}
      </button>
    </form>
  );
}
