// /verify-email (public, DESIGN.md §4.5): the page of the link in the sign-up e-mail; it confirms the address on arrival.
import { createFileRoute } from '@tanstack/react-router';
import { VerifyEmailPage } from '@/features/email-verification/components/verify-email-page';

export const Route = createFileRoute('/verify-email')({
  component: VerifyEmailPage,
});
