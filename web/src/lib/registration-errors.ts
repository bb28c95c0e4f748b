// SPEC §8's registration failures, shared by the student (/auth) and company (/company-signup) sign-up forms.
import { toast } from './toast';

export const isAccountExistsMessage = (message: string) =>
  message.includes('email already exists') || message.includes('Please sign in instead');

/** 'Account Exists' (then `onAccountExists`, which leads to signing in) or a destructive 'Registration Failed'. */
export function showRegistrationFailure(error: Error, onAccountExists: () => void) {
  if (isAccountExistsMessage(error.message)) {
    toast({ title: 'Account Exists', description: 'An account with this email already exists. Please use the sign in tab instead.' });
    onAccountExists();
  } else {
    toast({ title: 'Registration Failed', description: error.message, variant: 'destructive' });
  }
}
