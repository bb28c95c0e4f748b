// /reset-password (public, DESIGN.md §4.5): without a token, the page that asks for a link by e-mail ('Forgot password?');
// with the e-mailed link's ?token=…, the page where the new password is chosen. One route: the first load stays as small.
import { createFileRoute } from '@tanstack/react-router';
import { PasswordResetRoute } from '@/features/password-reset/components/password-reset-route';

export const Route = createFileRoute('/reset-password')({
  component: PasswordResetRoute,
});
