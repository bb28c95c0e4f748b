// The verification e-mail, in the look of the others (domain/notifications/templates.ts's layout).
import { PRODUCT_NAME, render, url, type RenderedEmail } from '../notifications/templates';
import { SUPPORT_EMAIL } from '../users/constants';
import { VERIFY_LINK_HOURS } from './decider';

export function emailVerificationEmail(base: string, firstName: string | null, token: string): RenderedEmail {
  return render({
    subject: `Confirm your e-mail address on ${PRODUCT_NAME}`,
    greeting: firstName ? `Hello ${firstName},` : 'Hello,',
    paragraphs: [
      `Welcome to ${PRODUCT_NAME}! Please confirm that this is your e-mail address with the button below.`,
      `Students confirm before applying, companies before sending their company application. The link works for ${VERIFY_LINK_HOURS} hours.`,
    ],
    action: { label: 'Confirm my e-mail address', href: url(base, `/verify-email?token=${encodeURIComponent(token)}`) },
    after: ['If you did not sign up, ignore this e-mail: nothing happens without the link.'],
    footer: `You get this e-mail because this address was used to sign up on ${PRODUCT_NAME}. Questions? Write to ${SUPPORT_EMAIL}.`,
  });
}
