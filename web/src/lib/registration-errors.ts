// SPEC §8's registration failures, shared by the student (/auth) and company (/company-signup) sign-up forms.
import { toast } from './toast';
import { ACCOUNT_EXISTS } from '@domain/users/email-claim';
import { localizeDomainMessage } from '@/i18n/domain-message';
import { m } from '@/paraglide/messages.js';

/** The server's 'account exists' refusal, in English or in the page's language (the server sends it in that language). */
export const isAccountExistsMessage = (message: string) =>
  message.includes('email already exists') || message.includes('Please sign in instead') || message === localizeDomainMessage(ACCOUNT_EXISTS);

/** 'Account Exists' (then `onAccountExists`, which leads to signing in) or a destructive 'Registration Failed'. */
export function showRegistrationFailure(error: Error, onAccountExists: () => void) {
  if (isAccountExistsMessage(error.message)) {
    toast({ title: m.ui_account_exists_title(), description: m.ui_account_exists_text() });
    onAccountExists();
  } else {
    toast({ title: m.ui_registration_failed(), description: error.message, variant: 'destructive' });
  }
}
