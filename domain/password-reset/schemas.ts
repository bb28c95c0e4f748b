// Request bodies of the password reset (DESIGN.md §4.5); the new password follows the sign-up rule.
import { z } from 'zod';
import { changePasswordSchema } from '../users/schemas';

export const RESET_REQUESTED =
  'If an account uses this address, we have sent it a link to choose a new password.';

/** POST /api/password-reset */
export const passwordResetRequestSchema = z.object({
  email: z.string({ error: 'Valid email is required' }).trim().max(254, 'Valid email is required').email('Valid email is required'),
});

/** POST /api/password-reset/confirm */
export const passwordResetConfirmSchema = z.object({
  token: z.string({ error: 'The link is incomplete. Open it again from the e-mail.' }).min(1, 'The link is incomplete. Open it again from the e-mail.').max(300, 'The link is not valid.'),
  newPassword: changePasswordSchema.shape.newPassword,
});
