// Request bodies of e-mail verification (DESIGN.md §4.5): the token from the link.
import { z } from 'zod';

export const VERIFY_LINK_INCOMPLETE = 'The link is incomplete. Open it again from the e-mail.';

/** POST /api/user/verify-email */
export const verifyEmailSchema = z.object({
  token: z.string({ error: VERIFY_LINK_INCOMPLETE }).min(1, VERIFY_LINK_INCOMPLETE).max(300, 'The link is not valid.'),
});

export const EMAIL_VERIFIED = 'Your e-mail address is verified.';
export const VERIFICATION_SENT = 'We have sent a new link to your e-mail address.';
