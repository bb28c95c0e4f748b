// The /reset-password route's page: the token of the link (read here, not by the route, which keeps the first load small)
// chooses between asking for a link and choosing the new password.
import { useEffect } from 'react';
import { useLocation } from '@tanstack/react-router';
import { pageTitle } from '@/lib/page-head';
import { ForgotPasswordPage } from './forgot-password-page';
import { ResetPasswordPage } from './reset-password-page';

export function PasswordResetRoute() {
  const search = useLocation({ select: (l) => l.search as Record<string, unknown> });
  const token = typeof search.token === 'string' && search.token ? search.token : typeof search.token === 'number' ? String(search.token) : undefined;
  useEffect(() => {
    let current = true;
    void pageTitle(token ? 'Choose a New Password' : 'Forgot Password').then((title) => {
      if (current) document.title = title;
    });
    return () => {
      current = false;
    };
  }, [token]);
  return token ? <ResetPasswordPage token={token} /> : <ForgotPasswordPage />;
}
