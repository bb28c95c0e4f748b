// The reset e-mail, in the look of the others (domain/notifications/templates.ts's layout).
import { PRODUCT_NAME, render, url, type RenderedEmail } from '../notifications/templates';
import { SUPPORT_EMAIL } from '../users/constants';
import { RESET_LINK_MINUTES } from './decider';

export function passwordResetEmail(base: string, firstName: string | null, token: string): RenderedEmail {
  return render({
    subject: `Choose a new password on ${PRODUCT_NAME}`,
    greeting: firstName ? `Hello ${firstName},` : 'Hello,',
    paragraphs: [
      'Someone asked to reset the password of your account. If it was you, choose a new password with the button below.',
      `The link works once, for ${RESET_LINK_MINUTES} minutes. Choosing a new password signs you out on every device.`,
    ],
    action: { label: 'Choose a new password', href: url(base, `/reset-password?token=${encodeURIComponent(token)}`) },
    after: ['If you did not ask for this, ignore this e-mail: your password stays as it is.'],
    footer: `You get this e-mail because someone asked for a new password for your account on ${PRODUCT_NAME}. Questions? Write to ${SUPPORT_EMAIL}.`,
  });
}
