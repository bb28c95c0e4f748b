// The /company-signup screen (SPEC §2): the sign-up form, then the green box; 'Sign in here' goes to /auth.
import { Link } from '@tanstack/react-router';
import type { PublicUser } from '@domain/users/types';
import { Card } from '@/components/ui/card';
import { ACCOUNT_EXISTS_TAB_SWITCH_MS } from '@/lib/ui-constants';
import { useDelayedCall } from '@/lib/use-delayed-call';
import { BuildingIcon } from '@/components/ui/icons';
import { m } from '@/paraglide/messages.js';
import { useCompanySignUp } from '../api/company-sign-up';
import { CompanySignUpForm } from './company-signup-form';
import { SignupSuccessBox } from './signup-success-box';

interface CompanySignupPageProps {
  onRegistered: (user: PublicUser) => void | Promise<void>;
  /** 'Account Exists': a moment later, lead the company to the sign-in tab. */
  onSignInInstead: () => void;
  /** The details link was opened: go on to the thank-you page. */
  onDetailsLinkOpened: () => void;
}

export function CompanySignupPage({ onRegistered, onSignInInstead, onDetailsLinkOpened }: CompanySignupPageProps) {
  const onAccountExists = useDelayedCall(onSignInInstead, ACCOUNT_EXISTS_TAB_SWITCH_MS);
  const signUp = useCompanySignUp({ onRegistered, onAccountExists });
  return (
    <Card className="mx-auto w-full max-w-lg p-5 sm:p-8">
      <span className="flex size-12 items-center justify-center rounded-2xl bg-indigo-50 text-indigo-600">
        <BuildingIcon className="size-6" />
      </span>
      <h1 className="mt-4 text-2xl font-bold text-slate-900">{m.companies_signup_title()}</h1>
      <p className="mt-1 mb-6 text-sm text-slate-600">{m.companies_signup_intro()}</p>
      {signUp.isSuccess ? (
        <SignupSuccessBox onLinkOpened={onDetailsLinkOpened} />
      ) : (
        <CompanySignUpForm onSubmit={(form) => signUp.mutate(form)} pending={signUp.isPending} />
      )}
      <p className="mt-6 text-center text-sm text-slate-600">
        {m.companies_have_account()}{' '}
        <Link to="/auth" className="font-semibold text-indigo-700 hover:underline">
          {m.companies_sign_in_here()}
        </Link>
      </p>
    </Card>
  );
}
