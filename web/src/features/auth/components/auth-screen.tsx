// The /auth screen: Back button, small-screen role shortcuts, and the Sign In / Sign Up tabs (Ark UI Tabs).
import { m } from '@/paraglide/messages.js';
import { useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Tabs } from '@ark-ui/react/tabs';
import { ACCOUNT_EXISTS_TAB_SWITCH_MS } from '@/lib/ui-constants';
import { useDelayedCall } from '@/lib/use-delayed-call';
import { Card } from '@/components/ui/card';
import { AppLink } from '@/components/layout/app-link';
import { buttonClass } from '@/components/ui/button-styles';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';
import { SocialLogin } from './social-login';
import { AuthAside } from './auth-aside';

export type AuthTab = 'login' | 'register';

const tabClass =
  'flex-1 rounded-lg px-3 py-2 text-sm font-semibold text-slate-600 transition-colors hover:text-slate-900 data-selected:bg-white data-selected:text-indigo-700 data-selected:shadow-sm focus-visible:outline-2 focus-visible:outline-indigo-600';

interface AuthScreenProps {
  tab: AuthTab;
  onTabChange: (tab: AuthTab) => void;
  /** Where to go back to afterwards (a safe same-origin path, e.g. the internship the visitor wanted to apply to). */
  redirectTo?: string;
}

export function AuthScreen({ tab, onTabChange, redirectTo }: AuthScreenProps) {
  const switchToSignInSoon = useDelayedCall(() => onTabChange('login'), ACCOUNT_EXISTS_TAB_SWITCH_MS);
  // 'Account Exists' moves to Sign In with the e-mail already typed.
  const [carriedEmail, setCarriedEmail] = useState('');
  const signInInstead = (email: string) => {
    setCarriedEmail(email);
    switchToSignInSoon();
  };

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6 lg:grid-cols-[1fr_28rem] lg:items-start">
      <div className="lg:col-span-2">
        <Link to="/" className={buttonClass('ghost', 'sm', '-ms-2.5 sm:-ms-3')}>
          <span aria-hidden="true" className="inline-block rtl:rotate-180">←</span> {m.auth_back()}
        </Link>
      </div>
      <AuthAside />
      <Card className="w-full p-5 sm:p-8">
        <div className="mb-5 grid grid-cols-2 gap-2 lg:hidden">
          <button type="button" onClick={() => onTabChange('register')} className={buttonClass('secondary', 'sm')}>
            {m.auth_for_students()}
          </button>
          <AppLink href="/company-info" className={buttonClass('secondary', 'sm')}>
            {m.auth_for_companies()}
          </AppLink>
        </div>
        <Tabs.Root value={tab} onValueChange={(d) => onTabChange(d.value as AuthTab)} lazyMount unmountOnExit>
          {/* The selected tab is drawn by its own style, not Ark's measured indicator: it shows the same before the JavaScript runs. */}
          <Tabs.List aria-label={m.auth_tabs_label()} className="flex rounded-xl bg-slate-100 p-1">
            <Tabs.Trigger value="login" className={tabClass}>{m.auth_sign_in()}</Tabs.Trigger>
            <Tabs.Trigger value="register" className={tabClass}>{m.auth_sign_up()}</Tabs.Trigger>
          </Tabs.List>
          <Tabs.Content value="login" className="pt-6 focus-visible:outline-none">
            <h1 className="text-2xl font-bold text-slate-900">{m.auth_welcome_back()}</h1>
            <p className="mt-1 mb-6 text-sm text-slate-500">{m.auth_sign_in_intro()}</p>
            <SignInForm initialEmail={carriedEmail} redirectTo={redirectTo} />
          </Tabs.Content>
          <Tabs.Content value="register" className="pt-6 focus-visible:outline-none">
            <h1 className="text-2xl font-bold text-slate-900">{m.auth_create_your_account()}</h1>
            <p className="mt-1 mb-6 text-sm text-slate-500">
              {redirectTo?.startsWith('/internship/')
                ? m.auth_sign_up_intro_apply()
                : m.auth_sign_up_intro()}
            </p>
            <SignUpForm onAccountExists={signInInstead} redirectTo={redirectTo} />
          </Tabs.Content>
        </Tabs.Root>
        <SocialLogin />
      </Card>
    </div>
  );
}
