// The reset e-mail, in the look of the others (domain/notifications/templates.ts's layout), in the person's language.
import { PRODUCT_NAME, render, url, type RenderedEmail } from '../notifications/templates';
import { SUPPORT_EMAIL } from '../users/constants';
import { RESET_LINK_MINUTES } from './decider';
import type { Locale } from '../i18n/locales';
import { formatNumber, MAIL_TEXTS } from '../notifications/mail-texts';

export function passwordResetEmail(base: string, firstName: string | null, token: string, locale: Locale = 'en'): RenderedEmail {
  const texts = MAIL_TEXTS[locale];
  const t = texts.passwordReset;
  return render({
    locale,
    subject: t.subject(PRODUCT_NAME),
    greeting: firstName ? texts.helloName(firstName) : texts.hello,
    paragraphs: [t.someone, t.once(formatNumber(locale, RESET_LINK_MINUTES))],
    action: { label: t.action, href: url(base, `/reset-password?token=${encodeURIComponent(token)}`) },
    after: [t.ignore],
    footer: t.footer(PRODUCT_NAME, SUPPORT_EMAIL),
  });
}
